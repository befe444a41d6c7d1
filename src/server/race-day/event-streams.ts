import type { IncomingMessage, ServerResponse } from "node:http";
import { isoDay, type CalendarDate } from "../../domain/calendar";
import type { PublishedRaceDayEvent } from "../../domain/races/race-day";
import { eventFrame, parseRaceDayEventsPath } from "../../urls/race-day-events";
import type { ServerLogger } from "../logger";

/**
 * The race day's event streams (docs/decisions/030-live-race-day-events.md): one
 * Server-Sent Events stream per reader, at `/eventi/corse/{ddmmyyyy}`, each fed the events of
 * its day. A reader that reconnects names the last event it saw (`Last-Event-ID`, or `?dal=`
 * from the page: the cursor when its data were read) and is sent what came after it, or told to
 * reload its data once (`resync`) when this instance cannot know. Comments keep the connection
 * alive through proxies; `retry` tells the browser how soon to come back.
 *
 * A flood of streams must not starve the pages: at most `perAddress` streams per visitor's
 * address and `maxStreams` per instance; beyond, a short Italian refusal with `Retry-After`.
 */
export type EventStreamsOptions = {
  maxStreams: number;
  perAddress: number;
  heartbeatMs: number;
  /** The browser's wait before it reconnects (the `retry` field). */
  retryMs: number;
  /** Days a page may watch (today and the coming week). */
  isWatchable(day: CalendarDate): boolean;
  /** The cursor a page got when no event has been relayed here yet: streams start after it. */
  coverageStart: string;
  logger: ServerLogger;
  /** Events kept for readers who reconnect (the newest are kept). */
  replayLimit?: number;
};

export type EventStreamStats = { open: number; days: number; opened: number; refusedPerAddress: number; refusedFull: number; sent: number };

type Response = ServerResponse;
/** `day`: the isoDay of the day the stream follows. */
type Stream = { res: Response; address: string; day: string; slice: Set<Stream> };

/**
 * Heartbeats go out a share of the streams at a time, one share every this many milliseconds over
 * the heartbeat's period: 10,000 streams on a 20 s heartbeat are 25 writes every 50 ms. Each write
 * costs some 20–60 µs (its chunk, then the socket's uncork on the next tick): the 500 writes of the
 * twenty one-second slices this replaced held the event loop for 10–40 ms once a second, which the
 * warm pages' p99 showed (+45–61% with 10,000 streams open, docs/PERFORMANCE.md).
 */
const HEARTBEAT_TICK_MS = 50;

const REFUSAL_PER_ADDRESS = "Troppi aggiornamenti in diretta aperti da questo indirizzo: chiudi qualche scheda e riprova tra un minuto.";
const REFUSAL_FULL = "Aggiornamenti in diretta momentaneamente al completo: la pagina resta consultabile, ricaricala tra un minuto.";
const REFUSAL_DAY = "Nessuna giornata di corse in diretta a questo indirizzo.";
const REFUSAL_RETRY_SECONDS = 60;
/** Event ids are digits (ms × 100 plus a counter); anything else in the header is ignored. */
const EVENT_ID = /^\d{1,20}$/;

const isNewer = (id: string, than: string) => id.length > than.length || (id.length === than.length && id > than);
/** A reader that has not taken this much of what was written is not reading: its stream is cut. */
const UNREAD_LIMIT_BYTES = 64 * 1024;

/** One visitor's share of the limit: an IPv4 address, or the /64 network of an IPv6 one (one household or phone). */
export function addressKey(ip: string): string {
  if (!ip.includes(":") || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip.replace(/^::ffff:/i, "");
  const [head, tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

const send = (res: Response, bytes: string | Buffer) => {
  if (res.writableLength > UNREAD_LIMIT_BYTES) res.destroy();
  else res.write(bytes);
};

export function createEventStreams(options: EventStreamsOptions) {
  /** The streams of each day, by its isoDay. */
  const byDay = new Map<string, Set<Stream>>();
  const watched = new Map<string, CalendarDate>();
  const sliceCount = Math.max(1, Math.round(options.heartbeatMs / HEARTBEAT_TICK_MS));
  const slices = Array.from({ length: sliceCount }, () => new Set<Stream>());
  let nextSlice = 0;
  const perAddress = new Map<string, number>();
  const replay: PublishedRaceDayEvent[] = [];
  const replayLimit = options.replayLimit ?? 500;
  /** Readers whose cursor is older than this cannot be told what they missed. */
  let coveredFrom = options.coverageStart;
  let open = 0;
  const counters = { opened: 0, refusedPerAddress: 0, refusedFull: 0, sent: 0 };
  const preamble = `retry: ${options.retryMs}\n\n`;

  const refuse = (res: Response, status: number, message: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(REFUSAL_RETRY_SECONDS),
      "X-Content-Type-Options": "nosniff",
      ...headers,
    });
    res.end(message);
  };

  function release(stream: Stream) {
    const streams = byDay.get(stream.day);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) {
      byDay.delete(stream.day);
      watched.delete(stream.day);
    }
    stream.slice.delete(stream);
    open--;
    const left = (perAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) perAddress.set(stream.address, left);
    else perAddress.delete(stream.address);
  }

  /** What a reader who saw everything up to `cursor` missed, or null when this instance cannot know. */
  function missedSince(cursor: string, day: string): PublishedRaceDayEvent[] | null {
    if (isNewer(coveredFrom, cursor)) return null;
    return replay.filter((event) => isoDay(event.day) === day && isNewer(event.id, cursor));
  }

  /**
   * Serves `GET /eventi/corse/{ddmmyyyy}[?dal=…]`. Called by the server before Express (src/server/app.ts):
   * a stream lives for hours, so it carries nothing a page needs. `ip` is the visitor's address as
   * the site's TRUST_PROXY reads it.
   */
  const handler = (req: IncomingMessage, res: Response, ip: string | undefined) => {
    if (req.method !== "GET" && req.method !== "HEAD") return refuse(res, 405, "Metodo non accettato.", { Allow: "GET" });
    const url = new URL(req.url ?? "/", "http://sulky.invalid");
    const date = parseRaceDayEventsPath(url.pathname);
    if (!date || !options.isWatchable(date)) return refuse(res, 404, REFUSAL_DAY);
    const day = isoDay(date);
    const address = addressKey(ip ?? "unknown");
    if ((perAddress.get(address) ?? 0) >= options.perAddress) {
      counters.refusedPerAddress++;
      return refuse(res, 429, REFUSAL_PER_ADDRESS);
    }
    if (open >= options.maxStreams) {
      counters.refusedFull++;
      return refuse(res, 503, REFUSAL_FULL);
    }
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      // nginx and other proxies must pass each event on as it comes (deploy/nginx.conf.template says so too).
      "X-Accel-Buffering": "no",
      "X-Content-Type-Options": "nosniff",
      Connection: "keep-alive",
    });
    if (req.method === "HEAD") return void res.end();
    res.socket?.setNoDelay(true);
    const headerCursor = req.headers["last-event-id"];
    const queryCursor = url.searchParams.get("dal") ?? undefined;
    const cursor = [typeof headerCursor === "string" ? headerCursor : undefined, queryCursor].find(
      (value) => value !== undefined && EVENT_ID.test(value),
    );
    let opening = preamble;
    if (cursor !== undefined) {
      const missed = missedSince(cursor, day);
      opening += missed === null ? `event: resync\ndata: {}\n\n` : missed.map(eventFrame).join("");
    }
    res.write(opening);
    const slice = slices[nextSlice++ % sliceCount];
    const stream: Stream = { res, address, day, slice };
    slice.add(stream);
    let streams = byDay.get(day);
    if (!streams) {
      byDay.set(day, (streams = new Set()));
      watched.set(day, date);
    }
    streams.add(stream);
    open++;
    counters.opened++;
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    res.on("close", () => release(stream));
  };

  let beat = 0;
  const heartbeat = setInterval(
    () => {
      for (const { res } of slices[beat++ % sliceCount]) send(res, ":\n\n");
    },
    Math.max(10, Math.floor(options.heartbeatMs / sliceCount)),
  );
  heartbeat.unref();

  return {
    handler,
    /** Sends one event to every stream of its day (written once, the same bytes to each). */
    broadcast(event: PublishedRaceDayEvent) {
      replay.push(event);
      if (replay.length > replayLimit) coveredFrom = replay.splice(0, replay.length - replayLimit).at(-1)!.id;
      const streams = byDay.get(isoDay(event.day));
      if (!streams) return;
      const bytes = Buffer.from(eventFrame(event));
      for (const { res } of streams) send(res, bytes);
      counters.sent += streams.size;
    },
    /** The days this instance's readers watch now. */
    watchedDays: (): CalendarDate[] => [...watched.values()],
    /** Ends every stream (shutdown): browsers come back after `retry`, to an instance still serving. */
    closeAll() {
      clearInterval(heartbeat);
      for (const streams of [...byDay.values()]) for (const stream of [...streams]) stream.res.end();
    },
    stats: (): EventStreamStats => ({ open, days: byDay.size, ...counters }),
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;
