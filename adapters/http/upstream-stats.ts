import type { UpstreamName } from "~/src/ports/upstream-error";
import type { CacheStats } from "./response-cache";
import type { UpstreamBreaker } from "./upstream-policies";

/** What a client counts as it works. */
export type Counters = {
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

export function zeroCounters(): Counters {
  return {
    requests: 0,
    upstreamCalls: 0,
    retries: 0,
    failures: 0,
    rejectedAnswers: 0,
    droppedRows: 0,
    lastSuccessAt: null,
    lastFailureAt: null,
    lastOutageAt: null,
  };
}

/** The upstream as a whole: open when every family it was asked for is open, closed while some calls get through. */
export function overallBreaker(states: Record<string, UpstreamBreaker["state"]>): UpstreamBreaker["state"] {
  const values = Object.values(states);
  if (values.length > 0 && values.every((state) => state === "open")) return "open";
  return values.length > 0 && values.every((state) => state !== "closed") ? "half-open" : "closed";
}
