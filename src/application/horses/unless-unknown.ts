import { isUpstreamError } from "../../ports/upstream-error";

/** An unknown horse is an answer (null), not a failure; every other failure propagates. */
export async function unlessUnknown<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (isUpstreamError(error, "not-found")) return null;
    throw error;
  }
}
