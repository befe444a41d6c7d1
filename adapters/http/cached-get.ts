import type { z } from "zod";
import { UpstreamError, type UpstreamName } from "~/src/ports/upstream-error";
import type { CachedAnswer, ResponseCache } from "./response-cache";
import type { ReadingStage, UpstreamCall, Validated } from "./upstream-stages";
import { isOutage, markVisitorAbort, untilAborted } from "./upstream-policies";

/**
 * The cache stage (upstream-stages.ts), first of a call: GETs go through the read-through cache
 * (decision 006); every other call (a POST, a player's call with its own headers, any call of a
 * client without cache) goes on to the read stage as it is, fresh only for this request.
 *
 * A fresh kept answer is read again for this visitor; otherwise one shared call answers every
 * visitor asking at the same time, and when it fails for an outage or unreadable data the last
 * good answer stands in (stale-if-error, logged). Each answer handed out notes in the request
 * scope how long it stays fresh, so the page built on it lives no longer (decision 012).
 */
export function cacheStage(upstream: UpstreamName, store: ResponseCache | null, read: ReadingStage): ReadingStage {
  return (call) => {
    if (store && (call.req.method ?? "GET") === "GET" && !call.req.headers) return cachedGet(upstream, store, read, call);
    // Data read around the cache (per player, or with the cache off) is fresh only for this request.
    call.scope.noteFreshness?.(0);
    return read(call);
  };
}

async function cachedGet<S extends z.ZodType>(
  upstream: UpstreamName,
  store: ResponseCache,
  read: ReadingStage,
  call: UpstreamCall<S>,
): Promise<Validated<z.infer<S>>> {
  const { req, url, scope, endpoint } = call;
  // A kept answer goes to the read stage, which reads it for this visitor and asks nothing below.
  const reuse = (answer: CachedAnswer) => read({ ...call, kept: answer });
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
    const { data, answer } = await read({ ...call, visitor: undefined });
    return { ...store.store(url, req.path, answer), parsed: data } as CachedAnswer;
  });
  try {
    const answer = (await untilAborted(flight, scope.signal)) as CachedAnswer & { parsed?: unknown };
    noteFreshness(answer);
    // Awaited here: an answer this visitor's schema cannot read falls back to the stale copy below.
    return leader && "parsed" in answer ? { data: answer.parsed as z.infer<S>, answer } : await reuse(answer);
  } catch (failure) {
    if (scope.signal?.aborted) {
      throw markVisitorAbort(new UpstreamError(upstream, "unavailable", "richiesta annullata: il visitatore ha chiuso la connessione"));
    }
    const stale =
      isOutage(failure) || (failure instanceof UpstreamError && failure.kind === "invalid-response") ? store.stale(url) : undefined;
    if (!stale) throw failure;
    scope.logger.warn(
      {
        upstream,
        endpoint,
        kind: (failure as UpstreamError).kind,
        staleForMs: Math.max(0, Date.now() - stale.freshUntil),
      },
      `upstream ${upstream}: servita l'ultima risposta valida (stale-if-error)`,
    );
    // A stand-in for a failed call is already past its lifetime: a page built on it is not kept.
    scope.noteFreshness?.(0);
    return reuse(stale);
  }
}
