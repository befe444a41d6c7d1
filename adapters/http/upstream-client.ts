import type { z } from "zod";
import type { RequestScope } from "../../src/ports/logger";
import { UpstreamError, type FieldErrors, type UpstreamName } from "../../src/ports/upstream-error";

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
  timeoutMs: number;
  scope: () => RequestScope;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
};

export type UpstreamClient = {
  readonly upstream: UpstreamName;
  request<S extends z.ZodType>(request: UpstreamRequest, schema: S): Promise<UpstreamResponse<z.infer<S>>>;
  get<S extends z.ZodType>(path: string, schema: S, query?: Record<string, QueryValue>): Promise<z.infer<S>>;
  post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>>;
};

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(baseUrl.replace(/\/+$/, "") + "/" + path.replace(/^\/+/, ""));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * The one way Sulky talks HTTP to an upstream: a deadline on every call (also
 * ended by the visitor's disconnect), JSON validated against the caller's schema,
 * every failure logged once with its endpoint and turned into an UpstreamError.
 */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const doFetch = options.fetch ?? fetch;

  async function request<S extends z.ZodType>(req: UpstreamRequest, schema: S): Promise<UpstreamResponse<z.infer<S>>> {
    const method = req.method ?? "GET";
    const endpoint = `${method} ${req.path}`;
    const { logger, signal } = options.scope();
    const started = performance.now();
    const fail = (kind: UpstreamError["kind"], message: string, status?: number, fieldErrors?: FieldErrors) => {
      const error = new UpstreamError(options.upstream, kind, message, status, fieldErrors);
      const level = kind === "rejected" || kind === "not-found" ? "info" : "warn";
      logger[level](
        { upstream: options.upstream, endpoint, status, kind, durationMs: Math.round(performance.now() - started) },
        `upstream ${options.upstream}: ${message}`,
      );
      return error;
    };

    const deadline = AbortSignal.timeout(options.timeoutMs);
    const combined = signal ? AbortSignal.any([deadline, signal]) : deadline;
    let response: Response;
    try {
      response = await doFetch(buildUrl(options.baseUrl, req.path, req.query), {
        method,
        signal: combined,
        headers: {
          Accept: "application/json",
          ...(req.body !== undefined ? { "Content-Type": "application/json" } : {}),
          ...options.headers,
          ...req.headers,
        },
        body: req.body !== undefined ? JSON.stringify(req.body) : undefined,
      });
    } catch (cause) {
      if (deadline.aborted) throw fail("timeout", `nessuna risposta entro ${options.timeoutMs} ms`);
      if (signal?.aborted) throw fail("unavailable", "richiesta annullata: il visitatore ha chiuso la connessione");
      throw fail("unavailable", `connessione fallita (${(cause as Error).message})`);
    }

    let text: string;
    try {
      text = await response.text();
    } catch {
      throw fail(deadline.aborted ? "timeout" : "unavailable", "risposta interrotta", response.status);
    }
    let json: unknown = undefined;
    if (text.length > 0) {
      try {
        json = JSON.parse(text);
      } catch {
        if (response.ok) throw fail("invalid-response", "JSON non valido", response.status);
      }
    }

    if (!response.ok) {
      const status = response.status;
      const body = (json ?? {}) as { message?: unknown; errors?: unknown };
      const message = typeof body.message === "string" ? body.message : `HTTP ${status}`;
      if (status === 422) throw fail("rejected", message, status, asFieldErrors(body.errors));
      if (status === 404) throw fail("not-found", message, status);
      if (status === 401) throw fail("unauthenticated", message, status);
      if (status === 419) throw fail("csrf", message, status);
      if (status >= 400 && status < 500) throw fail("rejected", message, status, asFieldErrors(body.errors));
      throw fail("unavailable", message, status);
    }

    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw fail("invalid-response", `dati non validi in ${first?.path.join(".") || "(radice)"}: ${first?.message}`, response.status);
    }
    logger.debug(
      { upstream: options.upstream, endpoint, status: response.status, durationMs: Math.round(performance.now() - started) },
      "upstream call",
    );
    return { data: parsed.data, status: response.status, headers: response.headers };
  }

  return {
    upstream: options.upstream,
    request,
    get: async (path, schema, query) => (await request({ path, query }, schema)).data,
    post: async (path, body, schema) => (await request({ method: "POST", path, body }, schema)).data,
  };
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
