import { describe, expect, it } from "vitest";
import { homeBlockOrder, isBreederSeason } from "~/src/domain/home";

const day = (month: number, dayOfMonth: number) => ({ year: 2026, month, day: dayOfMonth });

describe("breeder season", () => {
  it.each([
    [day(7, 15), false],
    [day(7, 16), true],
    [day(12, 9), true],
    [day(12, 10), false],
    [day(1, 1), false],
    [day(6, 30), false],
    [day(8, 1), true],
    [day(11, 22), true],
    [day(12, 31), false],
  ])("%o → %s", (date, expected) => {
    expect(isBreederSeason(date)).toBe(expected);
  });

  it("puts breeders first and stallions last in season", () => {
    expect(homeBlockOrder(day(7, 16))).toEqual(["breeders", "news", "stallions"]);
  });

  it("puts stallions first, then news, then breeders out of season", () => {
    expect(homeBlockOrder(day(12, 10))).toEqual(["stallions", "news", "breeders"]);
  });
});
