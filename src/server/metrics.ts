import type { RequestHandler } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { UpstreamCall, UpstreamCallOutcome } from "../ports/upstream-telemetry";
import type { PageFigures } from "./access-log";
import type { PageCacheFamilyCounts, PageCacheStats } from "./anonymous-page-cache";
import type { UpstreamHealthSource } from "./health";
import type { EventStreamStats } from "./race-day/event-streams";
import type { RaceDayPollingStats } from "./race-day/poll-loop";
import type { RaceDayRelayStats } from "./race-day/relay";
import { methodLabel, originalPath, sessionCookieValue, type RouteFamilies } from "./metric-labels";

/**
 * The operators' figures in Prometheus's format (docs/decisions/032-prometheus-metrics.md,
 * docs/OPERATIONS.md says what each means). Counted as they happen: requests and upstream
 * exchanges. Read at scrape time from the counters the site already keeps: page cache,
 * upstream response caches and breakers, sessions, the race-day updates. prom-client's default
 * metrics add event-loop lag, heap and the process.
 */

export { originalPath, routeFamiliesOf, type RouteFamilies } from "./metric-labels";

/** Latency buckets in seconds: a page within 50 ms from the cache, up to the 4 s upstream deadline and beyond. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8];
const UPSTREAM_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4];
const BREAKER_STATES = ["closed", "half-open", "open"] as const;

/** What the metrics read at scrape time, handed over once the app has built it. */
export type MetricSources = {
  upstreams?: UpstreamHealthSource[];
  pageCache?: () => PageCacheStats;
  pages?: PageFigures;
  /** The session store: Redis behind a deadline (`available`) or in memory (`size`). */
  sessionStore?: { available?: boolean; size?: number };
  /** The race day's event streams, relay and poller (src/server/race-day). */
  raceDay?: () => RaceDayFigures;
};

type RaceDayFigures = { streams: EventStreamStats; relay: RaceDayRelayStats; polling: RaceDayPollingStats | null };

/**
 * prom-client's default gauges whose names end in `_total`, which Prometheus keeps for counters
 * (`promtool check metrics` refuses them): their figures are the sums of the `nodejs_active_handles`,
 * `nodejs_active_requests` and `nodejs_active_resources` gauges it also exports, by type.
 */
const MISNAMED_DEFAULT_GAUGES = ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"];
const POLLER_ROLES = ["poller", "follower", "starting"] as const;

export type Metrics = {
  readonly registry: Registry;
  /** Times each request and counts it by route family and status. */
  requests(routeFamilies: RouteFamilies): RequestHandler;
  upstreamStarted(call: UpstreamCall): (outcome: UpstreamCallOutcome) => void;
  upstreamRetried(call: UpstreamCall): void;
  observe(sources: MetricSources): void;
};

type UpstreamStats = {
  breakers?: Record<string, "closed" | "open" | "half-open">;
  cache: { entries: number; sizeBytes?: number; hits?: number; misses?: number; staleServed?: number; sharedFlights?: number } | null;
};

/** Sets a counter to a total kept elsewhere: prom-client counters only go up, so each scrape starts from zero. */
function total(counter: Counter<string>, labels: Record<string, string>, value: number | undefined) {
  if (value !== undefined) counter.inc(labels, value);
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const name of MISNAMED_DEFAULT_GAUGES) registry.removeSingleMetric(name);
  let sources: MetricSources = {};

  const requestDuration = new Histogram({
    name: "sulky_http_request_duration_seconds",
    help: "Requests served, by route family and status: latency in seconds (the _count is the number of requests).",
    labelNames: ["family", "method", "status"],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const upstreamDuration = new Histogram({
    name: "sulky_upstream_call_duration_seconds",
    help: "HTTP exchanges with an upstream, by upstream, endpoint family and outcome (ok or the failure's kind): latency in seconds.",
    labelNames: ["upstream", "family", "outcome"],
    buckets: UPSTREAM_BUCKETS,
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: "sulky_upstream_call_errors_total",
    help: "Exchanges with an upstream that failed, by upstream, endpoint family and kind (timeout, unavailable, invalid-response, ...).",
    labelNames: ["upstream", "family", "kind"],
    registers: [registry],
  });
  const upstreamRetries = new Counter({
    name: "sulky_upstream_retries_total",
    help: "GETs retried after an outage, by upstream and endpoint family.",
    labelNames: ["upstream", "family"],
    registers: [registry],
  });
  new Gauge({
    name: "sulky_upstream_breaker_state",
    help: "Circuit breaker of each upstream endpoint family: 1 on the current state (closed, half-open, open), 0 on the others.",
    labelNames: ["upstream", "family", "state"],
    registers: [registry],
    collect() {
      this.reset();
      for (const source of sources.upstreams ?? []) {
        const breakers = (source.stats() as UpstreamStats).breakers ?? {};
        for (const [family, current] of Object.entries(breakers)) {
          for (const state of BREAKER_STATES) this.set({ upstream: source.upstream, family, state }, state === current ? 1 : 0);
        }
      }
    },
  });

  const responseCacheCounter = (name: string, help: string, field: "hits" | "misses" | "staleServed" | "sharedFlights") =>
    new Counter({
      name,
      help,
      labelNames: ["upstream"],
      registers: [registry],
      collect() {
        this.reset();
        for (const source of sources.upstreams ?? []) {
          const cache = (source.stats() as UpstreamStats).cache;
          if (cache) total(this, { upstream: source.upstream }, cache[field]);
        }
      },
    });
  responseCacheCounter("sulky_upstream_cache_hits_total", "Upstream answers served fresh from the response cache.", "hits");
  responseCacheCounter("sulky_upstream_cache_misses_total", "Response cache lookups that found no fresh answer.", "misses");
  responseCacheCounter(
    "sulky_upstream_cache_stale_served_total",
    "Failed upstream calls answered with the last good answer (stale-if-error).",
    "staleServed",
  );
  responseCacheCounter(
    "sulky_upstream_cache_shared_flights_total",
    "Calls that joined an identical call already in flight.",
    "sharedFlights",
  );
  new Gauge({
    name: "sulky_upstream_cache_entries",
    help: "Answers kept in each upstream's response cache.",
    labelNames: ["upstream"],
    registers: [registry],
    collect() {
      this.reset();
      for (const source of sources.upstreams ?? []) {
        const cache = (source.stats() as UpstreamStats).cache;
        if (cache) this.set({ upstream: source.upstream }, cache.entries);
      }
    },
  });
  new Gauge({
    name: "sulky_upstream_cache_bytes",
    help: "Bytes kept in each upstream's response cache.",
    labelNames: ["upstream"],
    registers: [registry],
    collect() {
      this.reset();
      for (const source of sources.upstreams ?? []) {
        const cache = (source.stats() as UpstreamStats).cache;
        if (cache) this.set({ upstream: source.upstream }, cache.sizeBytes ?? 0);
      }
    },
  });

  const pageCacheCounter = (name: string, help: string, field: keyof PageCacheFamilyCounts) =>
    new Counter({
      name,
      help: `${help} By route family.`,
      labelNames: ["family"],
      registers: [registry],
      collect() {
        this.reset();
        const stats = sources.pageCache?.();
        for (const [family, counts] of Object.entries(stats?.byFamily ?? {})) total(this, { family }, counts[field]);
      },
    });
  pageCacheCounter("sulky_page_cache_hits_total", "Anonymous pages served fresh from the page cache.", "hits");
  pageCacheCounter("sulky_page_cache_stale_hits_total", "Pages served past their lifetime while one re-render ran.", "staleHits");
  pageCacheCounter("sulky_page_cache_misses_total", "Cacheable requests that found no kept copy.", "misses");
  pageCacheCounter("sulky_page_cache_renders_total", "Renders made to fill the page cache.", "renders");
  pageCacheCounter("sulky_page_cache_evictions_total", "Pages dropped to stay within PAGE_CACHE_MAX_MB.", "evictions");
  pageCacheCounter("sulky_page_cache_personal_total", "Renders found personal (form token, player session): not kept.", "personal");
  const pageCacheGauge = (name: string, help: string, field: "bytes" | "entries" | "maxBytes") =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        const stats = sources.pageCache?.();
        if (stats) this.set(stats[field]);
      },
    });
  pageCacheGauge("sulky_page_cache_bytes", "Bytes of pages kept in the page cache.", "bytes");
  pageCacheGauge("sulky_page_cache_max_bytes", "The page cache's ceiling (PAGE_CACHE_MAX_MB).", "maxBytes");
  pageCacheGauge("sulky_page_cache_entries", "Pages kept in the page cache.", "entries");

  new Counter({
    name: "sulky_pages_degraded_total",
    help: "Pages served that lost something to an upstream (a section left out, rows dropped, a stale answer).",
    registers: [registry],
    collect() {
      this.reset();
      total(this, {}, sources.pages?.degraded);
    },
  });

  const raceDayGauge = (name: string, help: string, read: (figures: RaceDayFigures) => number | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        const figures = sources.raceDay?.();
        const value = figures && read(figures);
        if (value !== undefined) this.set(value);
      },
    });
  const raceDayCounter = (name: string, help: string, read: (figures: RaceDayFigures) => number | undefined) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        const figures = sources.raceDay?.();
        total(this, {}, figures && read(figures));
      },
    });
  raceDayGauge("sulky_event_streams_open", "Race-day event streams open on this instance now.", (figures) => figures.streams.open);
  raceDayGauge(
    "sulky_event_streams_meetings_followed",
    "Race meetings (race days) followed by at least one open stream.",
    (figures) => figures.streams.days,
  );
  raceDayCounter("sulky_event_streams_opened_total", "Event streams opened since the start.", (figures) => figures.streams.opened);
  new Counter({
    name: "sulky_event_streams_refused_total",
    help: "Event streams refused: too many from one address (per-address) or the instance full (full).",
    labelNames: ["reason"],
    registers: [registry],
    collect() {
      this.reset();
      const streams = sources.raceDay?.().streams;
      if (!streams) return;
      total(this, { reason: "per-address" }, streams.refusedPerAddress);
      total(this, { reason: "full" }, streams.refusedFull);
    },
  });
  raceDayCounter(
    "sulky_event_streams_events_sent_total",
    "Events written to open streams (one per stream per event).",
    (figures) => figures.streams.sent,
  );
  raceDayCounter(
    "sulky_race_day_events_relayed_total",
    "Race-day events this instance relayed from the bus to its streams.",
    (figures) => figures.relay.relayed,
  );
  raceDayCounter(
    "sulky_race_day_pages_dropped_total",
    "Kept pages dropped because a relayed event changed them.",
    (figures) => figures.relay.pagesDropped,
  );
  raceDayGauge("sulky_race_day_coordination_up", "1 while the race day's coordination (Redis) answers, 0 while it is down.", (figures) =>
    figures.relay.coordinationDown ? 0 : 1,
  );
  raceDayCounter(
    "sulky_race_day_poller_rounds_total",
    "Rounds of the race-day poller run by this instance.",
    (figures) => figures.polling?.rounds,
  );
  raceDayCounter("sulky_race_day_poller_failures_total", "Poller rounds that failed.", (figures) => figures.polling?.failures);
  raceDayCounter("sulky_race_day_poller_events_total", "Events the poller found and published.", (figures) => figures.polling?.events);
  new Gauge({
    name: "sulky_race_day_poller_role",
    help: "This instance's part in the race day: 1 on its role (poller holds the lease, follower relays), 0 on the others.",
    labelNames: ["role"],
    registers: [registry],
    collect() {
      this.reset();
      const polling = sources.raceDay?.().polling;
      if (polling) for (const role of POLLER_ROLES) this.set({ role }, role === polling.role ? 1 : 0);
    },
  });

  const sessionCookies = new Counter({
    name: "sulky_session_cookies_total",
    help: "Session cookies sent to browsers: issued for a new session id (a login) or cleared (a logout).",
    labelNames: ["action"],
    registers: [registry],
  });
  const sessionRequests = new Counter({
    name: "sulky_session_requests_total",
    help: "Requests that carried the session cookie (players), by status.",
    labelNames: ["status"],
    registers: [registry],
  });
  new Gauge({
    name: "sulky_session_store_up",
    help: "1 while the session store answers (Redis reachable, or the in-process store), 0 while players get the 503 page.",
    registers: [registry],
    collect() {
      this.reset();
      const store = sources.sessionStore;
      if (store) this.set(store.available === false ? 0 : 1);
    },
  });
  new Gauge({
    name: "sulky_sessions_in_memory",
    help: "Sessions held by this instance's in-process store (absent when they live in Redis).",
    registers: [registry],
    collect() {
      this.reset();
      const size = sources.sessionStore?.size;
      if (typeof size === "number") this.set(size);
    },
  });

  return {
    registry,
    requests: (routeFamilies) => (req, res, next) => {
      const stop = requestDuration.startTimer();
      const incoming = sessionCookieValue(req.headers.cookie ?? "");
      res.once("finish", () => {
        const status = String(res.statusCode);
        stop({ family: routeFamilies(originalPath(req)), method: methodLabel(req.method), status });
        if (incoming !== undefined) sessionRequests.inc({ status });
        // A cookie is re-sent whenever its session changes; only a new session id is a new session (a login).
        for (const cookie of [res.getHeader("set-cookie") ?? []].flat().map(String)) {
          const sent = sessionCookieValue(cookie);
          if (sent === undefined) continue;
          if (/expires=Thu, 01 Jan 1970/i.test(cookie)) sessionCookies.inc({ action: "cleared" });
          else if (sent !== incoming) sessionCookies.inc({ action: "issued" });
        }
      });
      next();
    },
    upstreamStarted(call) {
      const stop = upstreamDuration.startTimer({ upstream: call.upstream, family: call.family });
      return ({ failure }) => {
        stop({ outcome: failure ?? "ok" });
        if (failure) upstreamErrors.inc({ upstream: call.upstream, family: call.family, kind: failure });
      };
    },
    upstreamRetried(call) {
      upstreamRetries.inc({ upstream: call.upstream, family: call.family });
    },
    observe(next) {
      sources = { ...sources, ...next };
    },
  };
}
