import { describe, expect, it } from "vitest";
import { calendarDateInItaly, compareDays, formatItalianDate, isoDay, isRealDay, previousYear } from "~/src/domain/calendar";

describe("calendar", () => {
  it("reads the day in Italy, not in UTC", () => {
    expect(calendarDateInItaly(new Date("2026-12-31T23:30:00Z"))).toEqual({ year: 2027, month: 1, day: 1 });
    expect(calendarDateInItaly(new Date("2026-07-15T21:59:00Z"))).toEqual({ year: 2026, month: 7, day: 15 });
  });

  it("defaults to the previous year", () => {
    expect(previousYear({ year: 2026, month: 11, day: 22 })).toBe(2025);
  });

  it("knows real days, orders them, and writes them dd/mm/yyyy and as ISO keys", () => {
    expect(isRealDay(2024, 2, 29)).toBe(true);
    expect(isRealDay(2026, 2, 29)).toBe(false);
    expect(isRealDay(2026, 1, 32)).toBe(false);
    expect(isRealDay(2026, 13, 1)).toBe(false);
    expect(compareDays({ year: 2026, month: 11, day: 22 }, { year: 2027, month: 1, day: 1 })).toBeLessThan(0);
    expect(compareDays({ year: 2026, month: 11, day: 22 }, { year: 2026, month: 11, day: 22 })).toBe(0);
    expect(formatItalianDate({ year: 2026, month: 3, day: 7 })).toBe("07/03/2026");
    expect(isoDay({ year: 2026, month: 3, day: 7 })).toBe("2026-03-07");
  });
});
