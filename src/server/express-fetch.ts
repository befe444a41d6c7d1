import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { RequestFacts } from "./create-request-context";
import type { ServerLogger } from "./logger";
import { sessionAccess } from "./session";

/**
 * Express on one side, the Fetch API React Router speaks on the other: a visitor's request
 * as a Fetch Request, the facts the server knows about it, and a Fetch Response written back.
 */

/** The host a request names (the proxy's X-Forwarded-Host when the proxy is trusted); the host guard (limits.ts) made sure there is one. */
export function requestHost(req: ExpressRequest): string | undefined {
  const forwarded = req.app?.enabled("trust proxy") ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || req.get("host") || undefined;
}

/**
 * The request body as a stream that stops at `maxBytes`: past it the stream fails (the form
 * reads as empty, nothing is done with it) and `overflow` says so, for a 413 (pages.ts).
 */
function limitedBody(req: ExpressRequest, maxBytes: number, overflow: () => void): ReadableStream<Uint8Array> {
  let received = 0;
  let settled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const settle = (how: () => void) => {
        if (settled) return;
        settled = true;
        how();
      };
      req.on("data", (chunk: Buffer) => {
        if (settled) return;
        received += chunk.length;
        if (received > maxBytes) {
          overflow();
          settle(() => controller.error(new Error("request body over the limit")));
          // The rest is read and dropped; the answer (a 413) closes the connection.
          req.resume();
          return;
        }
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      });
      req.once("end", () => settle(() => controller.close()));
      // A visitor who leaves mid-body: what came is all there is.
      req.once("close", () => settle(() => controller.close()));
      req.once("error", (error) => settle(() => controller.error(error)));
    },
    pull() {
      req.resume();
    },
    cancel() {
      settled = true;
      req.resume();
    },
  });
}

/** The visitor's request as React Router reads it: the same address, headers and body, aborted when the visitor leaves. */
export function fetchRequestOf(req: ExpressRequest, res: ExpressResponse, body: { maxBytes: number; overflow(): void }): Request {
  const url = new URL(`${req.protocol}://${requestHost(req)}${req.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = limitedBody(req, body.maxBytes, body.overflow);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** What the server knows of a visitor's request besides the request: set by the stages before (access log, security headers, session). */
export function requestFactsOf(req: ExpressRequest, res: ExpressResponse, fallbackLogger: ServerLogger): RequestFacts {
  return {
    nonce: res.locals.cspNonce as string,
    requestId: res.locals.requestId as string,
    logger: (res.locals.logger as ServerLogger | undefined) ?? fallbackLogger,
    clientAddress: req.ip ?? "unknown",
    session: req.session ? sessionAccess(req) : undefined,
  };
}

/**
 * Writes a Fetch Response to the visitor. Headers replace what earlier stages set (one value
 * each; Set-Cookie and Vary add to them); a 304 carries no policy, since the browser keeps the
 * one stored with its copy.
 */
export async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded || res.headersSent) {
    await response.body?.cancel().catch(() => undefined);
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    if (name === "vary" && res.hasHeader("vary")) res.setHeader("Vary", `${String(res.getHeader("vary"))}, ${value}`);
    else res.setHeader(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (response.status === 304) res.removeHeader("Content-Security-Policy");
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
