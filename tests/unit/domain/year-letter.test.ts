import { describe, expect, it } from "vitest";
import { letterForYear, yearLetterWarning, YEAR_LETTER_ALPHABET } from "~/src/domain/year-letter";

describe("year letter", () => {
  it("skips H, J, K, Q, W, X, Y", () => {
    expect(YEAR_LETTER_ALPHABET).not.toMatch(/[HJKQWXY]/);
    expect(YEAR_LETTER_ALPHABET).toHaveLength(19);
  });

  it.each([
    [2016, "A"],
    [2017, "B"],
    [2018, "C"],
    [2019, "D"],
    [2020, "E"],
    [2021, "F"],
    [2022, "G"],
    [2023, "I"],
    [2024, "L"],
    [2025, "M"],
    [2026, "N"],
    [2034, "Z"],
    [2035, "A"],
    [2015, "Z"],
  ])("%i → %s", (year, letter) => {
    expect(letterForYear(year)).toBe(letter);
  });

  it("warns with the spec's message when the first letter differs", () => {
    expect(yearLetterWarning("Orso Bianco", 2026)).toBe("I puledri nati 2026 dovrebbero iniziare con la lettera N");
    expect(yearLetterWarning("nebbia del mattino", 2026)).toBeNull();
    expect(yearLetterWarning("", 2026)).toBeNull();
  });
});
