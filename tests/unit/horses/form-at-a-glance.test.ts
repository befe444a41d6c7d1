import { describe, expect, it } from "vitest";
import { formAtAGlance, formatTenthsAsKmTime, placingLabel, timeInTenths, type FormStart } from "~/src/domain/horses/form-at-a-glance";

/** A day written yyyy-mm-dd, as the tests spell it. */
const isoDay = (text: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
};

const start = (date: string, placing: number | null, prize = 0, timePerKm: string | null = null): FormStart => ({
  date: isoDay(date),
  placing,
  prize,
  timePerKm,
});

describe("form at a glance", () => {
  it("labels placings over 30 and missing ones as 'n.p.'", () => {
    expect(placingLabel(1)).toEqual({ label: "1°", placed: true });
    expect(placingLabel(30)).toEqual({ label: "30°", placed: true });
    expect(placingLabel(31)).toEqual({ label: "n.p.", placed: false });
    expect(placingLabel(null)).toEqual({ label: "n.p.", placed: false });
    expect(placingLabel(0)).toEqual({ label: "n.p.", placed: false });
  });

  it("reads km times in tenths and writes them back whole, as a chart label standing alone needs", () => {
    expect(timeInTenths("1.14.5")).toBe(745);
    expect(timeInTenths("1.09.9")).toBe(699);
    expect(timeInTenths("1.75.0")).toBeNull();
    expect(timeInTenths("rit.")).toBeNull();
    expect(timeInTenths(null)).toBeNull();
    expect(formatTenthsAsKmTime(745)).toBe("1.14.5");
    expect(formatTenthsAsKmTime(1205)).toBe("2.00.5");
  });

  it("keeps the last ten starts, oldest on the left", () => {
    const starts = Array.from({ length: 14 }, (_, index) =>
      start(`2025-0${1 + Math.floor(index / 3)}-1${index % 3}`, index === 13 ? 99 : index + 1),
    );
    const { lastPlacings } = formAtAGlance(starts);
    expect(lastPlacings).toHaveLength(10);
    expect(lastPlacings[0].placing).toBe(5);
    expect(lastPlacings.at(-1)).toMatchObject({ placing: 99, label: "n.p.", placed: false });
    const days = lastPlacings.map(
      (mark) => `${mark.date.year}-${String(mark.date.month).padStart(2, "0")}-${String(mark.date.day).padStart(2, "0")}`,
    );
    expect(days).toEqual([...days].sort());
  });

  it("adds the earnings of each season and keeps the best time of each year", () => {
    const form = formAtAGlance([
      start("2024-05-01", 1, 5000, "1.15.2"),
      start("2024-09-01", 3, 1200, "1.14.0"),
      start("2025-03-01", 99, 0, null),
      start("2023-10-01", 2, 800, "1.16.1"),
      start("garbage", 1, 1_000_000, "1.10.0"),
    ]);
    expect(form.earningsBySeason).toEqual([
      { year: 2023, earnings: 800 },
      { year: 2024, earnings: 6200 },
      { year: 2025, earnings: 0 },
    ]);
    expect(form.bestTimeByYear).toEqual([
      { year: 2023, tenths: 761, label: "1.16.1" },
      { year: 2024, tenths: 740, label: "1.14.0" },
    ]);
  });

  it("leaves out the oldest season when the career holds more starts than the list", () => {
    const starts = [start("2024-11-01", 1, 900, "1.15.0"), start("2025-03-01", 2, 400, "1.14.0"), start("2025-06-01", 1, 1000, "1.13.5")];
    expect(formAtAGlance(starts, 3).earningsBySeason.map((season) => season.year)).toEqual([2024, 2025]);
    const partial = formAtAGlance(starts, 30);
    expect(partial.earningsBySeason).toEqual([{ year: 2025, earnings: 1400 }]);
    expect(partial.bestTimeByYear.map((year) => year.year)).toEqual([2025]);
    expect(partial.lastPlacings).toHaveLength(3);
  });

  it("draws a lone incomplete season, marked partial, rather than nothing", () => {
    const starts = [start("2026-03-01", 3, 500, "1.15.2"), start("2026-06-01", 1, 1200, "1.14.1")];
    const form = formAtAGlance(starts, 12);
    expect(form.earningsBySeason).toEqual([{ year: 2026, earnings: 1700, partial: true }]);
    expect(form.bestTimeByYear).toEqual([{ year: 2026, tenths: 741, label: "1.14.1", partial: true }]);
    // a complete lone season is not marked
    expect(formAtAGlance(starts, 2).earningsBySeason).toEqual([{ year: 2026, earnings: 1700 }]);
  });

  it("has nothing to draw for a horse that never started", () => {
    expect(formAtAGlance([])).toEqual({ lastPlacings: [], earningsBySeason: [], bestTimeByYear: [] });
  });
});
