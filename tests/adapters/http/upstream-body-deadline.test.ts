import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { createServer, type Server } from "node:http";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createUpstreamClient } from "~/adapters/http/upstream-client";
import type { Logger } from "~/src/ports/logger";
import { isUpstreamError } from "~/src/ports/upstream-error";

/**
 * The deadline (and the visitor's disconnect) must end a call while its body is being read,
 * also after the last byte has arrived. Node 20's and 22's own fetch (undici 6) leave the
 * body read pending for ever when the signal fires at that moment (nodejs/undici#4089):
 * a large breeder sheet, gzipped by the upstream and decoded slowly on a busy machine, once
 * hung its page with no answer and no log line.
 *
 * The moment is made exact with undici's documented diagnostics channel: it reports the
 * end of the answer on the wire, and the test aborts right then, long before the large
 * body is decoded. On Node 24 (undici 7) the bug is gone and these tests pass either way.
 */
const PATH = "/api/v2/allevatori/1";
/** Decodes in hundreds of steps, each a round trip to zlib's thread pool; sent as a few kilobytes. */
const DECODED_BYTES = 8 * 1024 * 1024;
/** The headers go first; the body follows in a later read, as a streaming upstream sends it. */
const BODY_DELAY_MS = 50;
/** Far above the client's own deadline: only a hung call gets here. */
const HANG_MS = 5000;

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const sheetSchema = z.object({ filler: z.string() });

/** Calls `then` once the answer to `path` has fully arrived on the client's side. */
function whenAnswerArrived(path: string, then: () => void) {
  const channel = "undici:request:trailers";
  const listener = (message: unknown) => {
    const request = (message as { request?: { path?: string } }).request;
    if (!request?.path?.startsWith(path)) return;
    unsubscribe(channel, listener);
    then();
  };
  subscribe(channel, listener);
  return () => unsubscribe(channel, listener);
}

/** The call's outcome, or "hung" when it has not settled long after every deadline. */
async function outcome(call: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise((resolve) => (timer = setTimeout(() => resolve("hung"), HANG_MS)));
  try {
    return await Promise.race([
      call.then(
        () => "answered",
        (error: unknown) => error,
      ),
      hung,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe("upstream client: a body still being read when the call must end", () => {
  let server: Server;
  let baseUrl: string;
  const gzippedSheet = gzipSync(JSON.stringify({ filler: "a".repeat(DECODED_BYTES) }));

  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Encoding": "gzip" });
      res.flushHeaders();
      setTimeout(() => res.end(gzippedSheet), BODY_DELAY_MS);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("ends at its deadline, as a timeout, when the deadline falls after the last byte", async () => {
    const timeoutMs = 400;
    const client = createUpstreamClient({ upstream: "trotting", baseUrl, timeoutMs, scope: () => ({ logger: silent }), retry: false });
    const started = performance.now();
    // Holds the event loop until the deadline has passed: its timer then fires before the body is decoded.
    const stop = whenAnswerArrived(PATH, () => {
      while (performance.now() - started < timeoutMs + 20);
    });
    try {
      const result = await outcome(client.get(PATH, sheetSchema));
      expect(result, "the call never settled").not.toBe("hung");
      expect(isUpstreamError(result, "timeout")).toBe(true);
    } finally {
      stop();
    }
  });

  it("ends when the visitor leaves after the last byte arrived", async () => {
    const visitor = new AbortController();
    const client = createUpstreamClient({
      upstream: "trotting",
      baseUrl,
      timeoutMs: 30_000,
      scope: () => ({ logger: silent, signal: visitor.signal }),
      retry: false,
    });
    // Right after the answer's end is handled: aborting inside the report itself would come too early.
    const stop = whenAnswerArrived(PATH, () => setImmediate(() => visitor.abort()));
    try {
      const result = await outcome(client.get(PATH, sheetSchema));
      expect(result, "the call never settled").not.toBe("hung");
      expect(isUpstreamError(result, "unavailable")).toBe(true);
    } finally {
      stop();
    }
  });
});
