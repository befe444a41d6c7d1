import { describe, expect, it } from "vitest";
import { cellText, isNumericColumn, tableRowKey } from "~/src/domain/tables";

describe("cells of a table the server lays out", () => {
  it("end percent cells in ',00%' with the Italian thousands separator", () => {
    expect(cellText(37.5, "percent")).toBe("38,00%");
    expect(cellText(0, "percent")).toBe("0,00%");
    expect(cellText("12", "percent")).toBe("12,00%");
    expect(cellText(1234.4, "percent")).toBe("1.234,00%");
    expect(cellText(null, "percent")).toBe("");
  });

  it("write winnings in euro and leave years, counts and text as the server sent them", () => {
    expect(cellText(125000, "money").replace(/\s/g, " ")).toBe("125.000 €");
    expect(cellText(2025, "year")).toBe("2025");
    expect(cellText(12, "number")).toBe("12");
    expect(cellText("F", "text")).toBe("F");
    expect(cellText(true, "text")).toBe("Sì");
    expect(cellText(undefined, "text")).toBe("");
  });

  it("align figures and years on the right, never names or text", () => {
    expect(isNumericColumn({ id: "share", label: "%", kind: "percent" })).toBe(true);
    expect(isNumericColumn({ id: "x", label: "x", kind: "money" })).toBe(true);
    expect(isNumericColumn({ id: "x", label: "x", kind: "horse" })).toBe(false);
    expect(isNumericColumn({ id: "x", label: "x", kind: "year" })).toBe(true);
    expect(isNumericColumn({ id: "x", label: "x", kind: "text" })).toBe(false);
  });

  it("key rows by their horse when they have one, unique even when the server repeats it", () => {
    expect(tableRowKey({ cells: {}, horseCode: "101", horseSlug: null }, 0)).toBe("101-0");
    expect(tableRowKey({ cells: {}, horseCode: null, horseSlug: null }, 4)).toBe("4");
  });
});
