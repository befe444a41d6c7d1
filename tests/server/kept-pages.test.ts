import { describe, expect, it } from "vitest";
import { createKeptPages } from "~/src/server/anonymous-page-cache/kept-pages";
import type { RenderFlight } from "~/src/server/anonymous-page-cache/render-flight";

const flight = {
  head: { status: 200, headers: [["content-type", "text/html; charset=utf-8"]] },
  assembled: () => ({ body: Buffer.from("<h1>Arrivi</h1>"), offsets: [] }),
} as unknown as RenderFlight;

describe("the kept pages", () => {
  it("read the site's clock at every look, so a page past its window is gone at once however soon after the last look", () => {
    const clock = { now: 1_000_000 };
    const kept = createKeptPages({ maxBytes: 1024 * 1024, placeholder: "NONCE", now: () => clock.now, onEviction: () => undefined });
    const target = { key: "/arrivi", path: "/arrivi", variant: "browser" } as const;
    expect(kept.keep(target, flight, { shortestMs: 30_000, calls: 1 }, false)).toBe(true);
    // Both looks within the same real millisecond: only the site's clock has moved.
    expect(kept.find(target.key)?.path).toBe("/arrivi");
    clock.now += 30_000 + 30_000 + 1;
    expect(kept.find(target.key)).toBeUndefined();
  });
});
