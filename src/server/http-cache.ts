import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { RequestHandler } from "express";

/** Pages: the browser may keep a copy but must ask before each use; shared caches must not keep one (see decision 021). */
export const HTML_CACHE_CONTROL = "private, no-cache";

/**
 * How long a page's first bytes are held back to see whether the whole page
 * follows. A page without late sections is complete well within it and gets an
 * ETag; a page still streaming a slow section is let through without one.
 */
export const VALIDATOR_HOLD_MS = 30;

/** A weak validator over the page with the request's CSP nonce left out, so two renders of the same page match. */
export function htmlEntityTag(body: Buffer, nonce: string | undefined): string {
  const text = body.toString("utf8");
  const stable = nonce ? text.split(nonce).join("") : text;
  return `W/"${createHash("sha1").update(stable).digest("base64url")}"`;
}

/** RFC 9110 weak comparison of If-None-Match against the page's tag. */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (value: string) => value.trim().replace(/^W\//, "");
  return header.split(",").some((candidate) => opaque(candidate) === opaque(tag));
}

const COMPRESSIBLE_ASSET = /\.(js|mjs|css|svg|json|txt|map)$/;

export function acceptsGzip(header: string | string[] | undefined): boolean {
  return /\bgzip\b(?!;q=0(\.0+)?\b)/i.test(String(header ?? ""));
}

export function appendVary(current: string | number | string[] | undefined, field: string): string {
  const fields = String(current ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  return fields.some((value) => value.toLowerCase() === field.toLowerCase()) ? fields.join(", ") : [...fields, field].join(", ");
}

/**
 * Hashed build assets, gzip-compressed once and kept in memory (they never change under
 * the same name), for clients that accept gzip. Others fall through to express.static.
 */
export function compressedAssets(assetsDir: string): RequestHandler {
  const compressed = new Map<string, Promise<Buffer | null>>();
  const load = (file: string) =>
    readFile(file).then(
      (raw) => gzipSync(raw, { level: 9 }),
      () => null,
    );
  return (req, res, next) => {
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      !COMPRESSIBLE_ASSET.test(req.path) ||
      !acceptsGzip(req.headers["accept-encoding"])
    )
      return next();
    const file = path.join(assetsDir, path.normalize(decodeURIComponent(req.path)).replace(/^(\.\.[/\\])+/, ""));
    if (!file.startsWith(assetsDir + path.sep)) return next();
    let pending = compressed.get(file);
    if (!pending) {
      pending = load(file);
      compressed.set(file, pending);
    }
    pending.then((body) => {
      if (!body) {
        compressed.delete(file);
        return next();
      }
      res.type(path.extname(file));
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Content-Length", body.length);
      res.status(200).end(req.method === "HEAD" ? undefined : body);
    }, next);
  };
}
