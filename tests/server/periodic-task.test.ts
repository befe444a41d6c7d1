import { afterEach, describe, expect, it, vi } from "vitest";
import { startPeriodicTask } from "~/src/server/periodic-task";

const logger = { info: vi.fn(), warn: vi.fn() };

describe("a periodic background task", () => {
  afterEach(() => void vi.useRealTimers());

  it("runs at once, then once per period, sooner after a failure, and never after stop", async () => {
    vi.useFakeTimers();
    const outcomes: (() => Promise<unknown>)[] = [async () => "ok", async () => Promise.reject(new Error("giù")), async () => "ok"];
    let runs = 0;
    const task = startPeriodicTask({ name: "prova", run: () => outcomes[runs++](), everyMs: 60_000, retryMs: 5_000, logger });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ task: "prova" }), expect.stringContaining("non riuscita"));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(3);
    task.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs).toBe(3);
  });

  it("does not keep the process alive", () => {
    const unref = vi.spyOn(globalThis, "setTimeout");
    const task = startPeriodicTask({ name: "prova", run: async () => "ok", everyMs: 60_000, retryMs: 5_000, logger });
    const timer = unref.mock.results[0].value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    task.stop();
    unref.mockRestore();
  });
});
