import { isUpstreamError } from "../ports/upstream-error";

/**
 * A secondary section whose upstream failed is left out of the page (the adapter
 * has logged why). Anything that is not an upstream failure is a bug: rethrow it.
 */
export async function optionalSection<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (isUpstreamError(error)) return null;
    throw error;
  }
}
