import type { z } from "zod";
import type { RequestScope } from "~/src/ports/logger";
import type { CachedAnswer } from "./response-cache";

/*
 * The stages of one upstream call, composed once per client (upstream-client.ts) and passed
 * through once each, in order, the call going down and its answer coming back up:
 *
 *   cache     (cached-get.ts)         a kept answer, one shared call for many visitors, stale-if-error;
 *   read      (upstream-reading.ts)   the answer read with the caller's schema, each failure logged once;
 *   policies  (upstream-call.ts)      one budget, breaker per endpoint family, retry, telemetry;
 *   exchange  (upstream-exchange.ts)  one HTTP exchange: the address, the fetch options, what a status means.
 *
 * Each stage knows only the call, this file's types and the stage below it, handed to it when
 * the client composes them.
 */

export type QueryValue = string | number | boolean | null | undefined;

export type UpstreamRequest = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
};

/** One call as it goes down the stages. */
export type UpstreamCall<S extends z.ZodType = z.ZodType> = {
  req: UpstreamRequest;
  /** The address: the client's base URL, the path and the query. */
  url: string;
  /** `GET /api/v2/cavalli/123`, as the logs name it. */
  endpoint: string;
  /** The caller's tolerant schema. */
  schema: S;
  scope: RequestScope;
  /** The visitor's disconnect ends the call; a call shared by many visitors has none. */
  visitor?: AbortSignal;
  /** An answer the cache already holds: the read stage reads it for this visitor and asks nothing below. */
  kept?: CachedAnswer;
};

/** An answer the caller's schema accepted, with the answer it came from. */
export type Validated<T> = { data: T; answer: CachedAnswer };

/** The stages that hand back read data: cache and read. */
export type ReadingStage = <S extends z.ZodType>(call: UpstreamCall<S>) => Promise<Validated<z.infer<S>>>;

/** The stages that hand back an upstream's raw answer: policies (and, per attempt, the exchange). */
export type AnswerStage = (call: UpstreamCall) => Promise<CachedAnswer>;

/** The signals of one attempt: the one it runs under, the call's deadline, and the visitor's disconnect. */
/** `traceHeaders`: the trace context of this exchange (`traceparent`), when traces are on. */
export type ExchangeSignals = { signal: AbortSignal; deadline: AbortSignal; visitor?: AbortSignal; traceHeaders?: Record<string, string> };

/** The exchange: one attempt of a call, under the signals the policies give it. */
export type ExchangeStage = (call: UpstreamCall, signals: ExchangeSignals) => Promise<CachedAnswer>;
