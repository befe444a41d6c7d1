import { isUpstreamError } from "../ports/upstream-error";

/** A page the content service does not have is not an error: the route answers 404. */
export async function notFoundAsNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isUpstreamError(error, "not-found")) return null;
    throw error;
  }
}
