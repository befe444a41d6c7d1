export type UpstreamName = "trotting" | "content" | "fantasy";

export type UpstreamFailureKind =
  | "timeout"
  | "unavailable"
  | "invalid-response"
  | "not-found"
  | "rejected"
  | "unauthenticated"
  | "csrf";

/** Field errors of a 422 answer, field → messages. */
export type FieldErrors = Record<string, string[]>;

// A registry symbol rather than instanceof: in development the views run in Vite's
// module graph and the use cases outside it, so the class can exist twice.
const UPSTREAM_ERROR_BRAND = Symbol.for("sulky.upstream-error");

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
  ) {
    super(message);
    this.name = "UpstreamError";
    Object.defineProperty(this, UPSTREAM_ERROR_BRAND, { value: true });
  }
}

export function isUpstreamError(error: unknown, kind?: UpstreamFailureKind): error is UpstreamError {
  const branded = typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[UPSTREAM_ERROR_BRAND] === true;
  return branded && (kind === undefined || (error as UpstreamError).kind === kind);
}
