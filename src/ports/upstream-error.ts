export type UpstreamName = "trotting" | "content" | "fantasy";

export type UpstreamFailureKind =
  | "timeout"
  | "unavailable"
  | "invalid-response"
  | "not-found"
  | "rejected"
  | "unauthenticated"
  | "csrf"
  /** 429: the upstream asks to wait `retryAfterSeconds` (its Retry-After). */
  | "throttled"
  /** A 3xx: an API client never follows it (docs/RESILIENCE.md); the adapter decides what it means. */
  | "redirected";

/** Field errors of a 422 answer, field → messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * What every port raises when its upstream fails. Use cases decide what the
 * visitor sees; the adapter has already logged the technical detail.
 */
export class UpstreamError extends Error {
  constructor(
    readonly upstream: UpstreamName,
    readonly kind: UpstreamFailureKind,
    message: string,
    readonly status?: number,
    readonly fieldErrors?: FieldErrors,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

export function isUpstreamError(error: unknown, kind?: UpstreamFailureKind): error is UpstreamError {
  return error instanceof UpstreamError && (kind === undefined || error.kind === kind);
}
