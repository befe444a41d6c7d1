// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cachedClientLoader,
  cachedPageKeys,
  BACK_FORWARD_CACHE_SIZE,
  BackForwardCache,
  overtakesHydration,
  pageKey,
} from "~/views/back-forward-cache";

describe("a navigation that overtakes the router's start", () => {
  const starting = { state: { initialized: false, navigation: { state: "loading" } } };
  const started = { state: { initialized: true, navigation: { state: "idle" } } };
  it("is one to another address before the router has loaded the landing page's data", () => {
    expect(overtakesHydration("http://x/news/2-altra", "http://x/news/1-prima", starting)).toBe(true);
  });
  it("is not the router's own first load of the landing page, nor any call once the router has started", () => {
    expect(overtakesHydration("http://x/news/1-prima.data", "http://x/news/1-prima", starting)).toBe(false);
    expect(overtakesHydration("http://x/news/2-altra", "http://x/news/1-prima", started)).toBe(false);
    expect(overtakesHydration("http://x/news/2-altra", "http://x/news/1-prima", undefined)).toBe(false);
  });
});

describe("BackForwardCache", () => {
  it("keeps at most its capacity, dropping the least recently used page", () => {
    const cache = new BackForwardCache<number>(3);
    cache.set("/a", 1);
    cache.set("/b", 2);
    cache.set("/c", 3);
    expect(cache.get("/a")).toBe(1); // /a is now the most recent
    cache.set("/d", 4);
    expect(cache.keys()).toEqual(["/c", "/a", "/d"]);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it("replaces the data of a page seen again and makes it the most recent", () => {
    const cache = new BackForwardCache<string>(2);
    cache.set("/a", "old");
    cache.set("/b", "b");
    cache.set("/a", "new");
    cache.set("/c", "c");
    expect(cache.keys()).toEqual(["/a", "/c"]);
    expect(cache.get("/a")).toBe("new");
  });

  it("holds the specification's ten pages by default", () => {
    const cache = new BackForwardCache<number>();
    for (let page = 0; page < 15; page++) cache.set(`/p/${page}`, page);
    expect(BACK_FORWARD_CACHE_SIZE).toBe(10);
    expect(cache.size).toBe(10);
    expect(cache.get("/p/4")).toBeUndefined();
    expect(cache.get("/p/5")).toBe(5);
  });

  it("refuses a capacity that is not a positive integer", () => {
    expect(() => new BackForwardCache(0)).toThrow(RangeError);
  });
});

describe("pageKey", () => {
  it("names a page by path and query, whatever data request asked for it", () => {
    expect(pageKey("http://localhost/news?page=2")).toBe("/news?page=2");
    expect(pageKey("http://localhost/news.data?page=2&_routes=routes%2Fnews")).toBe("/news?page=2");
    // The home page and an address with a trailing slash are asked as `…/_.data` (v8_trailingSlashAwareDataRequests).
    expect(pageKey("http://localhost/_.data")).toBe("/");
    expect(pageKey("http://localhost/trotto/puledri/_.data")).toBe("/trotto/puledri/");
    expect(pageKey("http://localhost/trotto/puledri.data")).toBe("/trotto/puledri");
  });
});

describe("cachedClientLoader", () => {
  afterEach(() => vi.useRealTimers());

  const loaderArgs = (url: string, data: unknown) => {
    const serverLoader = vi.fn(async () => data);
    return { request: new Request(`http://localhost${url}`), serverLoader };
  };

  it("asks the server on a normal navigation and remembers the answer", async () => {
    const args = loaderArgs("/classifiche/a", { rows: 1 });
    await expect(cachedClientLoader(args)).resolves.toEqual({ rows: 1 });
    expect(args.serverLoader).toHaveBeenCalledTimes(1);
    expect(cachedPageKeys()).toContain("/classifiche/a");
  });

  it("on Back shows the remembered page without waiting for the server", async () => {
    await cachedClientLoader(loaderArgs("/classifiche/b", { rows: "first visit" }));
    window.dispatchEvent(new PopStateEvent("popstate"));
    const back = loaderArgs("/classifiche/b", { rows: "fresh" });
    await expect(cachedClientLoader(back)).resolves.toEqual({ rows: "first visit" });
    expect(back.serverLoader).not.toHaveBeenCalled();
  });

  it("after showing the remembered page, refreshes it quietly once the navigation is over", async () => {
    let listener: ((state: { navigation: { state: string } }) => void) | undefined;
    const router = {
      state: { navigation: { state: "loading" } },
      revalidate: vi.fn(),
      subscribe: vi.fn((callback: typeof listener) => {
        listener = callback;
        return () => (listener = undefined);
      }),
    };
    Object.assign(window, { __reactRouterDataRouter: router });
    try {
      await cachedClientLoader(loaderArgs("/classifiche/r", { rows: 1 }));
      window.dispatchEvent(new PopStateEvent("popstate"));
      await cachedClientLoader(loaderArgs("/classifiche/r", { rows: 2 }));
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(router.revalidate).not.toHaveBeenCalled();
      listener?.({ navigation: { state: "idle" } });
      expect(router.revalidate).toHaveBeenCalledTimes(1);
      expect(listener).toBeUndefined();
    } finally {
      Reflect.deleteProperty(window, "__reactRouterDataRouter");
    }
  });

  it("a click after Back asks the server again", async () => {
    await cachedClientLoader(loaderArgs("/classifiche/c", { rows: "first visit" }));
    window.dispatchEvent(new PopStateEvent("popstate"));
    await cachedClientLoader(loaderArgs("/somewhere-else", {}));
    const click = loaderArgs("/classifiche/c", { rows: "fresh" });
    await expect(cachedClientLoader(click)).resolves.toEqual({ rows: "fresh" });
    expect(click.serverLoader).toHaveBeenCalledTimes(1);
  });

  it("on Back to a page not in the cache asks the server", async () => {
    window.dispatchEvent(new PopStateEvent("popstate"));
    const back = loaderArgs("/never-seen", { rows: "fresh" });
    await expect(cachedClientLoader(back)).resolves.toEqual({ rows: "fresh" });
    expect(back.serverLoader).toHaveBeenCalledTimes(1);
  });
});
