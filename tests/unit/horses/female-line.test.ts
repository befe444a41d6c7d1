import { describe, expect, it } from "vitest";
import { hasNiceRecord, isNiceRecord, wonBigRace } from "~/src/domain/horses/female-line";

describe("nice record (docs/PRODUCT.md, Pedigree and female line)", () => {
  it.each([
    ["1.14.9", true],
    ["1.10.0", true],
    ["1.09.9", true],
    ["1.15.0", false],
    ["1.19.9", false],
    ["2.01.0", false],
    ["", false],
    [null, false],
    [undefined, false],
    ["1.1", false],
  ])("%s → %s", (record, expected) => {
    expect(isNiceRecord(record)).toBe(expected);
  });

  it("makes a row bold when either the short or the long record is nice", () => {
    expect(hasNiceRecord({ shortRecord: "1.16.0", longRecord: "1.14.2" })).toBe(true);
    expect(hasNiceRecord({ shortRecord: "1.12.0", longRecord: null })).toBe(true);
    expect(hasNiceRecord({ shortRecord: "1.15.0", longRecord: "1.17.3" })).toBe(false);
    expect(hasNiceRecord({ shortRecord: null, longRecord: null })).toBe(false);
  });
});

describe("big-race winner", () => {
  it("is a child with a first place in a big race", () => {
    const race = { date: null, racecourse: null, description: null, prizeMoney: null };
    expect(
      wonBigRace({
        bigRaces: [
          { ...race, placement: 2 },
          { ...race, placement: 1 },
        ],
      }),
    ).toBe(true);
    expect(wonBigRace({ bigRaces: [{ ...race, placement: 3 }] })).toBe(false);
    expect(wonBigRace({ bigRaces: [] })).toBe(false);
  });
});
