import { randomUUID } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import type { ServerLogger } from "./logger";
import { acceptsGzip, appendVary, HTML_CACHE_CONTROL, htmlEntityTag, matchesIfNoneMatch } from "./http-cache";
import { createPlaceholderNonce, nonceAttribute, NonceSplitter, piecesWithNonce, withNonce } from "./nonce-slots";
import { gzipPiecesWithNonce, stitchedGzip, type StitchedGzip } from "./stitched-gzip";
import { currentRequest, runInRequestScope, type FreshnessRecord } from "./request-scope";

/**
 * Render once, serve many (docs/decisions/012-anonymous-page-cache.md): pages of
 * visitors without a session are rendered once per key with a placeholder
 * nonce, kept for as long as the freshest-expiring upstream data behind them,
 * and served to every visitor with the visitor's own nonce.
 */

/** A page that read no upstream data (a static page) is kept this long at most. */
export const MAX_PAGE_LIFETIME_MS = 30 * 60 * 1000;
/** Shorter than this, keeping the page is not worth it. */
export const MIN_PAGE_LIFETIME_MS = 1000;
/** After its lifetime a page is served stale while one re-render runs, for as long as its lifetime again, at most this. */
export const MAX_STALE_MS = 5 * 60 * 1000;
/** Pages found personal (a form token, the player session, a cookie) go straight to the renderer for this long. */
const PERSONAL_MEMORY_MS = 10 * 60 * 1000;
/** Longer addresses are rendered each time: a crawler's endless query strings must not flush the cache. */
const MAX_CACHED_URL_LENGTH = 512;
/** Query parameters added by links in e-mails and social networks: they change nothing on the page. */
const TRACKING_PARAMETER = /^(utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid)$/i;
/** Response headers that belong to one response, never to the kept page. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "transfer-encoding", "connection", "date", "set-cookie", "content-encoding"]);
/**
 * What the cache keeps: pages, calendar feeds (polled by calendar apps) and the CSV exports of
 * table pages, all built from the same upstream data. A page's validator is computed over its
 * body with the nonces masked; a feed keeps the one its route wrote (DTSTAMP left out,
 * views/calendar-feed.ts); a CSV file gets one over its body.
 */
const KEPT_TYPES = /^(text\/html|text\/calendar|text\/csv)\b/;

/**
 * The reader variants the views tell apart (views/entry.server.tsx and the home
 * page's loader): crawlers get the whole document at once, other programs
 * (no `Mozilla/`) get late sections inline, browsers get them streamed.
 */
export function readerVariant(userAgent: string | undefined): "bot" | "program" | "browser" {
  const agent = userAgent ?? "";
  let variant = knownAgents.get(agent);
  if (variant === undefined) {
    variant = isbot(agent) ? "bot" : agent.startsWith("Mozilla/") ? "browser" : "program";
    knownAgents.set(agent, variant);
  }
  return variant;
}

/** The same few user agents come back all day; the bot test is a long regular expression. */
const knownAgents = new LRUCache<string, "bot" | "program" | "browser">({ max: 2000 });

const REPRESENTATIVE_AGENT = {
  bot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  program: "sulky-page-cache",
  browser: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
} as const;

/** Path plus query with the parameters sorted and the tracking ones dropped: two spellings of one page share a copy. */
export function normalisedTarget(originalUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(originalUrl, "http://sulky.invalid");
  } catch {
    return undefined;
  }
  const params = [...url.searchParams].filter(([name]) => !TRACKING_PARAMETER.test(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return url.pathname + (query ? `?${query}` : "");
}

export type PageTarget = { key: string; path: string; variant: ReturnType<typeof readerVariant> };

/** What a page render needs from the app: the render itself, with the placeholder nonce and a way to say the page is personal. */
export type PageFill = {
  /** Absolute URL of the page (site origin + normalised path). */
  url: string;
  userAgent: string;
  nonce: string;
  requestId: string;
  /** The render touched something that belongs to one visitor (form token, player session, rate limit). */
  markPersonal(reason: string): void;
};
export type PageRenderer = (fill: PageFill) => Promise<globalThis.Response>;

type Piece = { piece: Buffer; offsets: number[] };
type Head = { status: number; headers: [string, string][]; personal: boolean };

type Entry = {
  body: Buffer;
  offsets: number[];
  /** The page compressed once, with holes for the nonces (stitched-gzip.ts), made on the first visitor who takes gzip. */
  gzip?: StitchedGzip;
  /** The weak validator of the page with its nonces left out, as http-cache.ts computes it; a feed's own. */
  entityTag: string;
  /** A page (HTML), not a feed or a CSV file: it gets the pages' cache policy when its route set none. */
  page: boolean;
  status: number;
  headers: [string, string][];
  storedAt: number;
  freshUntil: number;
  variant: PageTarget["variant"];
  path: string;
};

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
};

/** One render in progress, watched by every visitor who asked for the page meanwhile. */
class RenderFlight {
  readonly pieces: Piece[] = [];
  head: Head | undefined;
  state: "rendering" | "complete" | "failed" = "rendering";
  /** Its data changed while it rendered (`invalidate`): the visitors waiting get it, nobody keeps it. */
  outdated = false;
  private readonly headWaiters: Array<(head: Head | undefined) => void> = [];
  private readonly watchers = new Set<{ piece(piece: Piece): void; done(complete: boolean): void }>();

  setHead(head: Head) {
    this.head = head;
    for (const waiter of this.headWaiters.splice(0)) waiter(head);
  }

  whenHead(): Promise<Head | undefined> {
    if (this.head || this.state === "failed") return Promise.resolve(this.head);
    return new Promise((resolve) => this.headWaiters.push(resolve));
  }

  add(piece: Piece) {
    if (piece.piece.length === 0) return;
    this.pieces.push(piece);
    for (const watcher of this.watchers) watcher.piece(piece);
  }

  finish(complete: boolean) {
    this.state = complete ? "complete" : "failed";
    for (const waiter of this.headWaiters.splice(0)) waiter(this.head);
    for (const watcher of this.watchers) watcher.done(complete);
    this.watchers.clear();
  }

  /** What was rendered so far, then every further piece as it comes. */
  watch(watcher: { piece(piece: Piece): void; done(complete: boolean): void }) {
    for (const piece of this.pieces) watcher.piece(piece);
    if (this.state !== "rendering") watcher.done(this.state === "complete");
    else this.watchers.add(watcher);
  }
}

export type AnonymousPageCacheOptions = {
  maxBytes: number;
  render: PageRenderer;
  siteUrl: string;
  logger: ServerLogger;
  now?: () => number;
};

export function createAnonymousPageCache(options: AnonymousPageCacheOptions) {
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
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) =>
      entry.body.length + (entry.gzip?.runs.reduce((sum, run) => sum + run.length + 64, 0) ?? 0) + 64 * entry.headers.length + 256,
    ttlAutopurge: false,
    perf: { now },
    dispose: (_entry, _key, reason) => {
      if (reason === "evict") counters.evictions++;
    },
  });
  const personalKeys = new LRUCache<string, true>({ max: 10_000, ttl: PERSONAL_MEMORY_MS, perf: { now } });
  const flights = new Map<string, RenderFlight>();

  function targetOf(req: Request): PageTarget | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    // A player's pages are the player's alone.
    if (req.session?.fantasy) return undefined;
    if (req.originalUrl.length > MAX_CACHED_URL_LENGTH) return undefined;
    const path = normalisedTarget(req.originalUrl);
    // Data requests of client navigations are not pages.
    if (!path || /\.data(\?|$)/.test(path) || path.includes(placeholder) || path.includes(encodeURIComponent(placeholder)))
      return undefined;
    const variant = readerVariant(req.get("user-agent"));
    return { key: `${variant} ${path}`, path, variant };
  }

  /** Renders the page once, in its own request scope, whatever happens to the visitors who wait for it. */
  function startRender(target: PageTarget, requestId: string, logger: ServerLogger): RenderFlight {
    const flight = new RenderFlight();
    flights.set(target.key, flight);
    counters.renders++;
    const freshness: FreshnessRecord = { shortestMs: undefined, calls: 0 };
    // What the page lost on the way (a section left out, rows dropped): counted for the visitor who asked, and such a page is not kept for others.
    const degraded: string[] = currentRequest()?.degraded ?? [];
    let personal: string | undefined;
    const fill: PageFill = {
      url: origin + target.path,
      userAgent: REPRESENTATIVE_AGENT[target.variant],
      nonce: placeholder,
      requestId,
      markPersonal: (reason) => void (personal ??= reason),
    };
    const run = async () => {
      const response = await runInRequestScope({ requestId, logger, freshness, degraded }, () => options.render(fill));
      const setsCookie = response.headers.getSetCookie().length > 0;
      if (setsCookie) personal ??= "cookie";
      const headers = [...response.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name.toLowerCase()));
      flight.setHead({ status: response.status, headers, personal: personal !== undefined });
      if (personal !== undefined) {
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
        if (personal !== undefined) {
          counters.personal++;
          personalKeys.set(target.key, true);
          return;
        }
        if (flight.outdated) counters.notStored++;
        else keep(target, flight, freshness, degraded.length > 0);
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

  /** Keeps a complete 200 page for the shortest lifetime of the data it was built from. */
  function keep(target: PageTarget, flight: RenderFlight, freshness: FreshnessRecord, degraded: boolean) {
    const head = flight.head!;
    const type = head.headers.find(([name]) => name === "content-type")?.[1] ?? "";
    const cacheControl = head.headers.find(([name]) => name === "cache-control")?.[1] ?? "";
    const lifetime = Math.min(MAX_PAGE_LIFETIME_MS, freshness.shortestMs ?? MAX_PAGE_LIFETIME_MS);
    if (degraded || head.status !== 200 || !KEPT_TYPES.test(type) || /no-store/i.test(cacheControl) || lifetime < MIN_PAGE_LIFETIME_MS) {
      counters.notStored++;
      entries.delete(target.key);
      return;
    }
    const body = Buffer.concat(flight.pieces.map(({ piece }) => piece));
    const offsets: number[] = [];
    let base = 0;
    for (const { piece, offsets: own } of flight.pieces) {
      for (const offset of own) offsets.push(base + offset);
      base += piece.length;
    }
    const storedAt = now();
    const page = type.startsWith("text/html");
    const ownTag = head.headers.find(([name]) => name === "etag")?.[1];
    const entry: Entry = {
      body,
      offsets,
      entityTag: page || !ownTag ? htmlEntityTag(body, placeholder) : ownTag,
      page,
      status: head.status,
      headers: head.headers,
      storedAt,
      freshUntil: storedAt + lifetime,
      variant: target.variant,
      path: target.path,
    };
    entries.set(target.key, entry, { ttl: lifetime + Math.min(lifetime, MAX_STALE_MS) });
    counters.stored++;
  }

  /**
   * Answers from the kept copy, whole: cache policy, validator and 304 as the HTML validators
   * (http-cache.ts) give a rendered page, which pass it by. The copy goes out as pieces with the
   * visitor's nonce between them, compressed once or as it is: nothing is copied.
   */
  function serveEntry(req: Request, res: Response, key: string, entry: Entry, state: "HIT" | "STALE") {
    res.locals.servedFromPageCache = true;
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (entry.page && !res.hasHeader("cache-control")) res.setHeader("Cache-Control", HTML_CACHE_CONTROL);
    res.setHeader("X-Page-Cache", state);
    res.setHeader("Age", String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))));
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
        entry.gzip = stitchedGzip(entry.body, entry.offsets, placeholder.length);
        if (entries.peek(key) === entry) entries.set(key, entry, { noUpdateTTL: true });
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

  /** Streams the render to this visitor as it comes, each nonce slot filled with the visitor's own nonce. */
  function serveFlight(req: Request, res: Response, flight: RenderFlight, next: () => void) {
    void flight.whenHead().then((head) => {
      if (!head || head.personal) return next();
      if (res.destroyed) return;
      const nonce = res.locals.cspNonce as string;
      res.status(head.status);
      for (const [name, value] of head.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "MISS");
      flight.watch({
        piece: ({ piece, offsets }) => void (res.destroyed || res.write(withNonce(piece, offsets, nonce))),
        done: (complete) => (complete ? res.end() : res.destroy()),
      });
    });
  }

  /** Serves the kept copy of the page when there is one; a stale copy starts one re-render. */
  function servedKeptCopy(req: Request, res: Response, target: PageTarget): boolean {
    const entry = entries.get(target.key, { allowStale: false });
    if (!entry) return false;
    if (now() < entry.freshUntil) {
      counters.hits++;
      serveEntry(req, res, target.key, entry, "HIT");
      return true;
    }
    counters.staleHits++;
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
    counters.misses++;
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
  const keptCopiesBeforeSession =
    (sessionCookieName: string): RequestHandler =>
    (req, res, next) => {
      if (carriesCookie(req.headers.cookie, sessionCookieName)) return next();
      const target = targetOf(req);
      if (target && !personalKeys.has(target.key) && servedKeptCopy(req, res, target)) return;
      // The second stage takes this lookup's answer instead of normalising and looking again.
      res.locals[EARLY_LOOKUP] = { target } satisfies EarlyLookup;
      next();
    };

  return {
    middleware,
    keptCopiesBeforeSession,
    /** For the readiness details. */
    stats(): PageCacheStats {
      return { entries: entries.size, bytes: entries.calculatedSize, maxBytes: options.maxBytes, ...counters };
    },
    clear() {
      entries.clear();
      personalKeys.clear();
    },
    /**
     * Drops the kept pages whose path (with its normalised query) matches, at once, and keeps no
     * render of them that started before: the live race day calls it when a day's data changed
     * (docs/decisions/030-live-race-day-events.md). Returns how many kept pages were dropped.
     */
    invalidate(matches: (path: string) => boolean): number {
      let dropped = 0;
      for (const [key, entry] of entries.entries()) {
        if (!matches(entry.path)) continue;
        entries.delete(key);
        dropped++;
      }
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

function carriesCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(";").some((pair) => pair.trimStart().startsWith(`${name}=`));
}
