// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdHydrationUntil, hydrationHoldsSettled } from "~/views/hydration-gate";

afterEach(() => {
  delete (window as { __sulkyHydrationHolds?: unknown }).__sulkyHydrationHolds;
  vi.useRealTimers();
});

describe("hydration waits for the late code of sections already on the page", () => {
  it("opens at once when no section asked to wait", async () => {
    await expect(hydrationHoldsSettled(50)).resolves.toBeUndefined();
  });

  it("waits for every registered hold, failed ones included", async () => {
    let loadPedigree!: () => void;
    const events: string[] = [];
    holdHydrationUntil(new Promise<void>((resolve) => (loadPedigree = resolve)).then(() => events.push("pedigree")));
    holdHydrationUntil(Promise.reject(new Error("chunk missing")));
    const released = hydrationHoldsSettled(10_000).then(() => events.push("hydrate"));
    await Promise.resolve();
    expect(events).toEqual([]);
    loadPedigree();
    await released;
    expect(events).toEqual(["pedigree", "hydrate"]);
  });

  it("never waits past its limit for code that does not come", async () => {
    vi.useFakeTimers();
    holdHydrationUntil(new Promise(() => {}));
    const released = hydrationHoldsSettled(3000);
    await vi.advanceTimersByTimeAsync(2999);
    let done = false;
    void released.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it("ignores holds registered after hydration began (a section reached by a later navigation)", async () => {
    await hydrationHoldsSettled(50);
    holdHydrationUntil(new Promise(() => {}));
    expect((window as { __sulkyHydrationHolds?: unknown }).__sulkyHydrationHolds).toBe("released");
  });
});
