import { describe, expect, it } from "vitest";
import { letterForYear } from "~/fake-upstreams/trotting/dataset/names";
import { ancestorDepth, buildPedigree } from "~/fake-upstreams/trotting/pedigree";
import { TrottingStore } from "~/fake-upstreams/trotting/store";
import { testDataset } from "./helpers";

const dataset = testDataset();
const store = new TrottingStore(dataset);

describe("trotting dataset", () => {
  it("has enough horses, years, breeders and racecourses", () => {
    expect(dataset.horses.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(dataset.horses.map((horse) => horse.birthYear)).size).toBeGreaterThanOrEqual(20);
    expect(dataset.breeders.length).toBeGreaterThanOrEqual(40);
    expect(dataset.racecourses.length).toBeGreaterThanOrEqual(12);
    expect(
      dataset.racecourses.every((racecourse) => /^[A-Z]{2}$/.test(racecourse.CodiceIppodromo) && !racecourse.CodiceIppodromo.endsWith("T")),
    ).toBe(true);
  });

  it("follows the year-letter rule (founders and their historical ancestors excepted)", () => {
    expect(letterForYear(2017)).toBe("B");
    expect(letterForYear(2023)).toBe("I");
    expect(letterForYear(2015)).toBe("Z");
    for (const horse of dataset.horses.filter((candidate) => !candidate.founder && !candidate.historical))
      expect(horse.name[0]).toBe(letterForYear(horse.birthYear));
  });

  it("has entries for the next 7 days and results for the last 30, with placements over 30", () => {
    const entryDates = new Set(dataset.meetings.filter((meeting) => meeting.kind === "partenti").map((meeting) => meeting.date));
    const resultDates = new Set(dataset.meetings.filter((meeting) => meeting.kind === "arrivi").map((meeting) => meeting.date));
    expect(entryDates.size).toBe(7);
    expect(entryDates.has("2026-11-22")).toBe(true);
    expect(resultDates.size).toBe(30);
    const placements = dataset.meetings.flatMap((meeting) => meeting.races.flatMap((race) => race.rows.map((row) => row.Piazzamento ?? 0)));
    expect(placements.some((placement) => placement > 30)).toBe(true);
  });

  it("has breeders with ALLEVATORE phones and links without http", () => {
    expect(dataset.breeders.some((breeder) => breeder.telefono1.startsWith("ALLEVATORE"))).toBe(true);
    expect(dataset.breeders.some((breeder) => breeder.Link.startsWith("www."))).toBe(true);
  });

  it("has deep pedigrees with duplicated ancestors and a half-sibling mating", () => {
    expect(ancestorDepth(store, store.horse(dataset.showcase.stallionWithEverything))).toBeGreaterThanOrEqual(6);
    const recent = dataset.horses.filter((horse) => horse.birthYear >= dataset.currentYear - 2);
    const withCrossings = recent.filter((horse) => buildPedigree(store, horse.sireCode, horse.damCode).crossings.length > 0);
    expect(withCrossings.length).toBeGreaterThan(recent.length / 4);
    const product = store.horse(dataset.showcase.halfSiblingMatingProduct)!;
    expect(store.horse(product.sireCode)!.sireCode).toBe(store.horse(product.damCode)!.sireCode);
  });
});
