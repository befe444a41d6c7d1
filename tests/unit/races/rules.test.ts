import { describe, expect, it } from "vitest";
import { formatPlacement, formatRaceTime } from "~/src/domain/format";
import {
  inPlacingOrder,
  shownPrizeDescription,
  drawInNumberOrder,
  drawNumberLabel,
  drawPlaceLabel,
  filterQualifications,
  groupRaceDays,
  qualificationYears,
  raceDayText,
  raceDetailTitle,
  racecourseLabel,
} from "~/src/domain/races/rules";
import type { Meeting, Qualification } from "~/src/domain/races/types";

const day = (year: number, month: number, date: number) => ({ year, month, day: date });
const meeting = (day: Meeting["day"], racecourseCode: string, racecourseName: string, town: string | null): Meeting => ({
  day,
  racecourseCode,
  racecourseName,
  town,
});

describe("race days", () => {
  it("groups meetings by day in upstream order with dd/mm/yyyy headings", () => {
    const days = groupRaceDays([
      meeting(day(2026, 11, 22), "NA", "Napoli Agnano", "Napoli"),
      meeting(day(2026, 11, 22), "FI", "Firenze Le Mulina", "Firenze"),
      meeting(day(2026, 11, 23), "BO", "Bologna Arcoveggio", "Bologna"),
    ]);
    expect(days.map((entry) => [entry.date, entry.label, entry.meetings.map((m) => m.racecourseCode)])).toEqual([
      [day(2026, 11, 22), "22/11/2026", ["NA", "FI"]],
      [day(2026, 11, 23), "23/11/2026", ["BO"]],
    ]);
    expect(groupRaceDays([])).toEqual([]);
  });

  it("puts the town in brackets only when it differs from the name", () => {
    expect(racecourseLabel("Napoli Agnano", "Napoli")).toBe("Napoli Agnano (Napoli)");
    expect(racecourseLabel("Follonica", "Follonica")).toBe("Follonica");
    expect(racecourseLabel("Cesena", "CESENA")).toBe("Cesena");
    expect(racecourseLabel("Modena", null)).toBe("Modena");
    expect(racecourseLabel("Modena", "  ")).toBe("Modena");
  });

  it("titles a race day '{type title} di {racecourse} del {date}'", () => {
    expect(raceDetailTitle("arrivi", "Napoli Agnano", day(2026, 10, 23))).toBe("Arrivi di Napoli Agnano del 23/10/2026");
    expect(raceDetailTitle("partenti", "Firenze Le Mulina", day(2026, 11, 22))).toBe("Partenti di Firenze Le Mulina del 22/11/2026");
  });
});

describe("race days as the pages write them", () => {
  it("writes a day dd/mm/yyyy, and nothing for a day the upstream did not give", () => {
    expect(raceDayText(day(2026, 2, 1))).toBe("01/02/2026");
    expect(raceDayText(null)).toBe("");
  });
});

describe("qualification dates", () => {
  it("maps letters to years as the spec (I 2023 … B 2017), continued to the crop qualifying now", () => {
    const years = qualificationYears({ year: 2025, month: 6, day: 1 });
    expect(years.map((entry) => `${entry.letter} ${entry.year}`)).toEqual([
      "I 2023",
      "G 2022",
      "F 2021",
      "E 2020",
      "D 2019",
      "C 2018",
      "B 2017",
    ]);
    const later = qualificationYears({ year: 2026, month: 11, day: 22 });
    expect(later[0]).toEqual({ year: 2024, letter: "L" });
    expect(later.at(-1)).toEqual({ year: 2017, letter: "B" });
  });
});

describe("qualification filter", () => {
  const row = (name: string, sire: string, breeder: string): Qualification => ({
    trialDay: day(2026, 10, 23),
    racecourse: "Napoli Agnano",
    racecourseCode: "NA",
    horseCode: name,
    horseName: name,
    slug: null,
    sire,
    dam: "Madre",
    maternalGrandsire: "Varenne",
    breeder,
    owner: null,
    trainer: null,
    kmTime: "1.15.0",
    video: null,
  });
  const rows = [row("Lince", "Varenne", "Allevamento Lama"), row("Luna", "Ready Cash", "Allevamento Varenna")];

  it("searches every text column, case-insensitive", () => {
    expect(filterQualifications(rows, "  lince ", false).map((r) => r.horseName)).toEqual(["Lince"]);
    expect(filterQualifications(rows, "varenn", false)).toHaveLength(2);
    expect(filterQualifications(rows, "", false)).toHaveLength(2);
  });

  it("looks at the sire alone with 'Nome Padre'", () => {
    expect(filterQualifications(rows, "varenn", true).map((r) => r.horseName)).toEqual(["Lince"]);
  });
});

describe("draws", () => {
  it("labels the place 'TOWN - Racecourse' and the number 'n / starters'", () => {
    expect(drawPlaceLabel({ town: "Napoli", racecourseName: "Napoli Agnano" })).toBe("NAPOLI - Napoli Agnano");
    expect(drawPlaceLabel({ town: null, racecourseName: "Napoli Agnano" })).toBe("Napoli Agnano");
    expect(drawNumberLabel({ number: 3, starters: 9 })).toBe("3 / 9");
    expect(drawNumberLabel({ number: null, starters: null })).toBe("- / -");
  });

  it("lists a draw's numbers in ascending order, each row with its number, a row without one last", () => {
    const row = (name: string) => ({ cells: { name }, horseCode: null, horseSlug: null });
    const detail = {
      racecourse: null,
      title: null,
      subtitle: null,
      numbers: {
        columns: [{ id: "name", label: "Cavallo", kind: "text" as const }],
        rows: [row("c"), row("x"), row("a"), row("j"), row("b")],
      },
      startingNumbers: [3, null, 1, 10, 2],
    };
    const sorted = drawInNumberOrder(detail);
    expect(sorted.startingNumbers).toEqual([1, 2, 3, 10, null]);
    expect(sorted.numbers.rows.map((entry) => entry.cells.name)).toEqual(["a", "b", "c", "j", "x"]);
    expect(sorted.numbers.columns).toBe(detail.numbers.columns);
  });
});

describe("reused formats", () => {
  it("shows placements over 30, and placement 0, as 'n.p.' and drops the '1.' of times", () => {
    expect(formatPlacement(31)).toBe("n.p.");
    expect(formatPlacement(0)).toBe("n.p.");
    expect(formatPlacement(null)).toBe("");
    expect(formatPlacement(30)).toBe("30°");
    expect(formatPlacement(1)).toBe("1°");
    expect(formatRaceTime("1.15.6")).toBe("15.6");
    expect(formatRaceTime("2.01.0")).toBe("2.01.0");
  });
});

describe("result order", () => {
  const row = (postPosition: number | null, placement: number | null) => ({ postPosition, placement });

  it("reads in placing order, then the horses not placed (n.p.) by starting number", () => {
    const rows = [row(1, 3), row(2, 0), row(3, 1), row(4, 99), row(5, 2), row(6, null), row(7, 4)];
    expect(inPlacingOrder(rows).map((r) => r.postPosition)).toEqual([3, 5, 1, 7, 2, 4, 6]);
    expect(rows.map((r) => r.postPosition)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe("prize text of a race caption", () => {
  it("leaves out a zero prize and keeps any other text", () => {
    for (const zero of ["0 euro", " 0 EURO ", "0,00 €", "€ 0", "0"]) expect(shownPrizeDescription(zero)).toBeNull();
    expect(shownPrizeDescription("9900 euro")).toBe("9900 euro");
    expect(shownPrizeDescription("Premio 0 euro al primo")).toBe("Premio 0 euro al primo");
    expect(shownPrizeDescription(null)).toBeNull();
  });
});
