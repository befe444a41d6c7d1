// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE, LOADER, PRELOADS_PER_TASK } from "~/views/scripts-after-first-paint";

/** What is live: the route-module script and the module preloads. */
type Live = { scripts: number; preloads: number };

const live = (): Live => ({
  scripts: document.querySelectorAll('script[type="module"]').length,
  preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
});

/** Runs the loader on a page holding `preloads` preloads; resolves with what was live each time it yielded, and at the end. */
function runLoader(preloads: number): Promise<{ atEachYield: Live[]; atTheEnd: Live }> {
  document.head.innerHTML = Array.from({ length: preloads }, (_, i) => `<link rel="${HELD_PRELOAD_REL}" href="/assets/m${i}.js">`).join("");
  document.body.innerHTML = `<script type="${HELD_SCRIPT_TYPE}">import("/assets/route.js")</script>`;
  const atEachYield: Live[] = [];
  const win = window as unknown as Record<string, unknown>;
  win.scheduler = {
    yield: () => {
      atEachYield.push(live());
      return new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
  // No paint timing in jsdom: the loader waits two animation frames instead.
  win.requestAnimationFrame = (callback: () => void) => setTimeout(callback, 0);
  new Function(LOADER)();
  return new Promise((resolve) => {
    const poll = () => (live().preloads === preloads ? resolve({ atEachYield, atTheEnd: live() }) : setTimeout(poll, 5));
    poll();
  });
}

describe("the script starter after the first paint", () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).scheduler;
  });

  it("releases the route-module script first, then the preloads four per task", async () => {
    expect(PRELOADS_PER_TASK).toBe(4);
    const { atEachYield, atTheEnd } = await runLoader(10);
    expect(atEachYield).toEqual([
      { scripts: 1, preloads: 0 },
      { scripts: 1, preloads: 4 },
      { scripts: 1, preloads: 8 },
    ]);
    expect(atTheEnd).toEqual({ scripts: 1, preloads: 10 });
    expect([...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"))).toEqual(
      Array.from({ length: 10 }, (_, i) => `/assets/m${i}.js`),
    );
    expect(document.querySelectorAll(`[rel="${HELD_PRELOAD_REL}"], [type="${HELD_SCRIPT_TYPE}"]`)).toHaveLength(0);
  });
});
