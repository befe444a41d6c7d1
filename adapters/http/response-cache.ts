import { LRUCache } from "lru-cache";

/** How long an upstream answer stays fresh, by the path it came from (first match wins). */
export type CacheLifetime = {
  pattern: RegExp;
  ttlMs: number;
  label: string;
  /** Race-day answers: their lifetime is also the race-day poller's rhythm (`withRaceDayLifetime`). */
  raceDay?: true;
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** Race days move by the minute: entries, results and draws are asked again after this long. */
export const RACE_DAY_LIFETIME_MS = 30 * SECOND;

/**
 * Lifetimes of GET answers. Race days move by the minute, horse files and
 * pedigrees by the week; everything else sits in between. Paths are matched
 * without the upstream's base URL (content paths like `posts`, `pages/12`).
 */
export const CACHE_LIFETIMES: Record<"trotting" | "content", CacheLifetime[]> = {
  trotting: [
    {
      label: "partenti / arrivi / dettaglio corsa",
      pattern: /^\/api\/v2\/(partenti|arrivi|corse)(\/|$)/,
      ttlMs: RACE_DAY_LIFETIME_MS,
      raceDay: true,
    },
    { label: "sorteggi", pattern: /^\/api\/v2\/draws(\/|$)/, ttlMs: RACE_DAY_LIFETIME_MS, raceDay: true },
    {
      label: "ricerche cavalli / partenti",
      pattern: /^\/api\/v[12]\/cavalli(\/cerca|\/racingSons)?$|^\/api\/v1\/cavalli\/cerca\//,
      ttlMs: 2 * MINUTE,
    },
    { label: "qualifiche", pattern: /^\/api\/v[12]\/(classifiche\/qualifiche|qualifiche)(\/|$)/, ttlMs: 5 * MINUTE },
    { label: "classifiche", pattern: /^\/api\/v2\/classifiche(\/|$)/, ttlMs: 10 * MINUTE },
    { label: "puledri per anno", pattern: /^\/api\/v2\/puledri$/, ttlMs: 5 * MINUTE },
    {
      label: "schede cavallo, genealogia, linea femminile, prestazioni",
      pattern: /^\/api\/v2\/(cavalli|stalloni|puledri|prestazioni)(\/|$)|^\/api\/v1\/cavalli\/(genealogia|linea)\//,
      ttlMs: 30 * MINUTE,
    },
    {
      label: "allevatori, in vendita, sponsor, banner",
      pattern: /^\/api\/(v2\/(allevatori|mares|carats|trainees|banners)|v1\/getStalloniSponsor)/,
      ttlMs: 10 * MINUTE,
    },
    { label: "pagine partner", pattern: /^\/api\/iframe\//, ttlMs: 30 * MINUTE },
  ],
  content: [
    { label: "notizie", pattern: /^\/posts/, ttlMs: 3 * MINUTE },
    { label: "pagine e categorie", pattern: /^\/(pages|categories)/, ttlMs: 30 * MINUTE },
  ],
};

/**
 * The same lifetimes with the race days' set to `ttlMs` (LIVE_POLL_SECONDS): the race-day poller asks
 * when they expire, so the two move together (docs/decisions/030-live-race-day-events.md).
 */
export function withRaceDayLifetime(lifetimes: CacheLifetime[], ttlMs: number): CacheLifetime[] {
  return lifetimes.map((entry) => (entry.raceDay ? { ...entry, ttlMs } : entry));
}

/** Answers nobody has listed above still get a short lifetime: a burst of visitors shares one call. */
export const DEFAULT_CACHE_LIFETIME_MS = 30 * SECOND;
/** After its lifetime an answer is kept this long more, only to be served when the upstream fails. */
export const STALE_IF_ERROR_MS = 6 * 60 * MINUTE;

export function lifetimeFor(lifetimes: CacheLifetime[], path: string): number {
  const normalised = "/" + path.replace(/^\/+/, "");
  return lifetimes.find((entry) => entry.pattern.test(normalised))?.ttlMs ?? DEFAULT_CACHE_LIFETIME_MS;
}

export type CachedAnswer = { json: unknown; status: number; headers: [string, string][]; size: number; freshUntil: number };

export type CacheStats = { entries: number; sizeBytes: number; hits: number; misses: number; staleServed: number; sharedFlights: number };

/**
 * Last good answers by full URL, with room for stale copies (bounded by count,
 * by size and by STALE_IF_ERROR_MS), plus the calls currently in flight so
 * identical concurrent requests share one upstream call.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  private readonly inFlight = new Map<string, Promise<CachedAnswer>>();
  private readonly counters = { hits: 0, misses: 0, staleServed: 0, sharedFlights: 0 };

  constructor(private readonly options: { lifetimes: CacheLifetime[]; maxEntries?: number; maxSizeBytes?: number; now?: () => number }) {
    this.entries = new LRUCache<string, CachedAnswer>({
      max: options.maxEntries ?? 5000,
      maxSize: options.maxSizeBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (answer) => Math.max(1, answer.size),
      ttl: STALE_IF_ERROR_MS,
      perf: options.now ? { now: options.now } : undefined,
      // Lifetimes are read from the one clock every time, not from lru-cache's millisecond-old reading.
      ttlResolution: 0,
    });
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  /** A fresh answer for the key, if any. */
  fresh(key: string): CachedAnswer | undefined {
    const answer = this.entries.get(key);
    if (answer && answer.freshUntil > this.now()) {
      this.counters.hits++;
      return answer;
    }
    this.counters.misses++;
    return undefined;
  }

  /** The last good answer, however old, to stand in for a failed call. */
  stale(key: string): CachedAnswer | undefined {
    const answer = this.entries.get(key);
    if (answer) this.counters.staleServed++;
    return answer;
  }

  store(key: string, path: string, answer: Omit<CachedAnswer, "freshUntil">): CachedAnswer {
    const stored = { ...answer, freshUntil: this.now() + lifetimeFor(this.options.lifetimes, path) };
    this.entries.set(key, stored);
    return stored;
  }

  /** How long an answer stays fresh from now (0 once past its lifetime). */
  remainingFreshness(answer: CachedAnswer): number {
    return Math.max(0, answer.freshUntil - this.now());
  }

  /** Runs `load` once per key at a time: callers arriving meanwhile wait for the same answer. */
  shared(key: string, load: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const running = this.inFlight.get(key);
    if (running) {
      this.counters.sharedFlights++;
      return running;
    }
    const flight = load().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, flight);
    return flight;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Marks the answers whose key matches as past their lifetime; they stay for stale-if-error. */
  expire(matches: (key: string) => boolean): number {
    let expired = 0;
    for (const [key, answer] of this.entries.entries()) {
      if (answer.freshUntil > 0 && matches(key)) {
        answer.freshUntil = 0;
        expired++;
      }
    }
    return expired;
  }

  stats(): CacheStats {
    return { entries: this.entries.size, sizeBytes: this.entries.calculatedSize ?? 0, ...this.counters };
  }
}
