import { describe, expect, it } from "vitest";
import {
  formatMountFee,
  euroOrDash,
  formatPercentCell,
  integerOrDash,
  formatPlacement,
  formatRaceTime,
  monthAbbreviation,
} from "~/src/domain/format";
import { sortRowsEmptyLast } from "~/src/domain/sorting";

describe("race formatting", () => {
  it.each([
    [1, "1°"],
    [30, "30°"],
    [31, "n.p."],
    [99, "n.p."],
    [0, "n.p."],
    ["0", "n.p."],
    ["3", "3°"],
    [null, ""],
  ])("placement %o → %s", (input, expected) => {
    expect(formatPlacement(input)).toBe(expected);
  });

  it("drops a leading '1.' from times only", () => {
    expect(formatRaceTime("1.12.3")).toBe("12.3");
    expect(formatRaceTime("2.01.0")).toBe("2.01.0");
    expect(formatRaceTime("11.5")).toBe("11.5");
    expect(formatRaceTime("")).toBe("");
  });
});

describe("money, months and percentages", () => {
  it("writes the mount fee as EUR {n}.00", () => {
    expect(formatMountFee(3500)).toBe("EUR 3500.00");
    expect(formatMountFee("2000")).toBe("EUR 2000.00");
    expect(formatMountFee(null)).toBeNull();
  });

  it("abbreviates months gen..dic", () => {
    expect(monthAbbreviation(1)).toBe("gen");
    expect(monthAbbreviation(12)).toBe("dic");
    expect(monthAbbreviation("5")).toBe("mag");
    expect(monthAbbreviation(13)).toBe("");
  });

  it("ends percent cells in ',00%'", () => {
    expect(formatPercentCell(25)).toBe("25,00%");
    expect(formatPercentCell("12.4")).toBe("12,00%");
    expect(formatPercentCell(null)).toBe("");
    expect(formatPercentCell(1234)).toBe("1.234,00%");
    expect(formatPercentCell("12345.6")).toBe("12.346,00%");
  });
});

describe("sorting with empty values last", () => {
  const rows = [{ v: 3 }, { v: null }, { v: 1 }, { v: "" }, { v: 2 }];
  it("ascending", () => {
    expect(sortRowsEmptyLast(rows, (row) => row.v, "asc").map((row) => row.v)).toEqual([1, 2, 3, null, ""]);
  });
  it("descending", () => {
    expect(sortRowsEmptyLast(rows, (row) => row.v, "desc").map((row) => row.v)).toEqual([3, 2, 1, null, ""]);
  });
  it("compares Italian text and numeric strings naturally", () => {
    const names = [{ v: "Zeta" }, { v: "ape" }, { v: "10" }, { v: "9" }];
    expect(sortRowsEmptyLast(names, (row) => row.v, "asc").map((row) => row.v)).toEqual(["9", "10", "ape", "Zeta"]);
  });
});

describe("statistics the upstream did not give", () => {
  it("show a dash, never a zero", () => {
    expect(euroOrDash(null)).toBe("–");
    expect(integerOrDash(undefined)).toBe("–");
    expect(euroOrDash(0).replace(/\s/g, " ")).toBe("0 €");
    expect(integerOrDash(12345)).toBe("12.345");
  });
});
