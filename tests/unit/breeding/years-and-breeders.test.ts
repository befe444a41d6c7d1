import { describe, expect, it } from "vitest";
import { cellText, keyColumnsOf } from "~/src/domain/tables";
import { shouldSearchBreeders } from "~/src/domain/breeding/breeder-search";
import { breederSheetTitle, distinctPhones, phoneDisplay } from "~/src/domain/breeding/breeders";
import { featuredStallions } from "~/src/domain/breeding/stallions";
import { birthYearChoices, parseListYear } from "~/src/domain/breeding/years";

describe("years", () => {
  it("offers the current birth year and the 9 before it", () => {
    expect(birthYearChoices(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
  });

  it("defaults a missing list year and refuses malformed or future ones", () => {
    expect(parseListYear(null, 2025, 2026)).toBe(2025);
    expect(parseListYear("", 2025, 2026)).toBe(2025);
    expect(parseListYear("2020", 2025, 2026)).toBe(2020);
    expect(parseListYear("2027", 2025, 2026)).toBeNull();
    expect(parseListYear("20x0", 2025, 2026)).toBeNull();
    expect(parseListYear("1900", 2025, 2026)).toBeNull();
  });
});

describe("breeders", () => {
  it("starts the autocomplete at 3 non-space characters", () => {
    expect(shouldSearchBreeders("ab")).toBe(false);
    expect(shouldSearchBreeders(" a b ")).toBe(false);
    expect(shouldSearchBreeders("a b c")).toBe(true);
    expect(shouldSearchBreeders("abc")).toBe(true);
  });

  it("titles the sheet '{name}, scheda allevatore e puledri'", () => {
    expect(breederSheetTitle("Grif")).toBe("Grif, scheda allevatore e puledri");
  });

  it("shows an ALLEVATORE phone as text and a number as a +39 tel link", () => {
    expect(phoneDisplay("ALLEVATORE - chiedere in scuderia")).toEqual({ kind: "text", text: "ALLEVATORE - chiedere in scuderia" });
    expect(phoneDisplay("333 1234567")).toEqual({ kind: "tel", text: "+39 3331234567", href: "tel:+393331234567" });
    expect(phoneDisplay("+39 333 1234567")).toEqual({ kind: "tel", text: "+39 3331234567", href: "tel:+393331234567" });
    expect(phoneDisplay("")).toEqual({ kind: "none" });
  });
});

describe("stallions", () => {
  it("features only the stallion cards", () => {
    const card = {
      href: "/x",
      stallionSlug: null,
      title: "X",
      image: "/x.svg",
      motto: null,
      background: null,
      textColor: null,
      fullImage: false,
      record: null,
    };
    expect(
      featuredStallions([
        { ...card, kind: "stallion" },
        { ...card, kind: "sponsor" },
      ]).map((item) => item.kind),
    ).toEqual(["stallion"]);
  });
});

describe("breeder phones", () => {
  it("lists each number or ALLEVATORE note once, in order", () => {
    expect(
      distinctPhones(["ALLEVATORE Rossi 333", null, "allevatore  rossi 333", "0382 123456", "+39 0382 123456", " ", "340 1112223"]),
    ).toEqual(["ALLEVATORE Rossi 333", "0382 123456", "340 1112223"]);
  });
});

describe("phone cards of pedigree tables", () => {
  it("put the sire, the dam and the year first, and make cards of a narrow table too", () => {
    const columns = [
      { id: "c1", label: "Nome", kind: "horse" as const },
      { id: "c2", label: "Anno", kind: "year" as const },
      { id: "c3", label: "Padre", kind: "sire" as const },
      { id: "c4", label: "Madre", kind: "dam" as const },
      { id: "c5", label: "Record", kind: "record" as const },
    ];
    expect(keyColumnsOf(columns, "pedigree")).toEqual({ heading: ["c1"], facts: ["c3", "c4", "c2"] });
    expect(keyColumnsOf(columns.slice(0, 4), "pedigree")).toEqual({ heading: ["c1"], facts: ["c3", "c4", "c2"] });
    expect(keyColumnsOf(columns.slice(0, 4))).toBe("all");
  });
});

describe("sex in server tables", () => {
  it("is written as a word, as everywhere on the site", () => {
    expect(cellText("F", "sex")).toBe("femmina");
    expect(cellText("m", "sex")).toBe("maschio");
    expect(cellText("C", "sex")).toBe("castrone");
    expect(cellText("?", "sex")).toBe("?");
  });
});
