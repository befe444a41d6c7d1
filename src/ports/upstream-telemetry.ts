import type { UpstreamFailureKind, UpstreamName } from "./upstream-error";

/** One HTTP exchange with an upstream, as the operators' figures and traces see it. */
export type UpstreamCall = { upstream: UpstreamName; family: string; method: string };

/** How one exchange ended: the upstream's status when it answered, the failure's kind when it failed. */
export type UpstreamCallOutcome = { status?: number; failure?: UpstreamFailureKind };

/**
 * Where the upstream client reports each exchange and each retry (metrics and traces,
 * src/server/observability.ts; docs/OPERATIONS.md). `started` returns the function that
 * ends the exchange; it runs inside the visitor's request, so a trace span it opens is a
 * child of the request's. Headers it writes into `carrier` (the trace's `traceparent`) go with
 * the exchange, so the upstream's own traces continue Sulky's.
 */
export type UpstreamTelemetry = {
  started(call: UpstreamCall, carrier?: Record<string, string>): (outcome: UpstreamCallOutcome) => void;
  retried(call: UpstreamCall): void;
};

export const NO_UPSTREAM_TELEMETRY: UpstreamTelemetry = { started: () => () => {}, retried: () => {} };
