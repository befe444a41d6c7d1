import { describe, expect, it } from "vitest";
import { formatBirthDate, isHorseCode, sexLabel } from "../../../src/domain/horses/horse";
import { groupRacingSons, normaliseSearchText, parentage, raceDayText, type RacingSon } from "../../../src/domain/horses/horse-search";
import { isSearchableInput, suggestionLabel } from "../../../src/domain/horses/horse-suggestion";
import { videoSource } from "../../../src/domain/horses/video";
import { parentsLine } from "../../../src/domain/pedigree/pedigree";

describe("horse codes and labels", () => {
  it("accepts only numeric codes", () => {
    expect(isHorseCode("102306")).toBe(true);
    expect(isHorseCode("abc")).toBe(false);
    expect(isHorseCode("")).toBe(false);
    expect(isHorseCode("12;drop")).toBe(false);
  });

  it("writes sex and birth date the Italian way", () => {
    expect(sexLabel("M")).toBe("maschio");
    expect(sexLabel("f")).toBe("femmina");
    expect(sexLabel("C")).toBe("castrone");
    expect(formatBirthDate("2014-02-25")).toBe("25/02/2014");
    expect(formatBirthDate(null)).toBe("");
    expect(raceDayText("22112026")).toBe("22/11/2026");
  });
});

describe("searches", () => {
  it("writes 'da {sire} e {dam}'", () => {
    expect(parentage({ NomePadre: "Varenne", NomeMadre: "Moni Maker" })).toBe("da Varenne e Moni Maker");
    expect(parentage({ NomePadre: null, NomeMadre: null })).toBe("");
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
    expect(suggestionLabel({ CodiceCavallo: "1", NomeCavallo: "A", text: "A (B - C)" })).toBe("A (B - C)");
    expect(suggestionLabel({ CodiceCavallo: "1", NomeCavallo: "A", NomePadre: "B", NomeMadre: "C" })).toBe("A (B - C)");
    expect(suggestionLabel({ CodiceCavallo: "1", NomeCavallo: "A" })).toBe("A");
  });

  it("groups racing sons by day and racecourse", () => {
    const son = (code: string, Data: string, CodiceIppodromo: string): RacingSon => ({ CodiceCavallo: code, NomeCavallo: code, route: `/cavalli/${code}`, Data, CodiceIppodromo, Ippodromo: CodiceIppodromo });
    const groups = groupRacingSons([son("1", "22112026", "NA"), son("2", "22112026", "FI"), son("3", "22112026", "NA")]);
    expect(groups.map((group) => [group.CodiceIppodromo, group.sons.map((entry) => entry.CodiceCavallo)])).toEqual([
      ["NA", ["1", "3"]],
      ["FI", ["2"]],
    ]);
  });
});

describe("videos", () => {
  it("embeds YouTube from the id through the no-cookie player", () => {
    expect(videoSource({ path: "yt102306342", is_internal: false })).toEqual({ kind: "youtube", embedUrl: "https://www.youtube-nocookie.com/embed/yt102306342" });
    expect(videoSource({ path: "https://www.youtube.com/watch?v=abcdefghijk" })).toEqual({ kind: "youtube", embedUrl: "https://www.youtube-nocookie.com/embed/abcdefghijk" });
  });

  it("embeds Vimeo and plays cloud and internal files", () => {
    expect(videoSource({ path: "https://vimeo.com/102306712" })).toEqual({ kind: "vimeo", embedUrl: "https://player.vimeo.com/video/102306712?dnt=1" });
    expect(videoSource({ path: "https://storage.googleapis.com/v/1.mp4" })).toEqual({ kind: "file", src: "https://storage.googleapis.com/v/1.mp4" });
    expect(videoSource({ path: "/video/cavalli/1/2.mp4", is_internal: true })).toEqual({ kind: "file", src: "/video/cavalli/1/2.mp4" });
    expect(videoSource({ path: "" })).toBeNull();
  });
});

describe("pedigree node parents line", () => {
  it("writes '(f. father e mother)'", () => {
    expect(parentsLine({ id: "1", nome: "A", padre: "Varenne", madre: "Zelda Gar" })).toBe("(f. Varenne e Zelda Gar)");
    expect(parentsLine({ id: "1", nome: "A", padre: "Varenne", madre: null })).toBe("(f. Varenne e ?)");
    expect(parentsLine({ id: "1", nome: "A" })).toBeNull();
  });
});
