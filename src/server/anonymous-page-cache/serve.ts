import type { Request, Response } from "express";
import { acceptsGzip, appendVary, HTML_CACHE_CONTROL, matchesIfNoneMatch } from "../http-cache";
import type { KeptPage } from "./kept-pages";
import { piecesWithNonce } from "./nonce-slots";
import { gzipPiecesWithNonce, stitchedGzip } from "./stitched-gzip";

/**
 * Answers from the kept copy, whole: cache policy, validator and 304 as the page validators
 * (http-cache.ts) give a rendered page. The copy goes out as pieces with the visitor's nonce
 * between them, compressed once or as it is: nothing is copied.
 */
export function serveKeptPage(
  req: Request,
  res: Response,
  kept: { entry: KeptPage; state: "HIT" | "STALE"; ageMs: number; placeholderLength: number; gzipMade(): void },
) {
  const { entry } = kept;
  res.locals.servedFromPageCache = true;
  res.status(entry.status);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  if (entry.page && !res.hasHeader("cache-control")) res.setHeader("Cache-Control", HTML_CACHE_CONTROL);
  res.setHeader("X-Page-Cache", kept.state);
  res.setHeader("Age", String(Math.max(0, Math.floor(kept.ageMs / 1000))));
  res.setHeader("ETag", entry.entityTag);
  // The key's last part, the encoding.
  res.setHeader("Vary", appendVary(res.getHeader("vary"), "Accept-Encoding"));
  if (matchesIfNoneMatch(req.headers["if-none-match"], entry.entityTag)) {
    res.status(304);
    // The browser keeps the policy (and nonce) stored with its copy.
    for (const header of ["Content-Type", "Content-Disposition", "Content-Security-Policy"]) res.removeHeader(header);
    return res.end();
  }
  const nonce = Buffer.from(res.locals.cspNonce as string, "latin1");
  let pieces = piecesWithNonce(entry.body, entry.offsets, nonce);
  if (acceptsGzip(req.headers["accept-encoding"])) {
    if (!entry.gzip) {
      // Crawlers walking the long tail rarely take gzip twice from one page: compress on demand, then count the copy in the bound.
      entry.gzip = stitchedGzip(entry.body, entry.offsets, kept.placeholderLength);
      kept.gzipMade();
    }
    pieces = gzipPiecesWithNonce(entry.gzip, nonce, pieces);
    res.setHeader("Content-Encoding", "gzip");
  }
  res.setHeader(
    "Content-Length",
    pieces.reduce((length, piece) => length + piece.length, 0),
  );
  // Corked: the headers and every piece leave in one write to the socket.
  res.cork();
  for (const piece of pieces) res.write(piece);
  res.end();
}
