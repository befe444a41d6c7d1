import { describe, expect, it } from "vitest";
import { canonicalHorseSlug, formatBirthDate, isHorseCode, sexLabel } from "~/src/domain/horses/horse";
import { groupRacingSons, normaliseSearchText, parentage, type RacingSon } from "~/src/domain/horses/horse-search";
import { isSearchableInput, suggestionLabel } from "~/src/domain/horses/horse-suggestion";
import { parentsLine } from "~/src/domain/pedigree/pedigree";

describe("horse codes and labels", () => {
  it("accepts only numeric codes", () => {
    expect(isHorseCode("102306")).toBe(true);
    expect(isHorseCode("abc")).toBe(false);
    expect(isHorseCode("")).toBe(false);
    expect(isHorseCode("12;drop")).toBe(false);
  });

  it("writes sex and birth date the Italian way", () => {
    expect(sexLabel("M")).toBe("maschio");
    expect(sexLabel("F")).toBe("femmina");
    expect(sexLabel(null)).toBe("");
    expect(sexLabel("C")).toBe("castrone");
    expect(formatBirthDate("2014-02-25")).toBe("25/02/2014");
    expect(formatBirthDate(null)).toBe("");
  });
});

const DAY = { year: 2026, month: 11, day: 22 };
describe("a horse's own slug", () => {
  it("is the upstream's '{code}-{name}' slug, the code added when it lacks it, or the code and the name's slug", () => {
    expect(canonicalHorseSlug({ code: "114469", slug: "114469-ivana-pdv", name: "Ivana Pdv" })).toBe("114469-ivana-pdv");
    expect(canonicalHorseSlug({ code: "114469", slug: "ivana-pdv", name: "Ivana Pdv" })).toBe("114469-ivana-pdv");
    expect(canonicalHorseSlug({ code: "114469", slug: "", name: "Ivana Pdv" })).toBe("114469-ivana-pdv");
    expect(canonicalHorseSlug({ code: "114469", slug: null, name: "Città d'Oro" })).toBe("114469-citta-d-oro");
    expect(canonicalHorseSlug({ code: "114469", slug: null, name: "" })).toBe("114469");
  });
});

describe("searches", () => {
  it("writes 'da {sire} e {dam}'", () => {
    expect(parentage({ sire: "Varenne", dam: "Moni Maker" })).toBe("da Varenne e Moni Maker");
    expect(parentage({ sire: null, dam: "Moni Maker" })).toBe("da Moni Maker");
    expect(parentage({ sire: null, dam: null })).toBe("");
  });

  it("trims and shortens the search text", () => {
    expect(normaliseSearchText("  Vagabondo   Vr ")).toBe("Vagabondo Vr");
    expect(normaliseSearchText(null)).toBe("");
    expect(normaliseSearchText("x".repeat(200))).toHaveLength(60);
  });

  it("picker queries only above 3 characters", () => {
    expect(isSearchableInput("Var")).toBe(false);
    expect(isSearchableInput(" Var ")).toBe(false);
    expect(isSearchableInput("Vare")).toBe(true);
  });

  it("labels a suggestion with its parents", () => {
    const horse = { code: "1", name: "A", sire: null, dam: null, label: null };
    expect(suggestionLabel({ ...horse, label: "A (B - C)" })).toBe("A (B - C)");
    expect(suggestionLabel({ ...horse, sire: "B", dam: "C" })).toBe("A (B - C)");
    expect(suggestionLabel(horse)).toBe("A");
  });

  it("groups racing sons by day and racecourse", () => {
    const son = (code: string, day: RacingSon["day"], racecourseCode: string): RacingSon => ({
      code,
      name: code,
      sire: null,
      dam: null,
      route: `/cavalli/${code}`,
      day,
      racecourseCode,
      racecourse: racecourseCode,
      raceNumber: 1,
      startTime: null,
      kmTime: null,
    });
    const groups = groupRacingSons([son("1", DAY, "NA"), son("2", DAY, "FI"), son("3", DAY, "NA")]);
    expect(groups.map((group) => [group.racecourseCode, group.sons.map((entry) => entry.code)])).toEqual([
      ["NA", ["1", "3"]],
      ["FI", ["2"]],
    ]);
  });
});

describe("pedigree node parents line", () => {
  it("writes '(f. father e mother)'", () => {
    expect(parentsLine({ sire: "Varenne", dam: "Zelda Gar" })).toBe("(f. Varenne e Zelda Gar)");
    expect(parentsLine({ sire: "Varenne", dam: null })).toBe("(f. Varenne e ?)");
    expect(parentsLine({ sire: null, dam: null })).toBeNull();
  });
});
