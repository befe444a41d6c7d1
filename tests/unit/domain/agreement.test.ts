import { describe, expect, it } from "vitest";
import { agreeWith, capitalised, COUNTED, countOf, forCount, genderOf, HORSE_WORDS, ofDay, THEIR, yearsOld } from "~/src/domain/agreement";

describe("Italian agreement with a horse's sex", () => {
  it("makes a filly or a mare feminine, every other horse masculine (the generic form when the sex is unknown)", () => {
    expect(genderOf("F")).toBe("feminine");
    expect(genderOf("M")).toBe("masculine");
    expect(genderOf("C")).toBe("masculine");
    expect(genderOf(null)).toBe("masculine");
    expect(genderOf(undefined)).toBe("masculine");
  });

  it("calls a mare a sister, born and deceased in the feminine, a big-race winner vincitrice", () => {
    expect(agreeWith("F", HORSE_WORDS.siblingOf)).toBe("Sorella di");
    expect(agreeWith("M", HORSE_WORDS.siblingOf)).toBe("Fratello di");
    expect(agreeWith("C", HORSE_WORDS.siblingOf)).toBe("Fratello di");
    expect(agreeWith("F", HORSE_WORDS.bornOn)).toBe("Nata il");
    expect(agreeWith(null, HORSE_WORDS.bornOn)).toBe("Nato il");
    expect(agreeWith("F", HORSE_WORDS.deceased)).toBe("deceduta");
    expect(agreeWith("F", HORSE_WORDS.bigRaceWinner)).toBe("vincitrice GP");
    expect(agreeWith("M", HORSE_WORDS.bigRaceWinner)).toBe("vincitore GP");
  });
});

describe("Italian agreement with a count", () => {
  it("is singular for exactly one, plural otherwise (zero included)", () => {
    expect(countOf(1, COUNTED.horse)).toBe("1 cavallo");
    expect(countOf(0, COUNTED.horse)).toBe("0 cavalli");
    expect(countOf(3, COUNTED.horseFound)).toBe("3 cavalli trovati");
    expect(countOf(1, COUNTED.breederSuggested)).toBe("1 allevatore suggerito");
    expect(countOf(1, COUNTED.race)).toBe("1 corsa");
    expect(countOf(1200, COUNTED.race, (count) => count.toLocaleString("it-IT"))).toBe("1200 corse");
  });

  it("writes a horse's age as 1 anno, 2 anni", () => {
    expect(yearsOld(1)).toBe("1 anno");
    expect(yearsOld(4)).toBe("4 anni");
  });

  it("says 'le sue' of one horse's starts and 'le loro' of several", () => {
    expect(`Le ${forCount(1, THEIR)} partenze`).toBe("Le sue partenze");
    expect(`Le ${forCount(2, THEIR)} partenze`).toBe("Le loro partenze");
  });
});

describe("Italian typography", () => {
  it("opens a sentence with a capital letter", () => {
    expect(capitalised("distanza 2100 m")).toBe("Distanza 2100 m");
    expect(capitalised("è concesso")).toBe("È concesso");
    expect(capitalised("")).toBe("");
  });

  it("writes 'of' before a day as Italian does: di before a weekday, the article before a number, elided before 8 and 11", () => {
    expect(ofDay("sabato 28 novembre 2026")).toBe("di sabato 28 novembre 2026");
    expect(ofDay("Domenica 1 novembre 2026")).toBe("di Domenica 1 novembre 2026");
    expect(ofDay("28/11/2026")).toBe("del 28/11/2026");
    expect(ofDay("28 novembre 2026")).toBe("del 28 novembre 2026");
    expect(ofDay("8 novembre 2026")).toBe("dell'8 novembre 2026");
    expect(ofDay("11 novembre 2026")).toBe("dell'11 novembre 2026");
    expect(ofDay("18 novembre 2026")).toBe("del 18 novembre 2026");
    expect(ofDay("08/11/2026")).toBe("del 08/11/2026");
  });
});
