import { isUpstreamError } from "../ports/upstream-error";

/**
 * Why a use case could not answer, in Sulky's terms: what was asked for does not exist
 * (`missing`), or its data cannot be had now (`unavailable`: an upstream down, too slow or
 * unreadable). Anything else (a bug) is no failure of the data, and `null`. Views and file
 * loaders answer 404, 503 or a degraded page from this, without knowing the upstreams.
 */
export type Failure = "missing" | "unavailable";

export function failureOf(error: unknown): Failure | null {
  if (!isUpstreamError(error)) return null;
  return error.kind === "not-found" ? "missing" : "unavailable";
}
