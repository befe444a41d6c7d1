import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestScope } from "../ports/logger";
import type { ServerLogger } from "./logger";

/**
 * Collects how long each piece of upstream data read in this scope stays fresh; the page lives as
 * long as the shortest. The race-day poller's next round waits for the longest (src/server/race-day/poll-loop.ts).
 */
export type FreshnessRecord = { shortestMs: number | undefined; longestMs?: number; calls: number };

/** One visitor's request; `degraded` collects what its page lost on the way (access-log.ts counts it). */
export type ActiveRequest = {
  requestId: string;
  logger: ServerLogger;
  signal?: AbortSignal;
  degraded?: string[];
  freshness?: FreshnessRecord;
  /** Its exchanges with Redis and the time they took, and its wait for the player's lock: a slow answer's log line shows them. */
  redis?: { calls: number; ms: number; lockMs: number };
};

const storage = new AsyncLocalStorage<ActiveRequest>();

export function runInRequestScope<T>(active: ActiveRequest, work: () => T): T {
  return storage.run(active, work);
}

export function currentRequest(): ActiveRequest | undefined {
  return storage.getStore();
}

/** Upstream calls log under the visitor's request id, stop when the visitor leaves and note what the page lost. */
export function requestScopeProvider(fallbackLogger: ServerLogger): () => RequestScope {
  return () => {
    const active = storage.getStore();
    if (!active) return { logger: fallbackLogger };
    const { freshness, degraded } = active;
    const noteFreshness = freshness
      ? (remainingMs: number) => {
          freshness.calls++;
          freshness.shortestMs = Math.min(freshness.shortestMs ?? Infinity, Math.max(0, remainingMs));
          freshness.longestMs = Math.max(freshness.longestMs ?? 0, remainingMs);
        }
      : undefined;
    const noteDegraded = degraded ? (reason: string) => void degraded.push(reason) : undefined;
    return { logger: active.logger, signal: active.signal, noteDegraded, noteFreshness };
  };
}
