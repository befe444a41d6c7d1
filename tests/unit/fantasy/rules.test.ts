import { describe, expect, it } from "vitest";
import {
  ageGroupOf,
  buyCost,
  marketAction,
  purchaseBlocker,
  seasonEnd,
  sellValue,
  squadComposition,
  SQUAD_SIZE,
  STARTING_BUDGET,
  transactionAmount,
} from "~/src/domain/fantasy/rules";

describe("fantasy game rules", () => {
  it("starts with 200000 and a squad of 15", () => {
    expect(STARTING_BUDGET).toBe(200_000);
    expect(SQUAD_SIZE).toBe(15);
  });

  it("buys at the rating and sells at a quarter of it", () => {
    expect(buyCost(24_300)).toBe(24_300);
    expect(sellValue(24_300)).toBe(6_075);
    expect(transactionAmount("buy", 10_000)).toBe(10_000);
    expect(transactionAmount("sell", 10_000)).toBe(2_500);
  });

  it("puts horses in the age groups 3, 4 and 5+", () => {
    expect(ageGroupOf(3)).toBe("3");
    expect(ageGroupOf(4)).toBe("4");
    expect(ageGroupOf(5)).toBe("5+");
    expect(ageGroupOf(10)).toBe("5+");
    expect(ageGroupOf(2)).toBeNull();
    expect(ageGroupOf(undefined)).toBeNull();
  });

  it("offers Vendi for owned horses, Compra for enabled ones, nothing otherwise", () => {
    expect(marketAction({ owned: true, enabled: false })).toBe("sell");
    expect(marketAction({ owned: false, enabled: true })).toBe("buy");
    expect(marketAction({ owned: false, enabled: false })).toBeNull();
  });

  it("counts the stable against the 4 / 4 / 7 composition", () => {
    const stable = [{ age: 3 }, { age: 3 }, { age: 4 }, { age: 7 }, { age: null }];
    expect(squadComposition(stable).map(({ group, count, limit }) => [group, count, limit])).toEqual([
      ["3", 2, 4],
      ["4", 1, 4],
      ["5+", 1, 7],
    ]);
  });

  it("explains why a purchase cannot succeed", () => {
    const horse = { rating: 30_000, owned: false, enabled: true, age: 3 };
    expect(purchaseBlocker(horse, { budget: 30_000, stable: [] })).toBeNull();
    expect(purchaseBlocker(horse, { budget: 29_000, stable: [] })).toEqual({ reason: "budget", missing: 1_000 });
    expect(purchaseBlocker({ ...horse, owned: true }, { budget: 1e6, stable: [] })).toEqual({ reason: "owned" });
    expect(purchaseBlocker({ ...horse, enabled: false }, { budget: 1e6, stable: [] })).toEqual({ reason: "disabled" });
    const fullOfThreeYearOlds = Array.from({ length: 4 }, () => ({ age: 3 }));
    expect(purchaseBlocker(horse, { budget: 1e6, stable: fullOfThreeYearOlds })).toEqual({ reason: "group-full", group: "3", limit: 4 });
    expect(purchaseBlocker({ ...horse, age: 4 }, { budget: 1e6, stable: fullOfThreeYearOlds })).toBeNull();
  });

  it("ends the season on 31 December of the current year", () => {
    expect(seasonEnd({ year: 2026, month: 11, day: 22 })).toEqual({ year: 2026, month: 12, day: 31 });
    expect(seasonEnd({ year: 2031, month: 1, day: 1 })).toEqual({ year: 2031, month: 12, day: 31 });
  });
});
