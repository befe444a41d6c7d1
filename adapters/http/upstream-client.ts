import type { z } from "zod";
import type { Logger, RequestScope } from "~/src/ports/logger";
import { UpstreamError, type FieldErrors, type UpstreamName } from "~/src/ports/upstream-error";
import type { UpstreamCall, UpstreamTelemetry } from "~/src/ports/upstream-telemetry";
import { collectDroppedRows, describeIssues } from "../shared/tolerant-reader";
import { ResponseCache, type CacheLifetime, type CacheStats, type CachedAnswer } from "./response-cache";
import {
  DEFAULT_RETRY,
  createBreaker,
  isOutage,
  isVisitorAbort,
  jitteredDelay,
  markVisitorAbort,
  sleep,
  type BreakerPolicy,
  type RetryPolicy,
  type UpstreamBreaker,
} from "./upstream-policies";

export type QueryValue = string | number | boolean | null | undefined;

export type UpstreamRequest = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
};

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
  /** The endpoint family of a path (partner tables, horse files, races, ...): default, its first segment after /api/vN. */
  family?: (path: string) => string;
  /** Read-through cache of GET answers with these lifetimes; omitted: no cache. */
  cache?: { lifetimes: CacheLifetime[]; maxEntries?: number; maxSizeBytes?: number; now?: () => number };
  /** Told of every exchange and retry: the operators' metrics and traces (docs/OPERATIONS.md). */
  telemetry?: UpstreamTelemetry;
};

/** What a client counts as it works. */
type Counters = {
  requests: number;
  upstreamCalls: number;
  retries: number;
  failures: number;
  /** Answers the tolerant reader could not use, and rows it left out of answers it used. */
  rejectedAnswers: number;
  droppedRows: number;
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
  /** Last timeout or unavailable answer (a 404 or 422 says the upstream is up). */
  lastOutageAt: number | null;
};

export type UpstreamStats = Counters & {
  upstream: UpstreamName;
  /** "open" only when every family that was called is open: the upstream as a whole is unreachable (see `breakers`). */
  breaker: "closed" | "open" | "half-open";
  /** The state of each endpoint family's breaker. */
  breakers: Record<string, "closed" | "open" | "half-open">;
  cache: CacheStats | null;
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

/** `/api/v2/cavalli/123` → `cavalli`, `/api/iframe/figli-di` → `iframe`, `/posts` → `posts`. */
export function endpointFamily(path: string): string {
  const segments = path.split("?")[0].split("/").filter(Boolean);
  let index = segments[0] === "api" ? 1 : 0;
  if (/^v\d+$/.test(segments[index] ?? "")) index += 1;
  return segments[index] ?? "/";
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(baseUrl.replace(/\/+$/, "") + "/" + path.replace(/^\/+/, ""));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
}

type Validated<T> = { data: T; answer: CachedAnswer };

/**
 * The one way Sulky talks HTTP to an upstream: a deadline on every call (also
 * ended by the visitor's disconnect), one jittered retry for GETs after an
 * outage, a circuit breaker per endpoint family (a broken family of calls does
 * not take the others down), a read-through cache of GET answers
 * (shared in-flight calls, stale answers when the upstream fails), JSON
 * validated against the caller's schema, and every failure logged once with
 * its endpoint and turned into an UpstreamError.
 */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const breakers = new Map<string, UpstreamBreaker>();
  const shared: SharedState = {
    retry: options.retry === undefined ? DEFAULT_RETRY : options.retry,
    breakerFor(path) {
      const family = (options.family ?? endpointFamily)(path);
      let breaker = breakers.get(family);
      if (!breaker)
        breakers.set(family, (breaker = createBreaker(`${options.upstream} ${family}`, options.upstream, options.breaker ?? false)));
      return breaker;
    },
    breakerStates: () => Object.fromEntries([...breakers].map(([family, breaker]) => [family, breaker.state])),
    cache: options.cache ? new ResponseCache(options.cache) : null,
    counters: {
      requests: 0,
      upstreamCalls: 0,
      retries: 0,
      failures: 0,
      rejectedAnswers: 0,
      droppedRows: 0,
      lastSuccessAt: null,
      lastFailureAt: null,
      lastOutageAt: null,
    },
  };
  return clientOver(options, shared, options.fetch ?? fetch);
}

/** What every view of one upstream client shares, whatever fetch it uses. */
type SharedState = {
  retry: RetryPolicy | false;
  breakerFor(path: string): UpstreamBreaker;
  breakerStates(): Record<string, UpstreamBreaker["state"]>;
  cache: ResponseCache | null;
  counters: Counters;
};

/** The upstream as a whole: open when every family it was asked for is open, closed while some calls get through. */
function overallBreaker(states: Record<string, UpstreamBreaker["state"]>): UpstreamBreaker["state"] {
  const values = Object.values(states);
  if (values.length > 0 && values.every((state) => state === "open")) return "open";
  return values.length > 0 && values.every((state) => state !== "closed") ? "half-open" : "closed";
}

function clientOver(options: UpstreamClientOptions, shared: SharedState, doFetch: typeof fetch): UpstreamClient {
  const { retry, cache, counters } = shared;

  /** One HTTP exchange; raises an unlogged UpstreamError on any failure. */
  async function exchange(
    req: UpstreamRequest,
    url: string,
    signal: AbortSignal,
    deadline: AbortSignal,
    visitor?: AbortSignal,
  ): Promise<CachedAnswer> {
    const method = req.method ?? "GET";
    const error = (kind: UpstreamError["kind"], message: string, status?: number, fieldErrors?: FieldErrors, retryAfterSeconds?: number) =>
      new UpstreamError(options.upstream, kind, message, status, fieldErrors, retryAfterSeconds);
    counters.upstreamCalls++;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        signal,
        headers: {
          Accept: "application/json",
          ...(req.body !== undefined ? { "Content-Type": "application/json" } : {}),
          ...options.headers,
          ...req.headers,
        },
        body: req.body !== undefined ? JSON.stringify(req.body) : undefined,
        // An API client never follows a redirect: Laravel's `guest` 302 to /home is an answer, not a page to fetch.
        redirect: "manual",
      });
    } catch (cause) {
      if (deadline.aborted) throw error("timeout", `nessuna risposta entro ${options.timeoutMs} ms`);
      if (visitor?.aborted) throw markVisitorAbort(error("unavailable", "richiesta annullata: il visitatore ha chiuso la connessione"));
      throw error("unavailable", `connessione fallita (${(cause as Error).message})`);
    }

    let text: string;
    try {
      text = await response.text();
    } catch {
      if (visitor?.aborted && !deadline.aborted)
        throw markVisitorAbort(error("unavailable", "risposta interrotta: il visitatore ha chiuso la connessione"));
      throw error(deadline.aborted ? "timeout" : "unavailable", "risposta interrotta", response.status);
    }
    let json: unknown = undefined;
    if (text.length > 0) {
      try {
        json = JSON.parse(text);
      } catch {
        if (response.ok) throw error("invalid-response", "JSON non valido", response.status);
      }
    }

    if (!response.ok) {
      const status = response.status;
      const body = (json ?? {}) as { message?: unknown; errors?: unknown };
      const message = typeof body.message === "string" ? body.message : `HTTP ${status}`;
      if (status === 422) throw error("rejected", message, status, asFieldErrors(body.errors));
      if (status === 404) throw error("not-found", message, status);
      if (status === 401) throw error("unauthenticated", message, status);
      if (status === 419) throw error("csrf", message, status);
      if (status === 429) throw error("throttled", message, status, undefined, retryAfterSeconds(response.headers.get("retry-after")));
      if (status >= 300 && status < 400) throw error("redirected", `rinvio a ${response.headers.get("location") ?? "?"}`, status);
      if (status >= 400 && status < 500) throw error("rejected", message, status, asFieldErrors(body.errors));
      throw error("unavailable", message, status);
    }
    if (options.rewriteMedia) json = options.rewriteMedia(json);
    return { json, status: response.status, headers: [...response.headers.entries()], size: text.length, freshUntil: 0 };
  }

  /** The exchange under the breaker, retried once for a GET that met an outage, within one time budget. */
  async function call(req: UpstreamRequest, url: string, visitor?: AbortSignal): Promise<CachedAnswer> {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signal = visitor ? AbortSignal.any([deadline, visitor]) : deadline;
    const idempotent = (req.method ?? "GET") === "GET";
    const attempts = idempotent && retry ? 1 + retry.retries : 1;
    const breaker = shared.breakerFor(req.path);
    const observed = { upstream: options.upstream, family: (options.family ?? endpointFamily)(req.path), method: req.method ?? "GET" };
    for (let attempt = 1; ; attempt++) {
      try {
        return await breaker.execute(() => reported(observed, () => exchange(req, url, signal, deadline, visitor)));
      } catch (failure) {
        const again = attempt < attempts && isOutage(failure) && breaker.state === "closed" && !signal.aborted;
        if (!again || !retry) throw failure;
        counters.retries++;
        options.telemetry?.retried(observed);
        try {
          await sleep(jitteredDelay(retry, attempt), signal);
        } catch {
          throw failure;
        }
      }
    }
  }

  /** One exchange as the telemetry sees it: its duration, and its status or failure. */
  async function reported(call: UpstreamCall, work: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const ended = options.telemetry?.started(call);
    if (!ended) return work();
    try {
      const answer = await work();
      ended({ status: answer.status });
      return answer;
    } catch (failure) {
      ended(failure instanceof UpstreamError ? { status: failure.status, failure: failure.kind } : { failure: "unavailable" });
      throw failure;
    }
  }

  function report(logger: Logger, endpoint: string, started: number, failure: UpstreamError, details: object = {}): UpstreamError {
    counters.failures++;
    counters.lastFailureAt = Date.now();
    if (isOutage(failure)) counters.lastOutageAt = counters.lastFailureAt;
    const level = failure.kind === "rejected" || failure.kind === "not-found" || isVisitorAbort(failure) ? "info" : "warn";
    logger[level](
      {
        upstream: options.upstream,
        endpoint,
        status: failure.status,
        kind: failure.kind,
        durationMs: Math.round(performance.now() - started),
        ...details,
      },
      `upstream ${options.upstream}: ${failure.message}`,
    );
    return failure;
  }

  /**
   * Reads an answer with the endpoint's tolerant schema. A rejected answer is logged once
   * with every issue (so a drifting feed is fixed in one round); each row the schema
   * dropped gets its own line. Either way the visitor's page is marked degraded.
   */
  function read<S extends z.ZodType>(schema: S, answer: CachedAnswer, endpoint: string, scope: RequestScope, started: number): z.infer<S> {
    const { result, dropped } = collectDroppedRows(() => schema.safeParse(answer.json));
    if (!result.success) {
      const issues = describeIssues(result.error.issues);
      const first = issues[0];
      const failure = new UpstreamError(
        options.upstream,
        "invalid-response",
        `dati non validi in ${first?.path}: ${first?.message}`,
        answer.status,
      );
      counters.rejectedAnswers++;
      throw report(scope.logger, endpoint, started, failure, { issues });
    }
    for (const row of dropped) {
      counters.droppedRows++;
      scope.logger.warn(
        { upstream: options.upstream, endpoint, list: row.list, index: row.index, issues: row.issues },
        `upstream ${options.upstream}: riga scartata da ${row.list}`,
      );
    }
    if (dropped.length > 0) scope.noteDegraded?.(`${options.upstream} ${endpoint}: ${dropped.length} righe scartate`);
    return result.data;
  }

  /** Calls, validates and logs: the answer is only kept (and returned) when the schema accepts it. */
  async function load<S extends z.ZodType>(
    req: UpstreamRequest,
    url: string,
    schema: S,
    scope: RequestScope,
    visitor?: AbortSignal,
  ): Promise<Validated<z.infer<S>>> {
    const endpoint = `${req.method ?? "GET"} ${req.path}`;
    const started = performance.now();
    let answer: CachedAnswer;
    try {
      answer = await call(req, url, visitor);
    } catch (failure) {
      throw report(scope.logger, endpoint, started, asUpstreamError(options.upstream, failure));
    }
    const data = read(schema, answer, endpoint, scope, started);
    counters.lastSuccessAt = Date.now();
    scope.logger.debug(
      { upstream: options.upstream, endpoint, status: answer.status, durationMs: Math.round(performance.now() - started) },
      "upstream call",
    );
    return { data, answer };
  }

  function respond<T>(data: T, answer: CachedAnswer): UpstreamResponse<T> {
    return { data, status: answer.status, headers: new Headers(answer.headers) };
  }

  async function cachedGet<S extends z.ZodType>(store: ResponseCache, req: UpstreamRequest, url: string, schema: S, scope: RequestScope) {
    // A cached answer is read again for each visitor: its dropped rows are logged under their request.
    const reuse = (answer: CachedAnswer) =>
      respond(read(schema, answer, `GET ${req.path}`, scope, performance.now()) as z.infer<S>, answer);
    // The page rendered from this answer may be kept only as long as the answer stays fresh.
    const noteFreshness = (answer: CachedAnswer) => scope.noteFreshness?.(store.remainingFreshness(answer));
    const hit = store.fresh(url);
    if (hit) {
      noteFreshness(hit);
      return reuse(hit);
    }
    let leader = false;
    const flight = store.shared(url, async () => {
      leader = true;
      // A shared call must outlive any one visitor: it answers them all.
      const { data, answer } = await load(req, url, schema, scope);
      return { ...store.store(url, req.path, answer), parsed: data } as CachedAnswer;
    });
    try {
      const answer = (await untilAborted(flight, scope.signal)) as CachedAnswer & { parsed?: unknown };
      noteFreshness(answer);
      return leader && "parsed" in answer ? respond(answer.parsed as z.infer<S>, answer) : reuse(answer);
    } catch (failure) {
      if (scope.signal?.aborted) {
        throw markVisitorAbort(
          new UpstreamError(options.upstream, "unavailable", "richiesta annullata: il visitatore ha chiuso la connessione"),
        );
      }
      const stale =
        isOutage(failure) || (failure instanceof UpstreamError && failure.kind === "invalid-response") ? store.stale(url) : undefined;
      if (!stale) throw failure;
      scope.logger.warn(
        {
          upstream: options.upstream,
          endpoint: `GET ${req.path}`,
          kind: (failure as UpstreamError).kind,
          staleForMs: Math.max(0, Date.now() - stale.freshUntil),
        },
        `upstream ${options.upstream}: servita l'ultima risposta valida (stale-if-error)`,
      );
      // A stand-in for a failed call is already past its lifetime: a page built on it is not kept.
      scope.noteFreshness?.(0);
      return reuse(stale);
    }
  }

  async function request<S extends z.ZodType>(req: UpstreamRequest, schema: S): Promise<UpstreamResponse<z.infer<S>>> {
    counters.requests++;
    const scope = options.scope();
    const url = buildUrl(options.baseUrl, req.path, req.query);
    try {
      if (cache && (req.method ?? "GET") === "GET" && !req.headers) return await cachedGet(cache, req, url, schema, scope);
      // Data read around the cache (per player, or with the cache off) is fresh only for this request.
      scope.noteFreshness?.(0);
      const { data, answer } = await load(req, url, schema, scope, scope.signal);
      return respond(data, answer);
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
      const breakers = shared.breakerStates();
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

function asUpstreamError(upstream: UpstreamName, failure: unknown): UpstreamError {
  if (failure instanceof UpstreamError) return failure;
  return new UpstreamError(upstream, "unavailable", `errore inatteso (${(failure as Error)?.message ?? String(failure)})`);
}

/** Waits for a shared call, but lets this visitor stop waiting when they leave. */
function untilAborted<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

/** Retry-After in seconds (a number or an HTTP date); 60 when missing or unreadable. */
function retryAfterSeconds(header: string | null): number {
  const seconds = Number(header);
  if (header && Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = header ? Date.parse(header) : NaN;
  return Number.isNaN(date) ? 60 : Math.max(1, Math.ceil((date - Date.now()) / 1000));
}

function asFieldErrors(value: unknown): FieldErrors | undefined {
  if (!value || typeof value !== "object") return undefined;
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(messages)) result[field] = messages.filter((m): m is string => typeof m === "string");
    else if (typeof messages === "string") result[field] = [messages];
  }
  return result;
}
