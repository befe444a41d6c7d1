import { describe, expect, it } from "vitest";
import type { UseCases } from "~/src/application/use-cases";
import { memoizedUseCases } from "~/scripts/bench/render-floor";

describe("the bench floor's use cases answered from memory", () => {
  it("calls each use case once per area, name and arguments, and keeps areas apart", () => {
    const calls: string[] = [];
    const useCase = (area: string) => (id: number) => (calls.push(`${area}:${id}`), { area, id });
    const useCases = { horses: { get: useCase("horses") }, races: { get: useCase("races") } } as unknown as UseCases;
    const memoized = memoizedUseCases(useCases) as unknown as Record<string, { get(id: number): unknown }>;
    expect(memoized.horses.get(1)).toBe(memoized.horses.get(1));
    expect(memoized.races.get(1)).toEqual({ area: "races", id: 1 });
    memoized.horses.get(2);
    expect(calls).toEqual(["horses:1", "races:1", "horses:2"]);
  });
});
