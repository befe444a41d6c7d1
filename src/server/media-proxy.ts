import type { ServerResponse } from "node:http";
import { once } from "node:events";
import { Router, type Request, type Response } from "express";
import type { ServerLogger } from "./logger";

/** An upstream whose pictures are served under `/media/{key}/…` (src/config.ts, mediaSources). */
export type MediaSourceEntry = { key: string; origin: string };

/** Picture file names: any other path is not looked up upstream. */
const PICTURE_PATH = /^\/[A-Za-z0-9._~%!$&'()*+,;=:@/-]{1,512}\.(?:jpe?g|png|gif|webp|avif|svg)$/i;
/** Only pictures come back: a page, a script or JSON from the upstream is refused. */
const PICTURE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif", "image/svg+xml"]);
/** A picture is never bigger: a larger answer is cut off. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** Upstream picture addresses change with their content: a month in any cache, a day more while it revalidates. */
export const MEDIA_CACHE_CONTROL = "public, max-age=2592000, stale-while-revalidate=86400";
/** The whole transfer of one picture, headers to last byte: a trickling upstream is cut off after this. */
export const MEDIA_TRANSFER_TIMEOUT_MS = 15_000;
/** A picture is no document: even opened on its own (an SVG), it runs nothing and loads nothing. */
const PICTURE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

type Logged = Response & { locals: { logger?: ServerLogger } };

function refuse(res: ServerResponse, status: number, reason: string, details: object = {}) {
  (res as Logged).locals?.logger?.info({ ...details, reason }, "media refused");
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
  res.end(status === 404 ? "Immagine non trovata" : "Immagine non disponibile");
}

/**
 * Upstream pictures through Sulky's own origin, `/media/{key}/path.jpg`: only the
 * listed upstreams (no open proxy), only GET and HEAD of picture paths, only image
 * answers up to MEDIA_MAX_BYTES, with long cache headers. Pages then need no
 * foreign image origin in their CSP, and pictures show behind any reverse proxy.
 *
 * Fetched with Node's own fetch: the answer's headers must come within `timeoutMs`,
 * the whole picture within `transferTimeoutMs`, and a visitor who leaves ends the
 * upstream call. Redirects are not followed (they could lead off the listed origins).
 */
export function mediaProxy(
  sources: MediaSourceEntry[],
  options: { timeoutMs: number; maxBytes?: number; transferTimeoutMs?: number },
): Router {
  const maxBytes = options.maxBytes ?? MEDIA_MAX_BYTES;
  const transferTimeoutMs = options.transferTimeoutMs ?? MEDIA_TRANSFER_TIMEOUT_MS;
  const origins = new Map(sources.map((source) => [source.key, source.origin]));
  const router = Router();

  async function relay(req: Request, res: Response, url: string) {
    const call = new AbortController();
    const transfer = setTimeout(() => call.abort(new Error("transfer deadline")), transferTimeoutMs);
    const stopOnLeave = () => call.abort(new Error("visitor left"));
    res.once("close", stopOnLeave);
    try {
      let upstream: globalThis.Response;
      // The answer's headers within the upstream deadline; the body then has the transfer's.
      const headersLate = setTimeout(() => call.abort(new Error("headers deadline")), options.timeoutMs);
      try {
        upstream = await fetch(url, {
          method: req.method === "HEAD" ? "HEAD" : "GET",
          // Only what a picture needs: no visitor cookies, credentials or forwarding headers travel upstream.
          headers: { Accept: req.get("accept") ?? "image/*", "Accept-Encoding": "identity" },
          redirect: "manual",
          signal: call.signal,
        });
      } catch (error) {
        const timedOut = (call.signal.reason as Error | undefined)?.message === "headers deadline";
        return refuse(res, timedOut ? 504 : 502, timedOut ? "upstream timeout" : "upstream unreachable", {
          error: (error as Error).message,
        });
      } finally {
        clearTimeout(headersLate);
      }
      const status = upstream.status;
      const type = (upstream.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
      const declared = Number(upstream.headers.get("content-length") ?? 0);
      const discard = () => void upstream.body?.cancel().catch(() => undefined);
      if (status === 404) return void (discard(), refuse(res, 404, "upstream 404"));
      if (status !== 200) return void (discard(), refuse(res, 502, "upstream status", { status }));
      if (!PICTURE_TYPES.has(type)) return void (discard(), refuse(res, 502, "not a picture", { type: type.slice(0, 60) }));
      if (declared > maxBytes) return void (discard(), refuse(res, 502, "too large", { bytes: declared }));
      const passOn = (name: string) => upstream.headers.get(name) ?? undefined;
      // A length is only true of the bytes as sent: a compressed answer is decompressed by fetch.
      const length = upstream.headers.has("content-encoding") ? undefined : passOn("content-length");
      res.writeHead(200, {
        "Content-Type": type,
        ...(length ? { "Content-Length": length } : {}),
        ...(passOn("etag") ? { ETag: passOn("etag") } : {}),
        ...(passOn("last-modified") ? { "Last-Modified": passOn("last-modified") } : {}),
        "Cache-Control": MEDIA_CACHE_CONTROL,
        "Content-Security-Policy": PICTURE_CSP,
        "X-Content-Type-Options": "nosniff",
        "Cross-Origin-Resource-Policy": "same-site",
      });
      if (!upstream.body || req.method === "HEAD") return void (discard(), res.end());
      let received = 0;
      try {
        for await (const chunk of upstream.body as unknown as AsyncIterable<Uint8Array>) {
          received += chunk.length;
          if (received > maxBytes) {
            call.abort(new Error("too large"));
            res.destroy();
            return;
          }
          if (!res.write(chunk)) await once(res, "drain", { signal: call.signal });
        }
        res.end();
      } catch (error) {
        (res as Logged).locals?.logger?.info({ reason: (error as Error).message, received }, "media transfer cut");
        res.destroy();
      }
    } finally {
      clearTimeout(transfer);
      res.off("close", stopOnLeave);
    }
  }

  router.all("/:key/{*path}", (req, res) => {
    const path = req.path.slice(req.params.key.length + 1);
    if (!origins.has(req.params.key) || !PICTURE_PATH.test(path) || path.includes(".."))
      return refuse(res, 404, "not a listed picture", { path: req.path.slice(0, 200) });
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD");
      return refuse(res, 405, "method");
    }
    const query = req.url.indexOf("?");
    // Conditional and range requests are left to the browser cache: always the whole picture.
    void relay(req, res, origins.get(req.params.key)! + path + (query === -1 ? "" : req.url.slice(query)));
  });
  router.use((_req, res) => refuse(res, 404, "not a listed picture"));
  return router;
}
