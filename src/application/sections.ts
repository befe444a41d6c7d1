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

/**
 * A page's main answer that the upstream sent in a shape Sulky cannot read (the
 * adapter has logged every issue): null, and the page keeps its frame with a short
 * message in place of the missing part. An outage or a not-found still propagates.
 */
export async function unusableAsNull<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (isUpstreamError(error, "invalid-response")) return null;
    throw error;
  }
}

/**
 * A page's main answer when the thing may not exist: null for a not-found (the route's
 * 404), else `{ section }`, the section being null when the answer could not be read.
 */
export async function mainSection<T>(pending: Promise<T>): Promise<{ section: T | null } | null> {
  try {
    return { section: await pending };
  } catch (error) {
    if (isUpstreamError(error, "not-found")) return null;
    if (isUpstreamError(error, "invalid-response")) return { section: null };
    throw error;
  }
}

/**
 * A page's main answer whose fetch failures are only logged (docs/PRODUCT.md, "Across the site": the specification's "logged only, no
 * message"): any upstream failure leaves `{ section: null }`, the page keeps its frame with
 * a short message; a not-found is still null, the route's 404.
 */
export async function mainSectionKeepingFrame<T>(pending: Promise<T>): Promise<{ section: T | null } | null> {
  try {
    return { section: await pending };
  } catch (error) {
    if (isUpstreamError(error, "not-found")) return null;
    if (isUpstreamError(error)) return { section: null };
    throw error;
  }
}

/**
 * A thing that may not exist, read whole or not at all: null for a not-found; any other
 * upstream failure propagates (a file answer, such as a calendar feed, turns it into a 503).
 */
export async function nullIfNotFound<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (isUpstreamError(error, "not-found")) return null;
    throw error;
  }
}
