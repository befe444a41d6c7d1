import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { RequestHandler, Response } from "express";

/** Pages: the browser may keep a copy but must ask before each use; shared caches must not keep one (see decision 021). */
export const HTML_CACHE_CONTROL = "private, no-cache";

/**
 * How long a page's first bytes are held back to see whether the whole page
 * follows. A page without late sections is complete well within it and gets an
 * ETag; a page still streaming a slow section is let through without one.
 */
export const VALIDATOR_HOLD_MS = 30;

type Chunk = Buffer;

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

/**
 * Cache policy and validators for server-rendered pages (decision 021):
 * - `Cache-Control: private, no-cache` unless the route chose its own (fantasy pages say `private, no-store`);
 * - a weak ETag over the body with the nonce masked, and 304 when the browser's copy is still the page.
 *   The 304 carries no Content-Security-Policy: the browser keeps the policy (and nonce) stored with its copy.
 * Assets and other non-HTML answers pass through untouched.
 */
export function htmlValidators(options: { holdMs?: number } = {}): RequestHandler {
  const holdMs = options.holdMs ?? VALIDATOR_HOLD_MS;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let state: "undecided" | "buffering" | "passing" = "undecided";
    const buffered: Chunk[] = [];
    let holdTimer: NodeJS.Timeout | undefined;

    const isCacheableHtml = () => {
      const type = String(res.getHeader("content-type") ?? "");
      return res.statusCode === 200 && type.startsWith("text/html");
    };
    const decide = () => {
      if (state !== "undecided") return;
      // The page cache answered from a kept copy with its own validator and encoding.
      if (res.locals.servedFromPageCache) {
        state = "passing";
        return;
      }
      if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) {
        state = "passing";
        return;
      }
      if (!res.getHeader("cache-control")) res.setHeader("Cache-Control", HTML_CACHE_CONTROL);
      const noStore = /no-store/i.test(String(res.getHeader("cache-control")));
      state = isCacheableHtml() && !noStore && !res.headersSent ? "buffering" : "passing";
    };
    const release = () => {
      clearTimeout(holdTimer);
      if (state !== "buffering") return;
      state = "passing";
      for (const chunk of buffered.splice(0)) write(chunk);
    };
    const toBuffer = (chunk: unknown, encoding?: unknown): Chunk =>
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, (encoding as BufferEncoding) ?? "utf8")
          : Buffer.from(chunk as Uint8Array);

    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      decide();
      if (state !== "buffering") return write(chunk, ...rest);
      buffered.push(toBuffer(chunk, typeof rest[0] === "string" ? rest[0] : undefined));
      holdTimer ??= setTimeout(release, holdMs);
      const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
      callback?.();
      return true;
    }) as Response["write"];

    res.end = ((...args: unknown[]) => {
      decide();
      clearTimeout(holdTimer);
      if (state !== "buffering") return end(...args);
      const [chunk, encoding] = args;
      if (chunk !== undefined && typeof chunk !== "function")
        buffered.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
      const callback = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
      const body = Buffer.concat(buffered.splice(0));
      state = "passing";
      const tag = htmlEntityTag(body, res.locals.cspNonce as string | undefined);
      res.setHeader("ETag", tag);
      if (matchesIfNoneMatch(req.headers["if-none-match"], tag)) {
        res.statusCode = 304;
        for (const header of ["Content-Type", "Content-Length", "Transfer-Encoding", "Content-Security-Policy"]) res.removeHeader(header);
        return end(callback);
      }
      // A complete page is small enough to compress in one go; phones on slow networks gain the most.
      const precompressed = res.getHeader("content-encoding") !== undefined;
      const encoded =
        !precompressed && acceptsGzip(req.headers["accept-encoding"]) && body.length >= MIN_COMPRESSED_BYTES
          ? gzipSync(body, { level: 6 })
          : body;
      if (encoded !== body) res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Vary", appendVary(res.getHeader("vary"), "Accept-Encoding"));
      res.setHeader("Content-Length", encoded.length);
      return end(encoded, callback);
    }) as Response["end"];

    res.once("close", () => clearTimeout(holdTimer));
    next();
  };
}

const MIN_COMPRESSED_BYTES = 1024;
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
