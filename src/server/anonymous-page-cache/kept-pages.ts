import { LRUCache } from "lru-cache";
import { htmlEntityTag } from "../http-cache";
import type { FreshnessRecord } from "../request-scope";
import type { Head, RenderFlight } from "./render-flight";
import type { StitchedGzip } from "./stitched-gzip";
import type { PageTarget } from "./targets";

/** A page that read no upstream data (a static page) is kept this long at most. */
export const MAX_PAGE_LIFETIME_MS = 30 * 60 * 1000;
/** Shorter than this, keeping the page is not worth it. */
export const MIN_PAGE_LIFETIME_MS = 1000;
/** After its lifetime a page is served stale while one re-render runs, for as long as its lifetime again, at most this. */
export const MAX_STALE_MS = 5 * 60 * 1000;
/**
 * What the cache keeps: pages, calendar feeds (polled by calendar apps) and the CSV exports of
 * table pages, all built from the same upstream data. A page's validator is computed over its
 * body with the nonces masked; a feed keeps the one its route wrote (DTSTAMP left out,
 * views/calendar-feed.server.ts); a CSV file gets one over its body.
 */
const KEPT_TYPES = /^(text\/html|text\/calendar|text\/csv)\b/;

/** A complete page as kept for many visitors, its nonce values at `offsets`. */
export type KeptPage = {
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

const headerOf = (head: Head, name: string) => head.headers.find(([header]) => header === name)?.[1];

/** The kept pages, bounded in bytes (a page's gzip copy counts once it is made). */
export function createKeptPages(options: { maxBytes: number; placeholder: string; now: () => number; onEviction(path: string): void }) {
  const { now, placeholder } = options;
  const entries = new LRUCache<string, KeptPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) =>
      entry.body.length + (entry.gzip?.runs.reduce((sum, run) => sum + run.length + 64, 0) ?? 0) + 64 * entry.headers.length + 256,
    ttlAutopurge: false,
    perf: { now },
    // The clock is asked every time: lru-cache otherwise keeps its last reading for a millisecond,
    // and a page past its window would still be found when the site's clock has moved on since.
    ttlResolution: 0,
    dispose: (entry, _key, reason) => {
      if (reason === "evict") options.onEviction(entry.path);
    },
  });

  return {
    /** The kept copy of a page, fresh or within its stale window. */
    find(key: string): KeptPage | undefined {
      return entries.get(key, { allowStale: false });
    },

    /**
     * Keeps a complete 200 page for the shortest lifetime of the data it was built from; anything
     * else (a page that lost a section, an error, a no-store answer, data already stale) is not kept.
     */
    keep(target: PageTarget, flight: RenderFlight, freshness: FreshnessRecord, degraded: boolean): boolean {
      const head = flight.head!;
      const type = headerOf(head, "content-type") ?? "";
      const lifetime = Math.min(MAX_PAGE_LIFETIME_MS, freshness.shortestMs ?? MAX_PAGE_LIFETIME_MS);
      if (
        degraded ||
        head.status !== 200 ||
        !KEPT_TYPES.test(type) ||
        /no-store/i.test(headerOf(head, "cache-control") ?? "") ||
        lifetime < MIN_PAGE_LIFETIME_MS
      ) {
        entries.delete(target.key);
        return false;
      }
      const { body, offsets } = flight.assembled();
      const storedAt = now();
      const page = type.startsWith("text/html");
      const ownTag = headerOf(head, "etag");
      const entry: KeptPage = {
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
      return true;
    },

    /** Counts a copy made later (the gzip one) in the bound, without renewing the page's lifetime. */
    grew(key: string, entry: KeptPage) {
      if (entries.peek(key) === entry) entries.set(key, entry, { noUpdateTTL: true });
    },

    get size() {
      return { entries: entries.size, bytes: entries.calculatedSize };
    },

    /** Drops every kept page whose path (with its normalised query) matches; returns how many. */
    drop(matches: (path: string) => boolean): number {
      let dropped = 0;
      for (const [key, entry] of entries.entries()) {
        if (!matches(entry.path)) continue;
        entries.delete(key);
        dropped++;
      }
      return dropped;
    },
    clear() {
      entries.clear();
    },
  };
}

export type KeptPages = ReturnType<typeof createKeptPages>;
