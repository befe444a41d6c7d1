import { UpstreamError, type FieldErrors, type UpstreamName } from "~/src/ports/upstream-error";
import type { CachedAnswer } from "./response-cache";
import type { ExchangeSignals, ExchangeStage, QueryValue, UpstreamCall, UpstreamRequest } from "./upstream-stages";
import { markVisitorAbort, untilAborted } from "./upstream-policies";

/**
 * The last stage of a call (upstream-stages.ts): one HTTP exchange with an upstream, and nothing
 * around it (no retry, breaker or cache: the stages above): the address, the fetch options, the
 * answer's body and what its status means. Two seams live here on purpose, one place each:
 * `fetchOptions` says how Sulky calls (headers, body, redirects) and `failureForStatus` what an
 * answer's status means to Sulky.
 */

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(baseUrl.replace(/\/+$/, "") + "/" + path.replace(/^\/+/, ""));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** The options of every fetch to an upstream: the client's headers, then the request's own. */
export function fetchOptions(req: UpstreamRequest, clientHeaders: Record<string, string> | undefined, signal: AbortSignal): RequestInit {
  return {
    method: req.method ?? "GET",
    signal,
    headers: {
      Accept: "application/json",
      ...(req.body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...clientHeaders,
      ...req.headers,
    },
    body: req.body !== undefined ? JSON.stringify(req.body) : undefined,
    // An API client never follows a redirect: Laravel's `guest` 302 to /home is an answer, not a page to fetch.
    redirect: "manual",
  };
}

/**
 * What a status other than 2xx means: 422 and other 4xx are answers (`rejected`, with the
 * fields' messages), 404 `not-found`, 401 `unauthenticated`, 419 a stale Sanctum token
 * (`csrf`), 429 the upstream's throttle (`throttled`, with its Retry-After), a 3xx a
 * redirect never followed (`redirected`); anything else says the upstream is down
 * (`unavailable`, an outage).
 */
export function failureForStatus(upstream: UpstreamName, status: number, json: unknown, headers: Headers): UpstreamError {
  const body = (json ?? {}) as { message?: unknown; errors?: unknown };
  const message = typeof body.message === "string" ? body.message : `HTTP ${status}`;
  if (status === 422) return new UpstreamError(upstream, "rejected", message, status, asFieldErrors(body.errors));
  if (status === 404) return new UpstreamError(upstream, "not-found", message, status);
  if (status === 401) return new UpstreamError(upstream, "unauthenticated", message, status);
  if (status === 419) return new UpstreamError(upstream, "csrf", message, status);
  if (status === 429)
    return new UpstreamError(upstream, "throttled", message, status, undefined, retryAfterSeconds(headers.get("retry-after")));
  if (status >= 300 && status < 400) return new UpstreamError(upstream, "redirected", `rinvio a ${headers.get("location") ?? "?"}`, status);
  if (status >= 400 && status < 500) return new UpstreamError(upstream, "rejected", message, status, asFieldErrors(body.errors));
  return new UpstreamError(upstream, "unavailable", message, status);
}

/** What the exchange needs of its client. */
export type ExchangeClient = {
  upstream: UpstreamName;
  timeoutMs: number;
  headers?: Record<string, string>;
  rewriteMedia?: (json: unknown) => unknown;
};

/** The exchange stage over a fetch; `onExchange` is told of each exchange (the client counts them). */
export function exchangeStage(client: ExchangeClient, doFetch: typeof fetch, onExchange: () => void): ExchangeStage {
  return (call, signals) => {
    onExchange();
    return exchange(client, doFetch, call, signals);
  };
}

/** One HTTP exchange; raises an unlogged UpstreamError on any failure. */
async function exchange(
  client: ExchangeClient,
  doFetch: typeof fetch,
  { req, url }: UpstreamCall,
  { signal, deadline, visitor, traceHeaders }: ExchangeSignals,
): Promise<CachedAnswer> {
  const error = (kind: UpstreamError["kind"], message: string, status?: number) =>
    new UpstreamError(client.upstream, kind, message, status);
  let response: Response;
  try {
    const headers = traceHeaders && Object.keys(traceHeaders).length > 0 ? { ...client.headers, ...traceHeaders } : client.headers;
    response = await doFetch(url, fetchOptions(req, headers, signal));
  } catch (cause) {
    if (deadline.aborted) throw error("timeout", `nessuna risposta entro ${client.timeoutMs} ms`);
    if (visitor?.aborted) throw markVisitorAbort(error("unavailable", "richiesta annullata: il visitatore ha chiuso la connessione"));
    throw error("unavailable", `connessione fallita (${(cause as Error).message})`);
  }

  let text: string;
  try {
    // The deadline also ends the wait for the body: undici's fetch can leave text() pending for
    // good when the abort comes while it inflates a gzip answer (nodejs/undici#4089).
    text = await untilAborted(response.text(), signal);
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

  if (!response.ok) throw failureForStatus(client.upstream, response.status, json, response.headers);
  if (client.rewriteMedia) json = client.rewriteMedia(json);
  return { json, status: response.status, headers: [...response.headers.entries()], size: text.length, freshUntil: 0 };
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
