import type { IncomingMessage, ServerResponse } from "node:http";
import { Router, type Request, type Response } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
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
 */
export function mediaProxy(sources: MediaSourceEntry[], options: { timeoutMs: number; maxBytes?: number }): Router {
  const maxBytes = options.maxBytes ?? MEDIA_MAX_BYTES;
  const origins = new Map(sources.map((source) => [source.key, source.origin]));
  const router = Router();

  const proxy = createProxyMiddleware<Request, Response>({
    changeOrigin: true,
    selfHandleResponse: true,
    proxyTimeout: options.timeoutMs,
    timeout: options.timeoutMs,
    router: (req) => origins.get(req.params.key as string)!,
    pathRewrite: (path) => path.replace(/^\/[^/]+/, ""),
    on: {
      proxyReq: (proxyReq) => {
        // Only what a picture needs: no visitor cookies or credentials travel upstream.
        for (const header of ["cookie", "authorization", "x-forwarded-for", "x-forwarded-proto", "x-forwarded-host"])
          proxyReq.removeHeader(header);
      },
      proxyRes: (proxyRes: IncomingMessage, _req, res: ServerResponse) => {
        const status = proxyRes.statusCode ?? 502;
        const type = String(proxyRes.headers["content-type"] ?? "")
          .split(";")[0]
          .trim()
          .toLowerCase();
        const declared = Number(proxyRes.headers["content-length"] ?? 0);
        if (status === 404) return void (proxyRes.resume(), refuse(res, 404, "upstream 404"));
        if (status !== 200) return void (proxyRes.resume(), refuse(res, 502, "upstream status", { status }));
        if (!PICTURE_TYPES.has(type)) return void (proxyRes.resume(), refuse(res, 502, "not a picture", { type: type.slice(0, 60) }));
        if (declared > maxBytes) return void (proxyRes.destroy(), refuse(res, 502, "too large", { bytes: declared }));
        res.writeHead(200, {
          "Content-Type": type,
          ...(proxyRes.headers["content-length"] ? { "Content-Length": proxyRes.headers["content-length"] } : {}),
          ...(proxyRes.headers.etag ? { ETag: proxyRes.headers.etag } : {}),
          ...(proxyRes.headers["last-modified"] ? { "Last-Modified": proxyRes.headers["last-modified"] } : {}),
          "Cache-Control": MEDIA_CACHE_CONTROL,
          "Content-Security-Policy": PICTURE_CSP,
          "X-Content-Type-Options": "nosniff",
          "Cross-Origin-Resource-Policy": "same-site",
        });
        let received = 0;
        proxyRes.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxBytes) {
            proxyRes.destroy();
            res.destroy();
            return;
          }
          res.write(chunk);
        });
        proxyRes.on("end", () => res.end());
        proxyRes.on("error", () => res.destroy());
      },
      error: (error, _req, res) => {
        if ("writeHead" in res) refuse(res as ServerResponse, 502, "upstream unreachable", { error: (error as Error).message });
        else res.destroy();
      },
    },
  });

  router.all("/:key/{*path}", (req, res, next) => {
    const path = req.path.slice(req.params.key.length + 1);
    if (!origins.has(req.params.key) || !PICTURE_PATH.test(path) || path.includes(".."))
      return refuse(res, 404, "not a listed picture", { path: req.path.slice(0, 200) });
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD");
      return refuse(res, 405, "method");
    }
    // Conditional and range requests are left to the browser cache: always the whole picture.
    delete req.headers.range;
    void proxy(req, res, next);
  });
  router.use((_req, res) => refuse(res, 404, "not a listed picture"));
  return router;
}
