import { describe, expect, it } from "vitest";
import { hasNiceRecord, isNiceRecord, wonBigRace } from "../../../src/domain/horses/female-line";

describe("nice record (§2.4)", () => {
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
    expect(hasNiceRecord({ record_breve: "1.16.0", record_lunga: "1.14.2" })).toBe(true);
    expect(hasNiceRecord({ record_breve: "1.12.0", record_lunga: null })).toBe(true);
    expect(hasNiceRecord({ record_breve: "1.15.0", record_lunga: "1.17.3" })).toBe(false);
    expect(hasNiceRecord({ record_breve: null, record_lunga: null })).toBe(false);
  });
});

describe("big-race winner", () => {
  it("is a child with a first place in a big race", () => {
    expect(wonBigRace({ gps: [{ piazzamento: 2 }, { piazzamento: 1 }] })).toBe(true);
    expect(wonBigRace({ gps: [{ piazzamento: "1" }] })).toBe(true);
    expect(wonBigRace({ gps: [{ piazzamento: 3 }] })).toBe(false);
    expect(wonBigRace({ gps: [] })).toBe(false);
  });
});
