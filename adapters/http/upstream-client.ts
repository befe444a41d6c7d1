import type { z } from "zod";
import type { RequestScope } from "~/src/ports/logger";
import { UpstreamError, type UpstreamName } from "~/src/ports/upstream-error";
import type { UpstreamTelemetry } from "~/src/ports/upstream-telemetry";
import { cachedGet, type Validated } from "./cached-get";
import { ResponseCache, type CacheLifetime } from "./response-cache";
import { callUnderPolicies, createBreakers } from "./upstream-call";
import { buildUrl, exchange, type QueryValue, type UpstreamRequest } from "./upstream-exchange";
import { DEFAULT_RETRY, isVisitorAbort, type BreakerPolicy, type RetryPolicy } from "./upstream-policies";
import { asUpstreamError, readAnswer, reportFailure } from "./upstream-reading";
import { overallBreaker, zeroCounters, type Counters, type UpstreamStats } from "./upstream-stats";

export { endpointFamily } from "./upstream-call";
export type { QueryValue, UpstreamRequest } from "./upstream-exchange";
export type { UpstreamStats } from "./upstream-stats";

/*
 * The upstream client, one file per seam:
 *   upstream-exchange.ts  one HTTP exchange: the address, the fetch options, what a status means;
 *   upstream-call.ts      the exchange under the policies: one budget, breaker per family, cockatiel's retry,
 *                         each exchange and retry reported to the telemetry port;
 *   upstream-reading.ts   the answer read with the caller's schema, each failure logged once;
 *   cached-get.ts         the read-through cache: single flight, stale-if-error, freshness notes;
 *   upstream-stats.ts     the counters behind /readyz.
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
   * The live race day calls it when a day changed (docs/decisions/030-live-race-day-events.md).
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
  const reading = { upstream: options.upstream, counters };
  const policies = {
    upstream: options.upstream,
    timeoutMs: options.timeoutMs,
    retry: shared.retry,
    breakerFor: shared.breakers.forPath,
    onRetry: () => void counters.retries++,
    telemetry: options.telemetry,
  };

  /** Calls under the policies, reads the answer and logs: the answer is only kept (and returned) when the schema accepts it. */
  async function load<S extends z.ZodType>(
    req: UpstreamRequest,
    url: string,
    schema: S,
    scope: RequestScope,
    visitor?: AbortSignal,
  ): Promise<Validated<z.infer<S>>> {
    const endpoint = `${req.method ?? "GET"} ${req.path}`;
    const started = performance.now();
    let answer;
    try {
      answer = await callUnderPolicies(
        policies,
        req,
        (signals) => {
          counters.upstreamCalls++;
          return exchange(options, doFetch, req, url, signals);
        },
        visitor,
      );
    } catch (failure) {
      throw reportFailure(reading, scope.logger, endpoint, started, asUpstreamError(options.upstream, failure));
    }
    const data = readAnswer(reading, schema, answer, endpoint, scope, started);
    counters.lastSuccessAt = Date.now();
    scope.logger.debug(
      { upstream: options.upstream, endpoint, status: answer.status, durationMs: Math.round(performance.now() - started) },
      "upstream call",
    );
    return { data, answer };
  }

  const cacheClient = {
    upstream: options.upstream,
    load,
    reread: <S extends z.ZodType>(schema: S, answer: Validated<unknown>["answer"], endpoint: string, scope: RequestScope) =>
      readAnswer(reading, schema, answer, endpoint, scope, performance.now()),
  };

  async function request<S extends z.ZodType>(req: UpstreamRequest, schema: S): Promise<UpstreamResponse<z.infer<S>>> {
    counters.requests++;
    const scope = options.scope();
    const url = buildUrl(options.baseUrl, req.path, req.query);
    try {
      let validated: Validated<z.infer<S>>;
      if (cache && (req.method ?? "GET") === "GET" && !req.headers)
        validated = await cachedGet(cacheClient, cache, req, url, schema, scope);
      else {
        // Data read around the cache (per player, or with the cache off) is fresh only for this request.
        scope.noteFreshness?.(0);
        validated = await load(req, url, schema, scope, scope.signal);
      }
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
