import { failureOf } from "~/src/application/failures";

/** How long a crawler or a proxy should wait before asking again: about a breaker's cool-down (decision 006). */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

/**
 * What each request's routes threw, as React Router reported it (handleError) before
 * hiding the errors from the page (production shows only "Unexpected Server Error").
 */
const routeErrors = new WeakMap<Request, unknown[]>();

/** An upstream down, too slow or unreadable: the page itself is fine. */
export function isUpstreamOutage(error: unknown): boolean {
  return failureOf(error) === "unavailable";
}

export function noteRouteError(request: Request, error: unknown): void {
  routeErrors.set(request, [...(routeErrors.get(request) ?? []), error]);
}

/**
 * A page that failed only because an upstream is down or too slow is a temporary
 * condition, not a fault of the page: 503 with Retry-After, so crawlers keep their copy
 * and come back instead of recording an error. Any other error (a bug) stays a 500.
 */
export function outageStatus(request: Request, status: number): number {
  if (status !== 500) return status;
  const thrown = routeErrors.get(request) ?? [];
  return thrown.length > 0 && thrown.every(isUpstreamOutage) ? 503 : status;
}
