import type { z } from "zod";
import type { RequestScope } from "~/src/ports/logger";
import { UpstreamError, type UpstreamName } from "~/src/ports/upstream-error";
import type { UpstreamTelemetry } from "~/src/ports/upstream-telemetry";
import { cacheStage } from "./cached-get";
import { ResponseCache, type CacheLifetime } from "./response-cache";
import { createBreakers, policiesStage } from "./upstream-call";
import { buildUrl, exchangeStage } from "./upstream-exchange";
import { DEFAULT_RETRY, isVisitorAbort, type BreakerPolicy, type RetryPolicy } from "./upstream-policies";
import { readingStage } from "./upstream-reading";
import type { QueryValue, ReadingStage, UpstreamRequest } from "./upstream-stages";
import { overallBreaker, zeroCounters, type Counters, type UpstreamStats } from "./upstream-stats";

export { endpointFamily } from "./upstream-call";
export type { QueryValue, UpstreamRequest } from "./upstream-stages";
export type { UpstreamStats } from "./upstream-stats";

/*
 * The upstream client. A call goes through its stages once each, in order, composed once per
 * client (upstream-stages.ts): cache (cached-get.ts) → read (upstream-reading.ts) → policies
 * (upstream-call.ts) → exchange (upstream-exchange.ts), and its answer comes back the same way.
 * upstream-policies.ts holds the breaker and retry rules, upstream-stats.ts the counters behind /readyz.
 */

export type UpstreamResponse<T> = { data: T; status: number; headers: Headers };

export type UpstreamClientOptions = {
  upstream: UpstreamName;
  baseUrl: string;
  /** Budget of one call, retry included. */
  timeoutMs: number;
  scope: () => RequestScope;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
  /** One retry of GETs after an outage (default); false: none. */
  retry?: RetryPolicy | false;
  /** One breaker per endpoint family of the upstream; false or omitted: none. */
  breaker?: BreakerPolicy | false;
  /** Rewrites picture addresses in every answer to Sulky's own /media/… (media-urls.ts). */
  rewriteMedia?: (json: unknown) => unknown;
  /** Read-through cache of GET answers with these lifetimes; omitted: no cache. */
  cache?: { lifetimes: CacheLifetime[]; maxEntries?: number; maxSizeBytes?: number; now?: () => number };
  /** Told of every exchange and retry: the operators' metrics and traces (docs/OPERATIONS.md). */
  telemetry?: UpstreamTelemetry;
};

export type UpstreamClient = {
  readonly upstream: UpstreamName;
  request<S extends z.ZodType>(request: UpstreamRequest, schema: S): Promise<UpstreamResponse<z.infer<S>>>;
  get<S extends z.ZodType>(path: string, schema: S, query?: Record<string, QueryValue>): Promise<z.infer<S>>;
  post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>>;
  /** Counters and cache figures for /readyz and the logs. */
  stats(): UpstreamStats;
  /** Forgets every cached answer (tests, and an operator after a data fix upstream). */
  clearCache(): void;
  /**
   * Makes the cached answers of the matching paths (path and query, without the base URL) stale
   * at once: the next reader asks the upstream again; the old copy still stands in if it fails.
   * The race-day updates call it when a day changed (docs/decisions/030-live-race-day-events.md).
   */
  expireCached(matches: (pathAndQuery: string) => boolean): number;
  /**
   * The same client (policies, breakers, counters, cache) over another fetch: the
   * fantasy game's calls go through each player's cookie jar.
   */
  withFetch(fetch: typeof globalThis.fetch): UpstreamClient;
};

/** What every view of one upstream client shares, whatever fetch it uses. */
type SharedState = {
  retry: RetryPolicy | false;
  breakers: ReturnType<typeof createBreakers>;
  cache: ResponseCache | null;
  counters: Counters;
};

/**
 * The one way Sulky talks HTTP to an upstream: a deadline on every call (also
 * ended by the visitor's disconnect), one jittered retry for GETs after an
 * outage, a circuit breaker per endpoint family (a broken family of calls does
 * not take the others down), a read-through cache of GET answers
 * (shared in-flight calls, stale answers when the upstream fails), JSON
 * validated against the caller's schema, and every failure logged once with
 * its endpoint and turned into an UpstreamError (decision 006).
 */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const shared: SharedState = {
    retry: options.retry === undefined ? DEFAULT_RETRY : options.retry,
    breakers: createBreakers(options.upstream, options.breaker ?? false),
    cache: options.cache ? new ResponseCache(options.cache) : null,
    counters: zeroCounters(),
  };
  return clientOver(options, shared, options.fetch ?? fetch);
}

function clientOver(options: UpstreamClientOptions, shared: SharedState, doFetch: typeof fetch): UpstreamClient {
  const { cache, counters } = shared;
  // The stages in the order a call goes through them, each built over the one below it.
  const call: ReadingStage = cacheStage(
    options.upstream,
    cache,
    readingStage(
      { upstream: options.upstream, counters },
      policiesStage(
        {
          upstream: options.upstream,
          timeoutMs: options.timeoutMs,
          retry: shared.retry,
          breakerFor: shared.breakers.forPath,
          onRetry: () => void counters.retries++,
          telemetry: options.telemetry,
        },
        exchangeStage(options, doFetch, () => void counters.upstreamCalls++),
      ),
    ),
  );

  async function request<S extends z.ZodType>(req: UpstreamRequest, schema: S): Promise<UpstreamResponse<z.infer<S>>> {
    counters.requests++;
    const scope = options.scope();
    const url = buildUrl(options.baseUrl, req.path, req.query);
    try {
      const endpoint = `${req.method ?? "GET"} ${req.path}`;
      const validated = await call({ req, url, endpoint, schema, scope, visitor: scope.signal });
      return { data: validated.data, status: validated.answer.status, headers: new Headers(validated.answer.headers) };
    } catch (failure) {
      // Whatever the page makes of it (a section left out, a message), it served less than it should.
      if (failure instanceof UpstreamError && failure.kind !== "not-found" && failure.kind !== "rejected" && !isVisitorAbort(failure)) {
        scope.noteDegraded?.(`${options.upstream} ${req.method ?? "GET"} ${req.path}: ${failure.kind}`);
      }
      throw failure;
    }
  }

  return {
    upstream: options.upstream,
    request,
    get: async (path, schema, query) => (await request({ path, query }, schema)).data,
    post: async (path, body, schema) => (await request({ method: "POST", path, body }, schema)).data,
    stats: () => {
      const breakers = shared.breakers.states();
      return { upstream: options.upstream, ...counters, breaker: overallBreaker(breakers), breakers, cache: cache?.stats() ?? null };
    },
    clearCache: () => cache?.clear(),
    expireCached: (matches) => {
      const base = new URL(options.baseUrl.replace(/\/+$/, "") + "/");
      return cache?.expire((url) => matches(url.startsWith(base.href) ? "/" + url.slice(base.href.length) : url)) ?? 0;
    },
    withFetch: (otherFetch) => clientOver(options, shared, otherFetch),
  };
}
