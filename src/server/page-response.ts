import { gzipSync } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { acceptsGzip, appendVary, HTML_CACHE_CONTROL, htmlEntityTag, matchesIfNoneMatch, VALIDATOR_HOLD_MS } from "./http-cache";
import { tooLargeRefusal } from "./limits";
import { serverFault, type Refusal } from "./refusal";
import { isDataRequestPath } from "../urls/data-requests";

/**
 * The steps a page's answer takes between React Router (or the page cache's shared render)
 * and the visitor, in this order, each a function of the Fetch Response: no stage patches
 * the Express response (docs/ARCHITECTURE.md, "One request, end to end").
 *
 * 1. `bodyOverLimit`: a body that grew past the limit while it streamed is answered 413.
 * 2. `errorPageForBareFailure`: a bare 5xx (a resource route that failed) becomes the
 *    site's error page for a browser asking for a page.
 * 3. `pageValidators`: the pages' cache policy, their weak ETag and 304, gzip; the 304 of a
 *    file that carries its own validator (a calendar feed).
 */
export type PageAnswer = { req: ExpressRequest; res: ExpressResponse; response: Response };
export type PageSteps = {
  /** Renders the site's error page for a refusal, through the one render path (pages.ts). */
  renderRefusal(req: ExpressRequest, res: ExpressResponse, refusal: Refusal): Promise<Response>;
  holdMs?: number;
};
type PageStep = (answer: PageAnswer, steps: PageSteps) => Promise<Response> | Response;

const bodyOverLimit: PageStep = async ({ req, res, response }, steps) => {
  if (!res.locals.bodyOverflow) return response;
  await response.body?.cancel().catch(() => undefined);
  return steps.renderRefusal(req, res, tooLargeRefusal());
};

/** A browser asking for a page: the error page is for it; data requests and programs keep the answer as it is. */
function wantsPage(req: ExpressRequest): boolean {
  return req.method === "GET" && !isDataRequestPath(req.path) && /text\/html|\*\/\*/.test(req.get("accept") ?? "*/*");
}

const errorPageForBareFailure: PageStep = async ({ req, res, response }, steps) => {
  const type = response.headers.get("content-type") ?? "";
  if (response.status < 500 || !wantsPage(req) || !(type === "" || type.startsWith("text/plain"))) return response;
  await response.body?.cancel().catch(() => undefined);
  // An outage's 503 says when to come back (decision 016): the error page keeps saying it.
  const retryAfter = response.headers.get("retry-after");
  return steps.renderRefusal(req, res, serverFault(response.status, retryAfter ? { "Retry-After": retryAfter } : {}));
};

const MIN_COMPRESSED_BYTES = 1024;

/**
 * Cache policy and validators for server-rendered pages (docs/decisions/021-http-caching-of-pages.md):
 * `Cache-Control: private, no-cache` unless the route chose its own (game pages say
 * `private, no-store`); a page complete within the hold gets a weak ETag computed with the
 * nonce masked, a 304 when the browser's copy is still the page, and gzip. A page still
 * streaming a slow section after the hold goes out as it comes, without a validator.
 */
const pageValidators: PageStep = async ({ req, res, response }, steps) => {
  if (req.method !== "GET" && req.method !== "HEAD") return response;
  // A file with its own validator (a calendar feed): its 304 too, also when its body came from a shared render.
  const own = response.headers.get("etag");
  if (own && response.status === 200 && matchesIfNoneMatch(req.headers["if-none-match"], own)) {
    await response.body?.cancel().catch(() => undefined);
    const headers = new Headers(response.headers);
    for (const header of ["Content-Type", "Content-Length", "Content-Encoding", "Content-Disposition"]) headers.delete(header);
    return new Response(null, { status: 304, headers });
  }
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return response;
  const headers = new Headers(response.headers);
  if (!headers.has("cache-control")) headers.set("Cache-Control", HTML_CACHE_CONTROL);
  const init = { status: response.status, statusText: response.statusText, headers };
  if (response.status !== 200 || !response.body || /no-store/i.test(headers.get("cache-control") ?? ""))
    return new Response(response.body, init);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let pending = reader.read();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), steps.holdMs ?? VALIDATOR_HOLD_MS)));
  try {
    for (;;) {
      const next = await Promise.race([pending, late]);
      if (next === "late") return new Response(resumed(chunks, pending, reader), init);
      if (next.done) break;
      chunks.push(next.value);
      pending = reader.read();
    }
  } finally {
    clearTimeout(timer);
  }
  const body = Buffer.concat(chunks);
  const tag = htmlEntityTag(body, res.locals.cspNonce as string | undefined);
  headers.set("ETag", tag);
  if (matchesIfNoneMatch(req.headers["if-none-match"], tag)) {
    for (const header of ["Content-Type", "Content-Length", "Content-Encoding"]) headers.delete(header);
    return new Response(null, { status: 304, headers });
  }
  // A complete page is small enough to compress in one go; phones on slow networks gain the most.
  const compress = !headers.has("content-encoding") && acceptsGzip(req.headers["accept-encoding"]) && body.length >= MIN_COMPRESSED_BYTES;
  const encoded = compress ? gzipSync(body, { level: 6 }) : body;
  if (compress) headers.set("Content-Encoding", "gzip");
  headers.set("Vary", appendVary(headers.get("vary") ?? undefined, "Accept-Encoding"));
  headers.set("Content-Length", String(encoded.length));
  return new Response(new Uint8Array(encoded), { status: response.status, statusText: response.statusText, headers });
};

/** What was held back, then the rest of the page as it comes. */
function resumed(
  held: Uint8Array[],
  pending: Promise<ReadableStreamReadResult<Uint8Array>>,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): ReadableStream<Uint8Array> {
  let next = pending;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of held) controller.enqueue(chunk);
    },
    async pull(controller) {
      const result = await next;
      if (result.done) return controller.close();
      controller.enqueue(result.value);
      next = reader.read();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** The steps, in their order. */
export const PAGE_STEPS: readonly PageStep[] = [bodyOverLimit, errorPageForBareFailure, pageValidators];

export async function finishPage(answer: PageAnswer, steps: PageSteps): Promise<Response> {
  let response = answer.response;
  for (const step of PAGE_STEPS) response = await step({ ...answer, response }, steps);
  return response;
}
