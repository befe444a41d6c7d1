/**
 * Many event-stream readers in a process of their own (`npm run bench`, live row): raw sockets,
 * each asking `/eventi/corse/{day}` like a browser's EventSource, opened in batches so the
 * server's accept queue is never flooded. Driven by the benchmark over IPC:
 *
 * - on start, opens `count` streams and reports `{ type: "open", opened, refused }`;
 * - on `{ type: "await", timeoutMs }`, waits until every stream received an event (or the time is
 *   up) and reports each reader's delay from the event's publication (its id carries the server's
 *   clock in milliseconds × 100) to its arrival here: `{ type: "received", delays, missing }`;
 * - on `{ type: "close" }`, closes every socket and exits.
 *
 * Argv: origin, path, count.
 */
import net from "node:net";

const [origin, path, countText] = process.argv.slice(2);
const count = Number(countText);
const { hostname, port } = new URL(origin);
const BATCH = 250;

type Reader = { socket: net.Socket; tail: string; status: number | null; receivedAt: number | null; publishedAt: number | null };
const readers: Reader[] = [];
const EVENT_ID = /\nid: (\d+)\n/;

function openOne(): Promise<Reader> {
  return new Promise((resolve) => {
    const reader: Reader = { socket: net.connect(Number(port), hostname), tail: "", status: null, receivedAt: null, publishedAt: null };
    let settled = false;
    const settle = () => {
      if (!settled) {
        settled = true;
        resolve(reader);
      }
    };
    reader.socket.setNoDelay(true);
    reader.socket.on("connect", () => {
      reader.socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\nUser-Agent: sulky-bench-live\r\n\r\n`,
      );
    });
    reader.socket.on("data", (chunk: Buffer) => {
      // After the event nothing more is read but heartbeats: the reader's work stays small.
      if (reader.receivedAt !== null) return;
      const text = reader.tail + chunk.toString("latin1");
      if (reader.status === null) {
        const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
        if (status) reader.status = Number(status[1]);
        // the stream is open once its first field (retry) arrived
        if (reader.status !== 200 || text.includes("retry:")) settle();
      }
      const event = EVENT_ID.exec(text);
      if (event) {
        reader.receivedAt = Date.now();
        reader.publishedAt = Math.floor(Number(event[1]) / 100);
      }
      reader.tail = text.slice(-256);
    });
    reader.socket.on("error", () => settle());
    reader.socket.on("close", () => settle());
  });
}

async function openAll() {
  for (let start = 0; start < count; start += BATCH) {
    const batch = await Promise.all(Array.from({ length: Math.min(BATCH, count - start) }, openOne));
    readers.push(...batch);
  }
  const opened = readers.filter((reader) => reader.status === 200).length;
  process.send!({ type: "open", opened, refused: readers.length - opened });
}

async function awaitEvents(timeoutMs: number) {
  const open = readers.filter((reader) => reader.status === 200);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && open.some((reader) => reader.receivedAt === null))
    await new Promise((resolve) => setTimeout(resolve, 20));
  const delays = open.filter((reader) => reader.receivedAt !== null).map((reader) => reader.receivedAt! - reader.publishedAt!);
  process.send!({ type: "received", delays, missing: open.length - delays.length });
}

process.on("message", (message: { type: string; timeoutMs?: number }) => {
  if (message.type === "await") void awaitEvents(message.timeoutMs ?? 60_000);
  if (message.type === "close") {
    for (const reader of readers) reader.socket.destroy();
    process.exit(0);
  }
});
process.on("disconnect", () => process.exit(0));
void openAll();
