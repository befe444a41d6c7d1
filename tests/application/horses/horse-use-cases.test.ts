import { describe, expect, it, vi } from "vitest";
import { makeGetHorseFile } from "~/src/application/horses/get-horse-file";
import { makeGetHorseProfile } from "~/src/application/horses/get-horse-profile";
import { makeGetMatingHypothesis } from "~/src/application/horses/get-mating-hypothesis";
import { makeFindRacingSons, makeSearchHorses, makeSearchStarters } from "~/src/application/horses/search-horses";
import { makeSearchHorsesForPicker } from "~/src/application/horses/search-horses-for-picker";
import type { HorseSuggestion } from "~/src/domain/horses/horse-suggestion";
import {
  aHorseFile,
  aHorseProfile,
  aPedigree,
  aPedigreeNode,
  aPerformance,
  aStarterSearchRow,
  aSuggestion,
  day,
} from "../../support/domain";
import type { MatingPedigree, Pedigree } from "~/src/domain/pedigree/pedigree";
import type { HorsesTrottingPort } from "~/src/ports/trotting/horses";
import { UpstreamError } from "~/src/ports/upstream-error";
import { makeGetStartCalendar } from "~/src/application/horses/get-start-calendar";
import type { StarterSearchRow } from "~/src/domain/horses/horse-search";
import type { RacesTrottingPort } from "~/src/ports/trotting/races";

const node = (code: string) => aPedigreeNode(code, `Cavallo ${code}`);
const emptyPedigree: Pedigree = aPedigree();
const halfSiblingPedigree: Pedigree = {
  crossings: [],
  generations: [
    [node("1"), node("2")],
    [node("X"), node("3"), node("X"), node("4")],
  ],
};

const file = aHorseFile({ name: "Vagabondo Vr", code: "102306", slug: "102306-vagabondo-vr", hasVideo: true });
const profile = aHorseProfile({ name: "Vagabondo Vr", code: "102306" });

const unavailable = () => Promise.reject(new UpstreamError("trotting", "unavailable", "giù"));
const notFound = () => Promise.reject(new UpstreamError("trotting", "not-found", "nessun cavallo", 404));

/** An in-memory trotting slice: every call answers from the overrides or fails as unavailable. */
function inMemoryPort(overrides: Partial<HorsesTrottingPort>): HorsesTrottingPort {
  const failing = new Proxy({} as HorsesTrottingPort, { get: () => unavailable });
  return Object.assign(Object.create(failing), overrides);
}

const suggestions = (count: number): HorseSuggestion[] =>
  Array.from({ length: count }, (_, index) => aSuggestion(String(100 + index), `Cavallo ${index}`));

describe("searchHorsesForPicker", () => {
  it("does not call the upstream for 3 characters or fewer", async () => {
    const searchHorsesAsYouType = vi.fn();
    const search = makeSearchHorsesForPicker({ trotting: inMemoryPort({ searchHorsesAsYouType }) });
    expect(await search({ input: " Var " })).toEqual({ horses: [], more: false });
    expect(searchHorsesAsYouType).not.toHaveBeenCalled();
  });

  it("keeps 10 horses, tells that more exist, and sends the sex only when a type is set", async () => {
    const searchHorsesAsYouType = vi.fn(async () => ({ results: suggestions(50), total: 120 }));
    const search = makeSearchHorsesForPicker({ trotting: inMemoryPort({ searchHorsesAsYouType }) });
    const answer = await search({ input: "Cavallo", ageLimit: true });
    expect(answer.horses).toHaveLength(10);
    expect(answer.more).toBe(true);
    expect(searchHorsesAsYouType).toHaveBeenCalledWith({ input: "Cavallo", ageLimit: true });
    await search({ input: "Cavallo", type: "F" });
    expect(searchHorsesAsYouType).toHaveBeenLastCalledWith({ input: "Cavallo", type: "F", ageLimit: false });
  });

  it("says nothing more when 10 or fewer match", async () => {
    const search = makeSearchHorsesForPicker({
      trotting: inMemoryPort({ searchHorsesAsYouType: async () => ({ results: suggestions(10), total: 10 }) }),
    });
    expect((await search({ input: "Cavallo" })).more).toBe(false);
  });
});

describe("getHorseFile", () => {
  it("keeps the file when every secondary section fails", async () => {
    const getHorseFile = makeGetHorseFile({ trotting: inMemoryPort({ horseFile: async () => file }) });
    const page = await getHorseFile({ kind: "stalloni", code: "102306" });
    expect(page?.file?.name).toBe("Vagabondo Vr");
    expect(page).toMatchObject({ contacts: null, stats: null, videos: [], bestOffspring: null, pedigree: null, femaleLine: null });
  });

  it("asks best offspring only for stallions, and asks the file by its kind", async () => {
    const bestOffspring = vi.fn(async () => []);
    const horseFile = vi.fn(async () => file);
    const getHorseFile = makeGetHorseFile({
      trotting: inMemoryPort({ horseFile, bestOffspring, pedigree: async () => halfSiblingPedigree }),
    });
    const page = await getHorseFile({ kind: "fattrici", code: "101736" });
    expect(horseFile).toHaveBeenCalledWith("fattrici", "101736");
    expect(bestOffspring).not.toHaveBeenCalled();
    expect(page?.pedigree?.inbreeding.coefficient).toBeCloseTo(0.125, 10);
    await getHorseFile({ kind: "stalloni", code: "102306" });
    expect(horseFile).toHaveBeenLastCalledWith("stalloni", "102306");
    expect(bestOffspring).toHaveBeenCalledWith("102306");
  });

  it("answers null for an unknown horse and keeps the page with a null file when the file fails otherwise (only logged, docs/PRODUCT.md, Across the site)", async () => {
    expect(await makeGetHorseFile({ trotting: inMemoryPort({ horseFile: notFound }) })({ kind: "puledri", code: "1" })).toBeNull();
    expect(await makeGetHorseFile({ trotting: inMemoryPort({}) })({ kind: "puledri", code: "1" })).toMatchObject({
      kind: "puledri",
      file: null,
    });
    await expect(
      makeGetHorseFile({ trotting: inMemoryPort({ horseFile: () => Promise.reject(new TypeError("bug")) }) })({
        kind: "puledri",
        code: "1",
      }),
    ).rejects.toThrow("bug");
  });

  it("keeps the page with a null file when the upstream's answer cannot be read", async () => {
    const unreadable = () => Promise.reject(new UpstreamError("trotting", "invalid-response", "dati non validi"));
    expect(await makeGetHorseFile({ trotting: inMemoryPort({ horseFile: unreadable }) })({ kind: "puledri", code: "1" })).toMatchObject({
      kind: "puledri",
      file: null,
      videos: [],
    });
  });
});

describe("getHorseProfile", () => {
  it("renders a horse with no data: empty videos, no pedigree known", async () => {
    const getHorseProfile = makeGetHorseProfile({
      trotting: inMemoryPort({
        horseProfile: async () => profile,
        horseVideos: async () => [],
        bestOffspring: async () => [],
        performances: async () => [],
        femaleLine: async () => [],
        pedigree: async () => emptyPedigree,
      }),
    });
    const page = await getHorseProfile({ code: "100077" });
    expect(await makeGetHorseProfile({ trotting: inMemoryPort({ horseProfile: notFound }) })({ code: "1" })).toBeNull();
    expect(page).toMatchObject({ videos: [], bestOffspring: [], performances: [], femaleLine: [], stats: null });
    expect(page?.form).toEqual({ lastPlacings: [], earningsBySeason: [], bestTimeByYear: [] });
    expect(page?.pedigree?.known).toBe(false);
  });
});

describe("searches", () => {
  it("searches horses above 3 characters, keeps 10 and says when more exist (docs/PRODUCT.md, Searches)", async () => {
    const found = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ code: String(index), name: `Cavallo ${index}`, sire: null, dam: null, route: null }));
    const searchHorses = vi.fn(async (text: string) => found(text === "Cava" ? 14 : 1));
    const search = makeSearchHorses({ trotting: inMemoryPort({ searchHorses }) });
    expect(await search({ text: "Cav" })).toEqual({ text: "Cav", searched: false, tooShort: true, results: null, more: false });
    expect(await search({ text: null })).toEqual({ text: "", searched: false, tooShort: false, results: null, more: false });
    expect(searchHorses).not.toHaveBeenCalled();
    const many = await search({ text: " Cava " });
    expect(many.results).toHaveLength(10);
    expect(many.more).toBe(true);
    expect(await search({ text: "Cavallo 1" })).toMatchObject({ more: false, results: [{ code: "0" }] });
  });

  it("asks racing sons from 3 characters, and says a shorter name was not searched", async () => {
    const racingSons = vi.fn(async () => ({ title: "Figli di Varenne in partenza", description: null, results: [] }));
    const find = makeFindRacingSons({ trotting: inMemoryPort({ racingSons }) });
    expect(await find({ text: "Va" })).toEqual({ text: "Va", searched: false, tooShort: true, sons: null, unavailable: false });
    expect(racingSons).not.toHaveBeenCalled();
    expect((await find({ text: "Var" })).sons?.title).toBe("Figli di Varenne in partenza");
  });

  it("asks starters from 3 characters, and says a shorter name was not searched", async () => {
    const searchStarters = vi.fn(async () => []);
    const search = makeSearchStarters({ trotting: inMemoryPort({ searchStarters }) });
    expect(await search({ text: "Va" })).toEqual({ text: "Va", searched: false, tooShort: true, results: null });
    expect(searchStarters).not.toHaveBeenCalled();
    expect(await search({ text: "Var" })).toEqual({ text: "Var", searched: true, tooShort: false, results: [] });
  });
});

describe("getMatingHypothesis", () => {
  const mating: MatingPedigree = { ...halfSiblingPedigree, title: "Cavallo 1 + Cavallo 2" };

  function useCase(overrides: Partial<HorsesTrottingPort>) {
    const trotting = inMemoryPort(overrides);
    return makeGetMatingHypothesis({ trotting, searchHorsesForPicker: makeSearchHorsesForPicker({ trotting }) });
  }

  it("shows the selection while the pair is incomplete", async () => {
    const page = await useCase({})({ father: "1" });
    expect(page).toEqual({ view: "selection", father: { code: "1", text: "1" }, mother: null, errors: [] });
  });

  it("shows the pedigree of a pair of codes under '{father} + {mother}'", async () => {
    const matingPedigree = vi.fn(async () => mating);
    const page = await useCase({ matingPedigree })({ father: "1", mother: "2" });
    expect(matingPedigree).toHaveBeenCalledWith("1", "2");
    expect(page).toMatchObject({ view: "result", title: "Cavallo 1 + Cavallo 2", resolvedFromText: false });
    if (page.view === "result") expect(page.section.inbreeding.coefficient).toBeCloseTo(0.125, 10);
  });

  it("takes the first stallion and mare of breeding age matching the names sent without JavaScript", async () => {
    const searchHorsesAsYouType = vi.fn(async ({ type }: { type?: string }) => ({
      results: [aSuggestion(type === "M" ? "1" : "2", "x")],
      total: 1,
    }));
    const page = await useCase({ searchHorsesAsYouType, matingPedigree: async () => mating })({ fatherText: "Vare", motherText: "Ossi" });
    expect(searchHorsesAsYouType).toHaveBeenCalledWith({ input: "Vare", type: "M", ageLimit: true });
    expect(page).toMatchObject({ view: "result", father: { code: "1" }, mother: { code: "2" }, resolvedFromText: true });
  });

  it("says when no horse matches a name", async () => {
    const page = await useCase({ searchHorsesAsYouType: async () => ({ results: [], total: 0 }) })({
      fatherText: "Nessuno",
      motherText: "Nessuna",
    });
    expect(page).toMatchObject({
      view: "selection",
      errors: ["Nessuno stallone trovato per 'Nessuno'.", "Nessuna fattrice trovata per 'Nessuna'."],
    });
  });

  it("turns a rejected pair into the upstream's messages", async () => {
    const rejected = () =>
      Promise.reject(new UpstreamError("trotting", "rejected", "422", 422, { father: ["Selezionare uno stallone valido."] }));
    const page = await useCase({ matingPedigree: rejected })({ father: "2", mother: "2" });
    expect(page).toMatchObject({ view: "selection", errors: ["Selezionare uno stallone valido."] });
  });
});

describe("getHorseProfile form at a glance", () => {
  it("reads the performances into placings, seasons and best times, leaving out a season the list holds only in part", async () => {
    const performances = [
      aPerformance({ day: day(2026, 5, 1), placement: 1, prizeMoney: 3000, kmTime: "1.13.0" }),
      aPerformance({ day: day(2026, 3, 1), placement: 99, prizeMoney: 0 }),
      aPerformance({ day: day(2025, 12, 1), placement: 2, prizeMoney: 700, kmTime: "1.14.2" }),
    ];
    const getHorseProfile = makeGetHorseProfile({
      trotting: inMemoryPort({
        horseProfile: async () => profile,
        performances: async () => performances,
        horseStats: async () => ({
          winnings: null,
          starts: 12,
          firsts: null,
          seconds: null,
          thirds: null,
          fourths: null,
          fifths: null,
          shortRecord: null,
          longRecord: null,
          bestTimes: [],
        }),
      }),
    });
    const page = await getHorseProfile({ code: "102306" });
    expect(page?.form?.lastPlacings.map((mark) => mark.label)).toEqual(["2°", "n.p.", "1°"]);
    expect(page?.form?.earningsBySeason).toEqual([{ year: 2026, earnings: 3000 }]);
    expect(page?.form?.bestTimeByYear).toEqual([{ year: 2026, tenths: 730, label: "1.13.0" }]);
  });
});

describe("getStartCalendar", () => {
  const row = (overrides: Partial<StarterSearchRow>): StarterSearchRow =>
    aStarterSearchRow({
      day: day(2026, 11, 24),
      startTime: "14:30",
      racecourse: "Torino Vinovo",
      racecourseCode: "TO",
      raceNumber: 1,
      distance: 1600,
      horseName: "Vagabondo Vr",
      horseCode: "102306",
      driver: "Elena Rinaldi",
      postPosition: 6,
      ...overrides,
    });
  const clock = { now: () => new Date("2026-11-22T10:00:00Z") };

  it("keeps the horse's own starts from today on, not results nor namesakes, and names each race once per meeting", async () => {
    const raceDetail = vi.fn(async () => ({
      trials: [],
      races: [
        { raceNumber: 1, prizeName: "Premio Moni Maker" },
        { raceNumber: 4, prizeName: "Premio Varenne" },
      ],
      track: {},
    }));
    const searchStarters = vi.fn(async () => [
      row({}),
      row({ raceNumber: 4, startTime: "16:00" }),
      row({ day: day(2026, 11, 20), placement: 2, kmTime: "1.14.0" }),
      row({ horseCode: "999", horseName: "Vagabondo Vr Bis" }),
      row({ day: day(2026, 11, 22), placement: 1, kmTime: "1.13.0" }),
    ]);
    const trotting = inMemoryPort({ horseProfile: async () => profile, searchStarters }) as HorsesTrottingPort & RacesTrottingPort;
    Object.assign(trotting, { raceDetail });
    const calendar = await makeGetStartCalendar({ trotting, clock })({ codes: ["102306"] });
    expect(calendar?.name).toBe("Partenze di Vagabondo Vr");
    expect(calendar?.events.map((event) => event.summary)).toEqual([
      "Vagabondo Vr: Premio Moni Maker (corsa 1)",
      "Vagabondo Vr: Premio Varenne (corsa 4)",
    ]);
    expect(calendar?.generatedAt).toEqual(clock.now());
    expect(searchStarters).toHaveBeenCalledWith("Vagabondo Vr");
    expect(raceDetail).toHaveBeenCalledTimes(1);
  });

  it("is null when no horse exists, and leaves race names out when the entries fail", async () => {
    expect(
      await makeGetStartCalendar({ trotting: inMemoryPort({ horseProfile: notFound }) as HorsesTrottingPort & RacesTrottingPort, clock })({
        codes: ["1"],
      }),
    ).toBeNull();
    const trotting = inMemoryPort({ horseProfile: async () => profile, searchStarters: async () => [row({})] }) as HorsesTrottingPort &
      RacesTrottingPort;
    const calendar = await makeGetStartCalendar({ trotting, clock })({ codes: ["102306"] });
    expect(calendar?.events.map((event) => event.summary)).toEqual(["Vagabondo Vr: Corsa 1"]);
  });
  it("does not call a horse unknown when its answer could not be read: the failure reaches the feed, which answers 503", async () => {
    const unreadable = () => Promise.reject(new UpstreamError("trotting", "invalid-response", "forma errata"));
    const trotting = inMemoryPort({ horseProfile: unreadable }) as HorsesTrottingPort & RacesTrottingPort;
    await expect(makeGetStartCalendar({ trotting, clock })({ codes: ["102306"] })).rejects.toMatchObject({
      kind: "invalid-response",
    });
  });
});
