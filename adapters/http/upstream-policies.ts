import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen, type CircuitBreakerPolicy } from "cockatiel";
import { UpstreamError, isUpstreamError } from "~/src/ports/upstream-error";

export type RetryPolicy = { retries: number; baseDelayMs: number };
export type BreakerPolicy = { consecutiveFailures: number; halfOpenAfterMs: number };

export const DEFAULT_RETRY: RetryPolicy = { retries: 1, baseDelayMs: 100 };

/** Errors raised because the visitor went away: they say nothing about the upstream's health. */
const visitorAborts = new WeakSet<Error>();

export function markVisitorAbort(error: UpstreamError): UpstreamError {
  visitorAborts.add(error);
  return error;
}

export function isVisitorAbort(error: unknown): boolean {
  return error instanceof Error && visitorAborts.has(error);
}

/** A failure that says the upstream is slow or down (not a real answer like 404 or 422). */
export function isOutage(error: unknown): boolean {
  return isUpstreamError(error) && (error.kind === "timeout" || error.kind === "unavailable") && !isVisitorAbort(error);
}

/** Waits `baseDelayMs` × (1 + random), so retries from many requests do not arrive in step. */
export function jitteredDelay(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  return Math.round(policy.baseDelayMs * 2 ** (attempt - 1) * (1 + random()));
}

export type UpstreamBreaker = {
  execute<T>(work: () => Promise<T>): Promise<T>;
  readonly state: "closed" | "open" | "half-open";
};

/** One breaker (per endpoint family): after N outages in a row, its calls fail at once until a trial call succeeds. */
export function createBreaker(label: string, upstream: UpstreamError["upstream"], policy: BreakerPolicy | false): UpstreamBreaker {
  if (!policy) return { execute: (work) => work(), state: "closed" };
  const breaker: CircuitBreakerPolicy = circuitBreaker(handleWhen(isOutage), {
    halfOpenAfter: policy.halfOpenAfterMs,
    breaker: new ConsecutiveBreaker(policy.consecutiveFailures),
  });
  return {
    async execute(work) {
      try {
        return await breaker.execute(work);
      } catch (error) {
        if (error instanceof BrokenCircuitError) {
          throw new UpstreamError(
            upstream,
            "unavailable",
            `circuito aperto (${label}): il servizio a monte non risponde, chiamata evitata`,
          );
        }
        throw error;
      }
    },
    get state() {
      if (breaker.state === CircuitState.Closed) return "closed";
      if (breaker.state === CircuitState.HalfOpen) return "half-open";
      return "open";
    },
  };
}

/** Waits for work (a shared call, a body), but stops waiting when the signal aborts: a visitor who leaves, a deadline. */
export function untilAborted<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    // Its outcome no longer matters: a late failure must not surface as an unhandled rejection.
    work.catch(() => {});
    return Promise.reject(signal.reason);
  }
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
