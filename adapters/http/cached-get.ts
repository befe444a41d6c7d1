import type { z } from "zod";
import type { RequestScope } from "~/src/ports/logger";
import { UpstreamError, type UpstreamName } from "~/src/ports/upstream-error";
import type { CachedAnswer, ResponseCache } from "./response-cache";
import type { UpstreamRequest } from "./upstream-exchange";
import { isOutage, markVisitorAbort, untilAborted } from "./upstream-policies";

/** An answer the caller's schema accepted, with the answer it came from. */
export type Validated<T> = { data: T; answer: CachedAnswer };

export type CachedGetClient = {
  upstream: UpstreamName;
  /** Calls the upstream and reads the answer (logging a failure once); a shared call runs without the visitor's disconnect. */
  load<S extends z.ZodType>(req: UpstreamRequest, url: string, schema: S, scope: RequestScope): Promise<Validated<z.infer<S>>>;
  /** Reads a kept answer again for this visitor (its dropped rows logged under their request). */
  reread<S extends z.ZodType>(schema: S, answer: CachedAnswer, endpoint: string, scope: RequestScope): z.infer<S>;
};

/**
 * A GET through the read-through cache (decision 006): a fresh kept answer is read again for
 * this visitor; otherwise one shared call answers every visitor asking at the same time, and
 * when it fails for an outage or unreadable data the last good answer stands in
 * (stale-if-error, logged). Each answer handed out notes in the request scope how long it stays
 * fresh, so the page built on it lives no longer (decision 012).
 */
export async function cachedGet<S extends z.ZodType>(
  client: CachedGetClient,
  store: ResponseCache,
  req: UpstreamRequest,
  url: string,
  schema: S,
  scope: RequestScope,
): Promise<Validated<z.infer<S>>> {
  const endpoint = `GET ${req.path}`;
  const reuse = (answer: CachedAnswer): Validated<z.infer<S>> => ({ data: client.reread(schema, answer, endpoint, scope), answer });
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
    const { data, answer } = await client.load(req, url, schema, scope);
    return { ...store.store(url, req.path, answer), parsed: data } as CachedAnswer;
  });
  try {
    const answer = (await untilAborted(flight, scope.signal)) as CachedAnswer & { parsed?: unknown };
    noteFreshness(answer);
    return leader && "parsed" in answer ? { data: answer.parsed as z.infer<S>, answer } : reuse(answer);
  } catch (failure) {
    if (scope.signal?.aborted) {
      throw markVisitorAbort(
        new UpstreamError(client.upstream, "unavailable", "richiesta annullata: il visitatore ha chiuso la connessione"),
      );
    }
    const stale =
      isOutage(failure) || (failure instanceof UpstreamError && failure.kind === "invalid-response") ? store.stale(url) : undefined;
    if (!stale) throw failure;
    scope.logger.warn(
      {
        upstream: client.upstream,
        endpoint,
        kind: (failure as UpstreamError).kind,
        staleForMs: Math.max(0, Date.now() - stale.freshUntil),
      },
      `upstream ${client.upstream}: servita l'ultima risposta valida (stale-if-error)`,
    );
    // A stand-in for a failed call is already past its lifetime: a page built on it is not kept.
    scope.noteFreshness?.(0);
    return reuse(stale);
  }
}
