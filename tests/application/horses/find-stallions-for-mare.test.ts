import { describe, expect, it, vi } from "vitest";
import {
  makeFindStallionsForMare,
  STALLION_FETCH_CONCURRENCY,
  STALLION_LIST_LIFETIME_MS,
} from "~/src/application/horses/find-stallions-for-mare";
import { makeSearchHorsesForPicker } from "~/src/application/horses/search-horses-for-picker";
import type { HorseProfile } from "~/src/domain/horses/horse";
import type { Pedigree, PedigreeNode } from "~/src/domain/pedigree/pedigree";
import type { SponsorCard } from "~/src/domain/breeding/stallions";
import type { TrottingPort } from "~/src/ports/trotting-port";
import { UpstreamError } from "~/src/ports/upstream-error";
import { aHorseProfile, aPedigreeNode, aRanking, aSuggestion } from "../../support/domain";
import { parseStallionMatchFilters } from "~/src/urls/stallion-match-query";

const unavailable = () => Promise.reject(new UpstreamError("trotting", "unavailable", "giù"));
const notFound = () => Promise.reject(new UpstreamError("trotting", "not-found", "nessun cavallo", 404));

/** An in-memory trotting port: every call answers from the overrides or fails as unavailable. */
function inMemoryPort(overrides: Partial<TrottingPort>): TrottingPort {
  const failing = new Proxy({} as TrottingPort, { get: () => unavailable });
  return Object.assign(Object.create(failing), overrides);
}

const speedyCrown = aPedigreeNode("SC", "Speedy Crown");
/** Parents and grandparents of a horse; `grandsire` replaces the paternal grandsire. */
function pedigreeOf(prefix: string, grandsire: PedigreeNode | null = null): Pedigree {
  const node = (code: string) => aPedigreeNode(`${prefix}${code}`, `Cavallo ${prefix}${code}`);
  return {
    crossings: [],
    generations: [
      [node("p"), node("m")],
      [grandsire ?? node("pp"), node("pm"), node("mp"), node("mm")],
    ],
  };
}

const MARE = "200";
const profiles: Record<string, HorseProfile> = {
  [MARE]: aHorseProfile({ code: MARE, name: "Fattrice Prova", sex: "F" }),
  "101": aHorseProfile({ code: "101", name: "Parente", sex: "M", studFee: 3000 }),
  "102": aHorseProfile({ code: "102", name: "Estraneo", sex: "M", studFee: 1500 }),
  "103": aHorseProfile({ code: "103", name: "Scomparso", sex: "M", deceased: true }),
  "104": aHorseProfile({ code: "104", name: "Sponsor Puro", sex: "M", studFee: 5000 }),
};
const pedigrees: Record<string, Pedigree> = {
  // the mare's paternal grandsire is Speedy Crown, and so is Parente's: 3×3 for their foal
  [MARE]: pedigreeOf("m", speedyCrown),
  "101": pedigreeOf("a", speedyCrown),
  "102": pedigreeOf("b"),
  "103": pedigreeOf("c"),
  "104": pedigreeOf("d"),
};

const ranking = aRanking({
  selectedYear: 2026,
  columns: [
    { id: "name", label: "Nome", kind: "name" },
    { id: "Vinte", label: "Somme vinte", kind: "money" },
  ],
  rows: [
    { name: "Parente", slug: "101-parente", age: null, cells: { Vinte: 90000 } },
    { name: "Estraneo", slug: "102-estraneo", age: null, cells: { Vinte: 120000 } },
    { name: "Scomparso", slug: "103-scomparso", age: null, cells: { Vinte: 5000 } },
  ],
});
const sponsorCard = (title: string, href: string): SponsorCard => ({
  kind: "stallion",
  title,
  href,
  stallionSlug: href.split("/").at(-1) ?? null,
  image: null,
  motto: null,
  background: null,
  textColor: null,
  fullImage: false,
  record: null,
});

function world(overrides: Partial<TrottingPort> = {}, clock = { now: () => new Date("2026-11-22T10:00:00Z") }) {
  const calls = { pedigree: [] as string[], matingPedigree: 0 };
  const trotting = inMemoryPort({
    pedigree: vi.fn(async (code: string) => {
      calls.pedigree.push(code);
      return pedigrees[code] ?? notFound();
    }),
    horseProfile: async (code) => profiles[code] ?? notFound(),
    bestOffspring: async (code) =>
      code === "102" ? [{ year: 2024, offspring: [{ slug: "9-veloce", name: "Veloce", kmTime: "1.10.2" }] }] : [],
    ranking: async () => ranking,
    sponsorCards: async () => [
      sponsorCard("Parente", "/trotto/stalloni/101-parente"),
      sponsorCard("Sponsor Puro", "/trotto/stalloni/104-sponsor-puro"),
    ],
    matingPedigree: async () => {
      calls.matingPedigree += 1;
      return { crossings: [], generations: [], title: null };
    },
    ...overrides,
  });
  const find = makeFindStallionsForMare({ trotting, searchHorsesForPicker: makeSearchHorsesForPicker({ trotting }), clock });
  return { find, calls };
}

/** The filters of the page's address, read as the page reads them. */
const query = (params: Record<string, string> = {}) => parseStallionMatchFilters(new URLSearchParams(params));

describe("findStallionsForMare", () => {
  it("ranks every active stallion by the foal's COI with fee, offspring earnings, best offspring and repeated ancestors", async () => {
    const { find, calls } = world();
    const page = await find({ mare: MARE, mareText: null, ...query() });
    if (page.view !== "result") throw new Error("a result was expected");
    expect(page.matches.map((match) => match.name)).toEqual(["Estraneo", "Sponsor Puro", "Parente"]);
    const [unrelated, , related] = page.matches;
    expect(unrelated).toMatchObject({ coefficient: 0, fee: 1500, offspringEarnings: 120000, sponsor: false });
    expect(unrelated.bestOffspring).toEqual({ name: "Veloce", slug: "9-veloce", record: "1.10.2" });
    expect(related).toMatchObject({ fee: 3000, offspringEarnings: 90000, sponsor: true, repeatedAncestors: ["Speedy Crown 3×3"] });
    expect(related.coefficient).toBeCloseTo(1 / 32, 10);
    expect(page).toMatchObject({ considered: 3, unreadable: 0, earningsYear: 2026, mare: { code: MARE, text: "Fattrice Prova" } });
    // the mare's pedigree once, each stallion's once; never a mating call per stallion
    expect(calls.pedigree.filter((code) => code === MARE)).toHaveLength(1);
    expect(new Set(calls.pedigree).size).toBe(calls.pedigree.length);
    expect(calls.matingPedigree).toBe(0);
  });

  it("applies the filters and the order of the address", async () => {
    const { find } = world();
    const sponsors = await find({ mare: MARE, mareText: null, ...query({ sponsor: "1", ordine: "monta" }) });
    expect(sponsors.view === "result" && sponsors.matches.map((match) => match.name)).toEqual(["Parente", "Sponsor Puro"]);
    const lowCoi = await find({ mare: MARE, mareText: null, ...query({ coiMax: "1", montaMax: "4000" }) });
    expect(lowCoi.view === "result" && lowCoi.matches.map((match) => match.name)).toEqual(["Estraneo"]);
  });

  it("never asks for more than a few stallions at once", async () => {
    let running = 0;
    let most = 0;
    const many = Array.from({ length: 40 }, (_, index) => ({ name: `S${index}`, slug: `${300 + index}-s`, age: null, cells: {} }));
    const { find } = world({
      ranking: async () => aRanking({ rows: many }),
      sponsorCards: async () => [],
      pedigree: async (code) => {
        // the mare's pedigree is read beside the stallions'
        if (code === MARE) return pedigrees[MARE];
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
        return pedigrees[code] ?? pedigreeOf(code);
      },
      horseProfile: async (code) => profiles[code] ?? aHorseProfile({ code, name: `S${code}`, sex: "M" }),
    });
    const page = await find({ mare: MARE, mareText: null, ...query() });
    expect(page.view === "result" && page.considered).toBe(40);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(STALLION_FETCH_CONCURRENCY);
  });

  it("reads the stallions once for every mare for a few minutes, then again", async () => {
    let now = new Date("2026-11-22T10:00:00Z").getTime();
    const { find, calls } = world({}, { now: () => new Date(now) });
    await find({ mare: MARE, mareText: null, ...query() });
    const first = calls.pedigree.length;
    const again = await find({ mare: MARE, mareText: null, ...query({ ordine: "guadagni" }) });
    expect(again.view === "result" && again.matches.map((match) => match.name)).toEqual(["Estraneo", "Parente", "Sponsor Puro"]);
    // only the mare's pedigree is asked again (the adapter's cache answers it)
    expect(calls.pedigree.slice(first)).toEqual([MARE]);
    now += STALLION_LIST_LIFETIME_MS + 1;
    await find({ mare: MARE, mareText: null, ...query() });
    expect(calls.pedigree.length).toBe(first * 2 + 1);
  });

  it("does not keep a list missing a stallion: the next visitor reads them again", async () => {
    let failing = true;
    const { find } = world({
      pedigree: async (code) => (code === "104" && failing ? unavailable() : (pedigrees[code] ?? notFound())),
    });
    expect(await find({ mare: MARE, mareText: null, ...query() })).toMatchObject({ unreadable: 1 });
    failing = false;
    expect(await find({ mare: MARE, mareText: null, ...query() })).toMatchObject({ unreadable: 0, considered: 3 });
  });

  it("leaves out a stallion whose pedigree cannot be read and counts him", async () => {
    const { find } = world({ pedigree: async (code) => (code === "104" ? unavailable() : (pedigrees[code] ?? notFound())) });
    const page = await find({ mare: MARE, mareText: null, ...query() });
    expect(page.view === "result" && page.matches.map((match) => match.name)).toEqual(["Estraneo", "Parente"]);
    expect(page.view === "result" && page.unreadable).toBe(1);
  });

  it("still ranks the sponsor stallions when the sire ranking is down", async () => {
    const { find } = world({ ranking: unavailable });
    const page = await find({ mare: MARE, mareText: null, ...query() });
    expect(page.view === "result" && page.matches.map((match) => match.name)).toEqual(["Sponsor Puro", "Parente"]);
  });

  it("finds the mare by name without JavaScript, and says when none matches", async () => {
    const searchHorsesAsYouType = vi.fn(async () => ({ results: [aSuggestion(MARE, "Fattrice Prova")], total: 1 }));
    const { find } = world({ searchHorsesAsYouType });
    const page = await find({ mare: null, mareText: "Fattrice", ...query() });
    expect(page).toMatchObject({ view: "result", resolvedFromText: true, mare: { code: MARE } });
    expect(searchHorsesAsYouType).toHaveBeenCalledWith({ input: "Fattrice", type: "F", ageLimit: true });

    const none = world({ searchHorsesAsYouType: async () => ({ results: [], total: 0 }) });
    expect(await none.find({ mare: null, mareText: "Nessuna", ...query() })).toMatchObject({
      view: "selection",
      errors: ["Nessuna fattrice trovata per 'Nessuna'."],
    });
  });

  it("refuses a stallion or an unknown horse as the mare, with an Italian message", async () => {
    const { find } = world();
    expect(await find({ mare: "101", mareText: null, ...query() })).toMatchObject({
      view: "selection",
      errors: ["Parente non è una fattrice: scegli una fattrice."],
    });
    expect(await find({ mare: "999", mareText: null, ...query() })).toMatchObject({
      view: "selection",
      errors: ["Fattrice non trovata: scegline una dall'elenco."],
    });
  });

  it("shows the empty form with the filter messages when no mare is chosen", async () => {
    const { find } = world();
    expect(await find({ mare: null, mareText: null, ...query({ coiMax: "x" }) })).toEqual({
      view: "selection",
      mare: null,
      filters: expect.objectContaining({ maxCoefficient: null }),
      errors: ["La consanguineità massima deve essere una percentuale tra 0 e 100: filtro ignorato."],
    });
  });
});
