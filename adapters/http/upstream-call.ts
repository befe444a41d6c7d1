import { DelegateBackoff, handleWhen, retry } from "cockatiel";
import { UpstreamError, type UpstreamName } from "~/src/ports/upstream-error";
import type { UpstreamCall, UpstreamTelemetry } from "~/src/ports/upstream-telemetry";
import type { CachedAnswer } from "./response-cache";
import type { AnswerStage, ExchangeSignals, ExchangeStage, UpstreamRequest } from "./upstream-stages";
import { createBreaker, isOutage, jitteredDelay, type BreakerPolicy, type RetryPolicy, type UpstreamBreaker } from "./upstream-policies";

/** `/api/v2/cavalli/123` → `cavalli`, `/api/iframe/figli-di` → `iframe`, `/posts` → `posts`. */
export function endpointFamily(path: string): string {
  const segments = path.split("?")[0].split("/").filter(Boolean);
  let index = segments[0] === "api" ? 1 : 0;
  if (/^v\d+$/.test(segments[index] ?? "")) index += 1;
  return segments[index] ?? "/";
}

/** One breaker per endpoint family of an upstream, made on the family's first call. */
export function createBreakers(upstream: UpstreamName, policy: BreakerPolicy | false) {
  const breakers = new Map<string, UpstreamBreaker>();
  return {
    forPath(path: string): UpstreamBreaker {
      const family = endpointFamily(path);
      let breaker = breakers.get(family);
      if (!breaker) breakers.set(family, (breaker = createBreaker(`${upstream} ${family}`, upstream, policy)));
      return breaker;
    },
    states: (): Record<string, UpstreamBreaker["state"]> =>
      Object.fromEntries([...breakers].map(([family, breaker]) => [family, breaker.state])),
  };
}

/** A retry with less of the budget left than this is not worth its call. */
const LAST_MOMENT_MS = 5;

export type CallPolicies = {
  upstream: UpstreamName;
  /** The budget of the whole call, retries and their waits included. */
  timeoutMs: number;
  retry: RetryPolicy | false;
  breakerFor(path: string): UpstreamBreaker;
  /** Told of each retry (the client counts them). */
  onRetry(): void;
  /** Told of every exchange and retry: the operators' metrics and traces (docs/OPERATIONS.md). */
  telemetry?: UpstreamTelemetry;
};

/** The policies stage (upstream-stages.ts): the call under the policies, each attempt one exchange by the stage below. */
export function policiesStage(policies: CallPolicies, exchange: ExchangeStage): AnswerStage {
  return (call) => callUnderPolicies(policies, call.req, (signals) => exchange(call, signals), call.visitor);
}

/**
 * One call to an upstream under the policies of decision 006: a deadline for the whole call
 * (ended early by the visitor's disconnect), the breaker of the path's endpoint family around
 * each attempt, and for a GET that met an outage (timeout, connection failure, 5xx) jittered
 * retries by cockatiel, only while that breaker stays closed and the budget lasts. POSTs and
 * real answers (4xx, invalid data) are never retried. Each exchange the breaker lets through,
 * and each retry cockatiel decides on, is reported to the telemetry.
 */
async function callUnderPolicies(
  policies: CallPolicies,
  req: UpstreamRequest,
  attempt: (signals: ExchangeSignals) => Promise<CachedAnswer>,
  visitor?: AbortSignal,
): Promise<CachedAnswer> {
  const deadline = AbortSignal.timeout(policies.timeoutMs);
  const deadlineAt = performance.now() + policies.timeoutMs;
  const signals: ExchangeSignals = { signal: visitor ? AbortSignal.any([deadline, visitor]) : deadline, deadline, visitor };
  const breaker = policies.breakerFor(req.path);
  const call: UpstreamCall = { upstream: policies.upstream, family: endpointFamily(req.path), method: req.method ?? "GET" };
  const once = () => breaker.execute(() => reported(policies.telemetry, call, (traceHeaders) => attempt({ ...signals, traceHeaders })));
  const retries = (req.method ?? "GET") === "GET" && policies.retry ? policies.retry.retries : 0;
  if (retries < 1 || !policies.retry) return once();

  const policy = retry(
    handleWhen((failure) => isOutage(failure) && breaker.state === "closed"),
    {
      maxAttempts: retries,
      // never waiting past the deadline: the budget covers the waits too
      backoff: new DelegateBackoff(({ attempt: number }) =>
        Math.max(0, Math.min(jitteredDelay(policies.retry as RetryPolicy, number), deadlineAt - performance.now())),
      ),
    },
  );
  policy.onRetry(() => {
    policies.onRetry();
    policies.telemetry?.retried(call);
  });
  let lastFailure: unknown;
  return policy.execute(async () => {
    // The budget ran out while waiting for the retry (the wait's timer may beat the deadline's
    // by a millisecond): the failure that asked for it stands.
    if (lastFailure !== undefined && (signals.signal.aborted || deadlineAt - performance.now() < LAST_MOMENT_MS)) throw lastFailure;
    try {
      return await once();
    } catch (failure) {
      lastFailure = failure;
      throw failure;
    }
  }, signals.signal);
}

/** One exchange as the telemetry sees it: its duration, and its status or failure. */
async function reported(
  telemetry: UpstreamTelemetry | undefined,
  call: UpstreamCall,
  work: (traceHeaders: Record<string, string>) => Promise<CachedAnswer>,
): Promise<CachedAnswer> {
  const traceHeaders: Record<string, string> = {};
  const ended = telemetry?.started(call, traceHeaders);
  if (!ended) return work(traceHeaders);
  try {
    const answer = await work(traceHeaders);
    ended({ status: answer.status });
    return answer;
  } catch (failure) {
    ended(failure instanceof UpstreamError ? { status: failure.status, failure: failure.kind } : { failure: "unavailable" });
    throw failure;
  }
}
