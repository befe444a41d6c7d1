import { describe, expect, it } from "vitest";
import {
  doubleHeaderGroups,
  isRankingEntity,
  nextRankingYear,
  nextSortState,
  pageOf,
  rankingSwitchButtons,
  rankingTitle,
} from "~/src/domain/rankings/ranking";
import { entityRankingYears } from "~/src/domain/rankings/entity-ranking";
import { sortRowsEmptyLast } from "~/src/domain/sorting";

describe("ranking title", () => {
  it("is 'Classifica {subjects} {year}' in Italian when the server gives none, never the upstream's word", () => {
    expect(rankingTitle("leaders", null, 2024)).toBe("Classifica cavalli 2024");
    expect(rankingTitle("guidatori", "  ", 2031)).toBe("Classifica guidatori 2031");
    expect(rankingTitle("nonni", null, 2026)).toBe("Classifica nonni materni 2026");
  });
  it("is the server's title when there is one", () => {
    expect(rankingTitle("stalloni", "Classifica stalloni 2025", 2026)).toBe("Classifica stalloni 2025");
  });
});

describe("year change", () => {
  const options = [2026, 2025, 2024];
  it("takes the chosen year when it is among the options", () => {
    expect(nextRankingYear(2026, 2024, options)).toBe(2024);
  });
  it("keeps the current year when the chosen one is not an option", () => {
    expect(nextRankingYear(2026, 1990, options)).toBe(2026);
    expect(nextRankingYear(2025, 2027, options)).toBe(2025);
  });
});

describe("switch buttons", () => {
  it("offer annual and per-generation rankings for switchType 'year'", () => {
    expect(rankingSwitchButtons("year").map((button) => button.label)).toEqual(["Classifica annuale", "Classifica per generazione"]);
  });
  it("offer native stallions and general ranking for switchType 'classics'", () => {
    const buttons = rankingSwitchButtons("classics");
    expect(buttons.map((button) => button.label)).toEqual(["Classifica stalloni indigeni", "Classifica generale"]);
    expect(buttons.map((button) => button.type)).toEqual(["indigeni", null]);
  });
  it("are absent without a switchType", () => {
    expect(rankingSwitchButtons(null)).toEqual([]);
  });
});

describe("double header", () => {
  it("groups the season's figures under 'Vincite {year}' and records under 'Record'", () => {
    const kinds = {
      position: "position",
      name: "name",
      starts: "number",
      wins: "number",
      winnings: "money",
      sons: "number",
      record: "record",
    } as const;
    const columns = Object.entries(kinds).map(([id, kind]) => ({ id, label: id, kind }));
    expect(doubleHeaderGroups(columns, 2025)).toEqual([
      { label: "", span: 2 },
      { label: "Vincite 2025", span: 4 },
      { label: "Record", span: 1 },
    ]);
  });
});

describe("sorting a ranking column", () => {
  it("starts ascending and flips on the same column", () => {
    expect(nextSortState(null, "starts")).toEqual({ key: "starts", direction: "asc" });
    expect(nextSortState({ key: "starts", direction: "asc" }, "starts")).toEqual({ key: "starts", direction: "desc" });
    expect(nextSortState({ key: "starts", direction: "desc" }, "wins")).toEqual({ key: "wins", direction: "asc" });
  });
  it("puts empty and null values last in both directions", () => {
    const rows = [{ Record: "1.12.0" }, { Record: null }, { Record: "1.10.5" }, { Record: "" }];
    expect(sortRowsEmptyLast(rows, (row) => row.Record, "asc").map((row) => row.Record)).toEqual(["1.10.5", "1.12.0", null, ""]);
    expect(sortRowsEmptyLast(rows, (row) => row.Record, "desc").map((row) => row.Record)).toEqual(["1.12.0", "1.10.5", null, ""]);
  });
});

describe("ranking pages", () => {
  const rows = Array.from({ length: 7 }, (_, index) => index + 1);
  it("cut the rows by the server's page size", () => {
    expect(pageOf(rows, 1, 3)).toEqual({ rows: [1, 2, 3], page: 1, totalPages: 3 });
    expect(pageOf(rows, 3, 3)).toEqual({ rows: [7], page: 3, totalPages: 3 });
  });
  it("default to 300 rows when the size is missing or wrong", () => {
    expect(pageOf(rows, 1, 0)?.rows).toHaveLength(7);
  });
  it("do not exist below 1 or past the last page; an empty ranking has page 1", () => {
    expect(pageOf(rows, 0, 3)).toBeNull();
    expect(pageOf(rows, 4, 3)).toBeNull();
    expect(pageOf([], 1, 300)).toEqual({ rows: [], page: 1, totalPages: 1 });
  });
});

describe("single-entity ranking rules", () => {
  it("offers the last 10 years, newest first", () => {
    expect(entityRankingYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
  });
  it("knows the ranking entities", () => {
    expect(isRankingEntity("stalloni")).toBe(true);
    expect(isRankingEntity("unicorni")).toBe(false);
  });
});
