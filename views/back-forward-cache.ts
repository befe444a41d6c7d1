/**
 * The back/forward cache, in the visitor's browser: the route data of the last pages seen (at
 * most 10, as the specification asks), so Back and Forward show a page at once and then refresh
 * it quietly from the server. Not the server's anonymous page cache, which keeps whole rendered
 * pages for every visitor without a session (src/server/anonymous-page-cache.ts, decision 012).
 *
 * A route opts in with one line:
 *   export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();
 */

import { redirect } from "react-router";
import { hasSectionsKeptOnServer } from "./static-section";
import { pagePathOfRequest } from "~/src/urls/data-requests";

export const BACK_FORWARD_CACHE_SIZE = 10;

/** A least-recently-used map with a fixed number of entries. */
export class BackForwardCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly capacity: number = BACK_FORWARD_CACHE_SIZE) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError("capacity must be a positive integer");
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    // Reading makes the entry the most recent one.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Pages are keyed by path and query, the way the visitor addressed them. */
export function pageKey(url: string | URL): string {
  const parsed = new URL(url, "http://localhost");
  // React Router's data requests add a `.data` suffix or `_routes`; they name the same page.
  parsed.searchParams.delete("_routes");
  const pathname = pagePathOfRequest(parsed.pathname);
  return `${pathname}${parsed.search}`;
}

const pages = new BackForwardCache<unknown>();

/**
 * Back and Forward fire `popstate`. A capturing listener on window runs before the
 * router's own (non-capturing) one, so the flag is set before the loaders start.
 */
let historyTraversal = false;
let traversalTimer: ReturnType<typeof setTimeout> | undefined;
if (typeof window !== "undefined") {
  window.addEventListener(
    "popstate",
    () => {
      historyTraversal = true;
      clearTimeout(traversalTimer);
      // A traversal that lands on a route without the back/forward cache must not leak into the next click.
      traversalTimer = setTimeout(() => (historyTraversal = false), 1000);
    },
    { capture: true },
  );
}

type DataRouterLike = {
  state: { initialized: boolean; navigation: { state: string } };
  revalidate(): unknown;
  subscribe(listener: (state: { navigation: { state: string } }) => void): () => void;
};

/** React Router's hydrated router (set by HydratedRouter on window). */
function hydratedRouter(): DataRouterLike | undefined {
  return (window as unknown as { __reactRouterDataRouter?: DataRouterLike }).__reactRouterDataRouter;
}

/** Reloads the page's data once the current navigation has settled, without a spinner. */
function refreshQuietly(): void {
  const router = hydratedRouter();
  if (!router) return;
  if (router.state.navigation.state === "idle") {
    void router.revalidate();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== "idle") return;
    unsubscribe();
    void router.revalidate();
  });
}

type CachedLoaderArgs = { request: Request; serverLoader: () => Promise<unknown> };

/**
 * On Back/Forward to a page in the cache: its data at once, then a quiet refresh.
 * Otherwise the server's data, remembered for later.
 */
export async function cachedClientLoader<LoaderData>(args: {
  request: Request;
  serverLoader: () => Promise<LoaderData>;
}): Promise<LoaderData> {
  const key = pageKey(args.request.url);
  const traversal = historyTraversal;
  historyTraversal = false;
  if (traversal) {
    const cached = pages.get(key) as LoaderData | undefined;
    if (cached !== undefined) {
      setTimeout(refreshQuietly, 0);
      return cached;
    }
  }
  const data = await args.serverLoader();
  // A landing page whose large sections stayed on the server has partial data: Back asks the server again.
  if (!hasSectionsKeptOnServer()) pages.set(key, data);
  return data;
}

/**
 * True when this call, the route's first, is a navigation that overtook the router's start: the
 * router has not finished loading the landing page's data, and the call asks for another address.
 * React Router answers a route's first call with the data the server wrote into the document
 * (that is how `hydrate` works), whatever address the call is for. A tap on a link while the page
 * is still hydrating (a slow phone, a page whose pictures or fonts are still loading) starts a
 * navigation that cancels the router's own first load; if the link leads to the same route (a
 * post linking another post, a horse its sire), that navigation is the route's first call and
 * would show the page being left under the new address.
 */
export function overtakesHydration(requestUrl: string, documentUrl: string, router: Pick<DataRouterLike, "state"> | undefined): boolean {
  return router?.state.initialized === false && pageKey(requestUrl) !== pageKey(documentUrl);
}

/**
 * The route's clientLoader, typed by the route's own arguments so its data keep
 * the server loader's type. `hydrate` lets the landing page enter the cache: during
 * hydration `serverLoader()` returns the server-rendered data without a request.
 * A navigation that overtakes the router's start (`overtakesHydration`) would get the landing
 * page's data from `serverLoader()`: it asks for its address again instead (a redirect to the
 * same address, in the browser, before any request), and that second call loads it from the server.
 */
export function backForwardCachedClientLoader<Args extends CachedLoaderArgs>() {
  let firstCall = true;
  const clientLoader = (args: Args) => {
    const first = firstCall;
    firstCall = false;
    if (first && typeof window !== "undefined" && overtakesHydration(args.request.url, window.location.href, hydratedRouter())) {
      const url = new URL(args.request.url);
      throw redirect(pagePathOfRequest(url.pathname) + url.search + url.hash);
    }
    return cachedClientLoader(args) as ReturnType<Args["serverLoader"]>;
  };
  return Object.assign(clientLoader, { hydrate: true as const });
}

/** For tests: the keys currently held, oldest first. */
export function cachedPageKeys(): string[] {
  return pages.keys();
}
