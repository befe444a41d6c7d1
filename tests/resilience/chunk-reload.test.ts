// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, reloadAfterChunkFailure } from "~/views/chunk-reload";

describe("reload after a missing chunk", () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z"), toFake: ["Date"] });
    window.sessionStorage.clear();
    reload.mockReset();
    Object.defineProperty(window, "location", { configurable: true, value: { ...window.location, reload } });
  });
  afterEach(() => vi.useRealTimers());

  it("reloads the page the first time a chunk cannot be loaded", () => {
    expect(reloadAfterChunkFailure()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads at most once per 60 seconds, then again after them", () => {
    expect(reloadAfterChunkFailure()).toBe(true);
    vi.setSystemTime(Date.now() + CHUNK_RELOAD_INTERVAL_MS - 1);
    expect(reloadAfterChunkFailure()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date("2026-11-22T10:01:00Z"));
    expect(reloadAfterChunkFailure()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
  });

  it("remembers the last reload across page loads of the same tab (sessionStorage)", () => {
    window.sessionStorage.setItem("sulky:last-chunk-reload", String(Date.now() - 10_000));
    expect(reloadAfterChunkFailure()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("recognises the browsers' messages for a missing chunk and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/assets/a-1.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
