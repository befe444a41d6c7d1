import { randomUUID } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { parse as parseCookies } from "cookie";
import { LRUCache } from "lru-cache";
import type { ServerLogger } from "./logger";
import { createKeptPages, type KeptPage } from "./anonymous-page-cache/kept-pages";
import { createPlaceholderNonce, nonceAttribute, NonceSplitter, withNonce } from "./anonymous-page-cache/nonce-slots";
import { RenderFlight, type Head } from "./anonymous-page-cache/render-flight";
import { serveKeptPage } from "./anonymous-page-cache/serve";
import { pageTargetOf, REPRESENTATIVE_AGENT, type PageTarget } from "./anonymous-page-cache/targets";
import { currentRequest, runInRequestScope, type FreshnessRecord } from "./request-scope";

/**
 * Render once, serve many (docs/decisions/012-anonymous-page-cache.md): pages of
 * visitors without a session are rendered once per key with a placeholder
 * nonce, kept for as long as the freshest-expiring upstream data behind them,
 * and served to every visitor with the visitor's own nonce. The parts live in
 * anonymous-page-cache/: which page a request asks for (targets.ts), one render watched by
 * many (render-flight.ts), the kept copies (kept-pages.ts) and serving one (serve.ts).
 */

export { MAX_PAGE_LIFETIME_MS, MAX_STALE_MS, MIN_PAGE_LIFETIME_MS } from "./anonymous-page-cache/kept-pages";

/** Pages found personal (a form token, the player session, a cookie) go straight to the renderer for this long. */
const PERSONAL_MEMORY_MS = 10 * 60 * 1000;
/** Response headers that belong to one response, never to the kept page. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "transfer-encoding", "connection", "date", "set-cookie", "content-encoding"]);

/**
 * What the cache asks of the one render path (page-render.ts): this page, for nobody in
 * particular, with the placeholder nonce. A render that sets a cookie (a form token) was
 * personal: the page is left to each visitor's own render.
 */
export type PageFill = {
  /** Absolute URL of the page (site origin + normalised path). */
  url: string;
  userAgent: string;
  nonce: string;
  requestId: string;
};
export type PageRenderer = (fill: PageFill) => Promise<globalThis.Response>;

export type PageCacheStats = {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  staleHits: number;
  misses: number;
  renders: number;
  sharedRenders: number;
  revalidations: number;
  stored: number;
  notStored: number;
  personal: number;
  evictions: number;
  /** What happened to each route family's pages (the operators' figures, src/server/metrics.ts). */
  byFamily: Record<string, PageCacheFamilyCounts>;
};

/** The page cache's counts for one route family. */
export type PageCacheFamilyCounts = {
  hits: number;
  staleHits: number;
  misses: number;
  renders: number;
  personal: number;
  evictions: number;
};

/**
 * The render path the cache sits in front of (page-render.ts, pages.ts), known once the views
 * are: the composition root builds the cache (src/server/wiring.ts), the app connects it
 * (`renderThrough`) before it serves a request.
 */
export type PageCacheRenderPath = {
  render: PageRenderer;
  /** Writes a shared render to one visitor, through the same page steps as any page (pages.ts). */
  send: (req: Request, res: Response, response: globalThis.Response) => Promise<void>;
  /** The route family of a page's path, for the counts by family (bounded: the build's route table). */
  familyOf?: (path: string) => string;
};

export type AnonymousPageCacheOptions = Partial<PageCacheRenderPath> & {
  maxBytes: number;
  siteUrl: string;
  /** The session cookie: its holder may be a player, whom only the session tells apart. */
  sessionCookie: string;
  /** Cookies that make a request personal whoever sends it (a one-time notice): no kept page for them. */
  personalCookies?: string[];
  logger: ServerLogger;
  now?: () => number;
};

export function createAnonymousPageCache(options: AnonymousPageCacheOptions) {
  let renderPath: PageCacheRenderPath | undefined = options.render && options.send ? (options as PageCacheRenderPath) : undefined;
  const connected = (): PageCacheRenderPath => {
    if (!renderPath) throw new Error("page cache: no render path connected (renderThrough)");
    return renderPath;
  };
  const now = options.now ?? Date.now;
  const placeholder = createPlaceholderNonce();
  const attribute = nonceAttribute(placeholder);
  const origin = new URL(options.siteUrl).origin;
  const counters = {
    hits: 0,
    staleHits: 0,
    misses: 0,
    renders: 0,
    sharedRenders: 0,
    revalidations: 0,
    stored: 0,
    notStored: 0,
    personal: 0,
    evictions: 0,
  };
  const familyOf = (path: string) => renderPath?.familyOf?.(path) ?? "other";
  const byFamily: Record<string, PageCacheFamilyCounts> = {};
  /** Counts one event of a page, in the totals and in its route family's counts. */
  const count = (path: string, field: keyof PageCacheFamilyCounts) => {
    counters[field]++;
    const family = familyOf(path.split("?", 1)[0]);
    byFamily[family] ??= { hits: 0, staleHits: 0, misses: 0, renders: 0, personal: 0, evictions: 0 };
    byFamily[family][field]++;
  };
  const kept = createKeptPages({ maxBytes: options.maxBytes, placeholder, now, onEviction: (path) => count(path, "evictions") });
  const personalKeys = new LRUCache<string, true>({ max: 10_000, ttl: PERSONAL_MEMORY_MS, perf: { now }, ttlResolution: 0 });
  const flights = new Map<string, RenderFlight>();

  const personalCookies = options.personalCookies ?? [];
  const targetOf = (req: Request) => (carriesCookie(req, personalCookies) ? undefined : pageTargetOf(req, placeholder));

  /** Renders the page once, in its own request scope, whatever happens to the visitors who wait for it. */
  function startRender(target: PageTarget, requestId: string, logger: ServerLogger): RenderFlight {
    const flight = new RenderFlight();
    flights.set(target.key, flight);
    count(target.path, "renders");
    const freshness: FreshnessRecord = { shortestMs: undefined, calls: 0 };
    // What the page lost on the way (a section left out, rows dropped): counted for the visitor who asked, and such a page is not kept for others.
    const degraded: string[] = currentRequest()?.degraded ?? [];
    let personal = false;
    const fill: PageFill = { url: origin + target.path, userAgent: REPRESENTATIVE_AGENT[target.variant], nonce: placeholder, requestId };
    const run = async () => {
      const response = await runInRequestScope({ requestId, logger, freshness, degraded }, () => connected().render(fill));
      personal = response.headers.getSetCookie().length > 0;
      const headers = [...response.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name.toLowerCase()));
      flight.setHead({ status: response.status, headers, personal });
      if (personal) {
        await response.body?.cancel();
        return false;
      }
      const splitter = new NonceSplitter(attribute);
      if (response.body) {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) flight.add(splitter.push(Buffer.from(chunk)));
      }
      flight.add(splitter.end());
      return true;
    };
    run().then(
      (complete) => {
        if (flights.get(target.key) === flight) flights.delete(target.key);
        flight.finish(complete);
        if (personal) {
          count(target.path, "personal");
          personalKeys.set(target.key, true);
          return;
        }
        if (flight.outdated) counters.notStored++;
        else if (kept.keep(target, flight, freshness, degraded.length > 0)) counters.stored++;
        else counters.notStored++;
      },
      (error: unknown) => {
        if (flights.get(target.key) === flight) flights.delete(target.key);
        flight.finish(false);
        counters.notStored++;
        logger.warn({ err: error, page: target.path }, "page cache: render failed");
      },
    );
    return flight;
  }

  function serveEntry(req: Request, res: Response, key: string, entry: KeptPage, state: "HIT" | "STALE") {
    serveKeptPage(req, res, {
      entry,
      state,
      ageMs: now() - entry.storedAt,
      placeholderLength: placeholder.length,
      gzipMade: () => kept.grew(key, entry),
    });
  }

  /** Streams the render to this visitor as it comes, each nonce slot filled with the visitor's own nonce. */
  function serveFlight(req: Request, res: Response, flight: RenderFlight, next: (error?: unknown) => void) {
    void flight.whenHead().then((head) => {
      if (!head || head.personal) return next();
      if (res.destroyed) return;
      connected()
        .send(req, res, flightResponse(flight, head, res.locals.cspNonce as string))
        .catch(next);
    });
  }

  /** Serves the kept copy of the page when there is one; a stale copy starts one re-render. */
  function servedKeptCopy(req: Request, res: Response, target: PageTarget): boolean {
    const entry = kept.find(target.key);
    if (!entry) return false;
    if (now() < entry.freshUntil) {
      count(target.path, "hits");
      serveEntry(req, res, target.key, entry, "HIT");
      return true;
    }
    count(target.path, "staleHits");
    if (!flights.has(target.key)) {
      counters.revalidations++;
      const requestId = `revalidate-${randomUUID()}`;
      startRender(target, requestId, options.logger.child({ requestId }));
    }
    serveEntry(req, res, target.key, entry, "STALE");
    return true;
  }

  const middleware: RequestHandler = (req, res, next) => {
    const earlier = res.locals[EARLY_LOOKUP] as EarlyLookup | undefined;
    const target = earlier ? earlier.target : targetOf(req);
    if (!target) return next();
    if (personalKeys.has(target.key)) return next();
    if (!earlier && servedKeptCopy(req, res, target)) return;
    // HEAD is answered from a kept page but never starts a render of its own.
    if (req.method === "HEAD") return next();
    count(target.path, "misses");
    let flight = flights.get(target.key);
    if (flight) counters.sharedRenders++;
    else flight = startRender(target, res.locals.requestId as string, (res.locals.logger as ServerLogger | undefined) ?? options.logger);
    serveFlight(req, res, flight, next);
  };

  /**
   * Mounted before the session is read, so that a kept page costs no session: a visitor without
   * the session cookie cannot be a player, and gets the kept copy here. Everything else (a
   * session cookie, a miss, a render) is left to `middleware`, after the session.
   */
  const keptCopiesBeforeSession: RequestHandler = (req, res, next) => {
    if (carriesCookie(req, [options.sessionCookie])) return next();
    const target = targetOf(req);
    if (target && !personalKeys.has(target.key) && servedKeptCopy(req, res, target)) return;
    // The second stage takes this lookup's answer instead of normalising and looking again.
    res.locals[EARLY_LOOKUP] = { target } satisfies EarlyLookup;
    next();
  };

  return {
    middleware,
    keptCopiesBeforeSession,
    /** Connects the cache to the render path it sits in front of (src/server/app.ts), once the views are known. */
    renderThrough(path: PageCacheRenderPath) {
      renderPath = path;
    },
    /** For the readiness details. */
    stats(): PageCacheStats {
      return { ...kept.size, maxBytes: options.maxBytes, ...counters, byFamily: structuredClone(byFamily) };
    },
    clear() {
      kept.clear();
      personalKeys.clear();
    },
    /**
     * Drops the kept pages whose path (with its normalised query) matches, at once, and keeps no
     * render of them that started before: the race-day updates call it when a day's data changed
     * (docs/decisions/030-live-race-day-events.md). Returns how many kept pages were dropped.
     */
    invalidate(matches: (path: string) => boolean): number {
      const dropped = kept.drop(matches);
      // A render under way read the old data: its visitors get it, the next ones start a new render.
      for (const [key, flight] of [...flights]) {
        if (!matches(key.slice(key.indexOf(" ") + 1))) continue;
        flight.outdated = true;
        flights.delete(key);
      }
      return dropped;
    },
  };
}

export type AnonymousPageCache = ReturnType<typeof createAnonymousPageCache>;

/** `res.locals` key of the first stage's miss: the page it looked for, or none for a request it cannot keep. */
const EARLY_LOOKUP = "pageCacheEarlyLookup";
type EarlyLookup = { target: PageTarget | undefined };

function carriesCookie(req: Request, names: string[]): boolean {
  if (names.length === 0 || !req.headers.cookie) return false;
  const cookies = parseCookies(req.headers.cookie);
  return names.some((name) => cookies[name] !== undefined);
}

/** The shared render as this visitor's answer: every piece so far, then each as it comes, with the visitor's nonce. */
function flightResponse(flight: RenderFlight, head: Head, nonce: string): globalThis.Response {
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      flight.watch({
        piece: ({ piece, offsets }) => {
          if (open) controller.enqueue(withNonce(piece, offsets, nonce));
        },
        done: (complete) => {
          if (!open) return;
          open = false;
          if (complete) controller.close();
          else controller.error(new Error("page render failed"));
        },
      });
    },
    cancel() {
      open = false;
    },
  });
  const headers = new Headers(head.headers);
  headers.set("X-Page-Cache", "MISS");
  return new globalThis.Response(NULL_BODY_STATUSES.has(head.status) ? null : body, { status: head.status, headers });
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
