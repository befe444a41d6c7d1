import { describe, expect, it } from "vitest";
import { formatPlacement, formatRaceTime } from "~/src/domain/format";
import {
  inPlacingOrder,
  shownPrizeDescription,
  displayRouteDate,
  drawInNumberOrder,
  drawNumberLabel,
  drawPlaceLabel,
  filterQualifications,
  groupRaceDays,
  horseProfilePath,
  parseRaceNumber,
  parseTrackCode,
  performancePath,
  qualificationResultPath,
  qualificationYears,
  raceDetailTitle,
  racecourseLabel,
  racePath,
  trialDayText,
  trialDayToRouteDate,
} from "~/src/domain/races/rules";
import type { Meeting, Qualification } from "~/src/domain/races/types";

const meeting = (day: string, racecourseCode: string, racecourseName: string, town: string | null): Meeting => ({
  day,
  racecourseCode,
  racecourseName,
  town,
});

describe("race days", () => {
  it("groups meetings by day in upstream order with dd/mm/yyyy headings", () => {
    const days = groupRaceDays([
      meeting("22112026", "NA", "Napoli Agnano", "Napoli"),
      meeting("22112026", "FI", "Firenze Le Mulina", "Firenze"),
      meeting("23112026", "BO", "Bologna Arcoveggio", "Bologna"),
    ]);
    expect(days.map((day) => [day.date, day.label, day.meetings.map((m) => m.racecourseCode)])).toEqual([
      ["22112026", "22/11/2026", ["NA", "FI"]],
      ["23112026", "23/11/2026", ["BO"]],
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
    expect(raceDetailTitle("arrivi", "Napoli Agnano", "23102026")).toBe("Arrivi di Napoli Agnano del 23/10/2026");
    expect(raceDetailTitle("partenti", "Firenze Le Mulina", "22112026")).toBe("Partenti di Firenze Le Mulina del 22/11/2026");
  });
});

describe("route parameters", () => {
  it("reads racecourse codes of two letters with an optional T", () => {
    expect(parseTrackCode("NA")).toBe("NA");
    expect(parseTrackCode("NAT")).toBe("NA");
    expect(parseTrackCode("tot")).toBe("TO");
    expect(parseTrackCode("TO")).toBe("TO");
    for (const bad of ["N", "NAX", "NATT", "N4", "napoli", "", "NA/"]) expect(parseTrackCode(bad), bad).toBeNull();
  });

  it("reads race numbers 0..99 and rejects anything else", () => {
    expect(parseRaceNumber(undefined)).toBeUndefined();
    expect(parseRaceNumber("0")).toBe(0);
    expect(parseRaceNumber("12")).toBe(12);
    for (const bad of ["123", "a", "-1", "1.5"]) expect(parseRaceNumber(bad), bad).toBeNull();
  });

  it("builds race paths with the T suffix", () => {
    expect(racePath("arrivi", "23102026", "NA", 0)).toBe("/trotto/arrivi/23102026/NAT/0");
    expect(racePath("partenti", "22112026", "FI")).toBe("/trotto/partenti/22112026/FIT");
  });

  it("shows ddmmyyyy as dd/mm/yyyy and leaves anything else alone", () => {
    expect(displayRouteDate("01022026")).toBe("01/02/2026");
    expect(displayRouteDate("31022026")).toBe("31022026");
  });
});

describe("qualification dates", () => {
  it("converts the trial day yyyymmdd to ddmmyyyy", () => {
    expect(trialDayToRouteDate("20261023")).toBe("23102026");
    expect(trialDayText("20261023")).toBe("23/10/2026");
    expect(trialDayToRouteDate("20260230")).toBeNull();
    expect(trialDayToRouteDate("23102026x")).toBeNull();
  });

  it("links a qualification to the day's trials", () => {
    expect(qualificationResultPath({ trialDay: "20261121", racecourseCode: "MI" })).toBe("/trotto/arrivi/21112026/MIT/0");
    expect(qualificationResultPath({ trialDay: "nonsense", racecourseCode: "MI" })).toBeNull();
  });

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
    trialDay: "20261023",
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

describe("links and reused formats", () => {
  it("links horses to /cavalli/{code}-{slug}", () => {
    expect(horseProfilePath("102501", "102501-baronessa-prt")).toBe("/cavalli/102501-baronessa-prt");
    expect(horseProfilePath("102501", "baronessa-prt")).toBe("/cavalli/102501-baronessa-prt");
    expect(horseProfilePath("102501", null, "Baronessa Prt")).toBe("/cavalli/102501-baronessa-prt");
  });

  it("links past performances to /trotto/arrivi/{date}/{track}T/{raceNumber}", () => {
    expect(performancePath({ date: "2026-11-19", day: "19112026", racecourseCode: "TA", raceNumber: 7, url: null })).toBe(
      "/trotto/arrivi/19112026/TAT/7",
    );
    expect(performancePath({ date: null, day: "19112026", racecourseCode: "TA", raceNumber: 7, url: null })).toBe(
      "/trotto/arrivi/19112026/TAT/7",
    );
    expect(performancePath({ date: null, day: null, racecourseCode: null, raceNumber: null, url: "/x" })).toBe("/x");
  });

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
