import { describe, expect, it } from "vitest";
import { italianWeekday, nextStartLabel, nextStartOf } from "~/src/domain/races/next-start";
import { aStarterSearchRow, day } from "../../support/domain";

const today = day(2026, 11, 26); // a Thursday

describe("a horse's next start", () => {
  it("says 'Corre oggi', 'Corre domani', the weekday within the week, and the date beyond it", () => {
    expect(italianWeekday(day(2026, 11, 29))).toBe("domenica");
    expect(nextStartLabel({ day: today }, today)).toBe("Corre oggi");
    expect(nextStartLabel({ day: day(2026, 11, 27) }, today)).toBe("Corre domani");
    expect(nextStartLabel({ day: day(2026, 11, 29) }, today)).toBe("Corre domenica");
    expect(nextStartLabel({ day: day(2026, 12, 6) }, today)).toBe("Corre domenica 06/12");
  });

  it("is the horse's own first start from today on that has not been run", () => {
    const entered = { horseCode: "77", racecourseCode: "NA", racecourse: "Napoli", raceNumber: 4, startTime: "15:20" };
    const rows = [
      aStarterSearchRow({ ...entered, day: day(2026, 11, 30) }),
      aStarterSearchRow({ ...entered, day: day(2026, 11, 20), placement: 1, kmTime: "1.13.2" }),
      aStarterSearchRow({ ...entered, day: today, placement: 2, kmTime: "1.14.0" }),
      aStarterSearchRow({ ...entered, horseCode: "78", day: today }),
      aStarterSearchRow({ ...entered, day: day(2026, 11, 29), raceNumber: 6 }),
    ];
    expect(nextStartOf(rows, "77", today)).toEqual({
      day: day(2026, 11, 29),
      racecourseCode: "NA",
      racecourseName: "Napoli",
      raceNumber: 6,
      startTime: "15:20",
    });
    expect(nextStartOf(rows, "99", today)).toBeNull();
  });
});
