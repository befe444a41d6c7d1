import { isUpstreamError } from "../ports/upstream-error";

/**
 * Something the upstream does not have (a horse, a meeting, a post, a page past the
 * last) is an answer, not a failure: null, which the route turns into its 404 page.
 * Every other failure propagates.
 */
export async function nullIfNotFound<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (isUpstreamError(error, "not-found")) return null;
    throw error;
  }
}
