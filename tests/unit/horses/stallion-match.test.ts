import { describe, expect, it } from "vitest";
import { analyseInbreeding } from "~/src/domain/pedigree/inbreeding";
import type { Pedigree, PedigreeNode } from "~/src/domain/pedigree/pedigree";
import {
  DEFAULT_STALLION_MATCH_FILTERS,
  fastestOffspring,
  foalPedigree,
  matchStallion,
  rankStallionMatches,
  type PedigreeSubject,
  type StallionMatch,
} from "~/src/domain/pedigree/stallion-match";
import { parseStallionMatchFilters, stallionMatchSearch } from "~/src/urls/stallion-match-query";

const node = (code: string, name = `Cavallo ${code}`): PedigreeNode => ({ code, name, record: null, color: null, sire: null, dam: null });

/** Five generations of distinct ancestors prefixed by `prefix`, with `swaps` put at given [generation, index]. */
function pedigreeOf(prefix: string, swaps: [number, number, PedigreeNode][] = []): Pedigree {
  const generations = Array.from({ length: 5 }, (_, generation) =>
    Array.from({ length: 2 ** (generation + 1) }, (_, index): PedigreeNode | null => node(`${prefix}${generation}-${index}`)),
  );
  for (const [generation, index, ancestor] of swaps) generations[generation - 1][index] = ancestor;
  return { crossings: [], generations };
}

const speedyCrown = node("SC", "Speedy Crown");
const mare: PedigreeSubject = {
  code: "200",
  name: "Fattrice Prova",
  record: "1.14.0",
  // Speedy Crown is the mare's great-grandsire (3rd generation of the mare = 4th of the foal)
  pedigree: pedigreeOf("m", [[3, 0, speedyCrown]]),
};

const match = (overrides: Partial<StallionMatch> & Pick<StallionMatch, "code">): StallionMatch => ({
  name: `Stallone ${overrides.code}`,
  slug: `${overrides.code}-stallone`,
  fee: null,
  sponsor: false,
  offspringEarnings: null,
  bestOffspring: null,
  coefficient: 0,
  coefficientText: "0%",
  repeatedAncestors: [],
  ...overrides,
});

describe("foalPedigree", () => {
  it("puts the parents first and each parent's first four generations after, the sire's side first", () => {
    const sire: PedigreeSubject = { code: "100", name: "Stallone", record: "1.10.0", pedigree: pedigreeOf("s") };
    const foal = foalPedigree(sire, mare);
    expect(foal.generations.map((generation) => generation.length)).toEqual([2, 4, 8, 16, 32]);
    expect(foal.generations[0].map((parent) => parent?.name)).toEqual(["Stallone", "Fattrice Prova"]);
    expect(foal.generations[0][0]).toMatchObject({ sire: "Cavallo s0-0", dam: "Cavallo s0-1", record: "1.10.0" });
    expect(foal.generations[1].map((ancestor) => ancestor?.code)).toEqual(["s0-0", "s0-1", "m0-0", "m0-1"]);
    expect(foal.generations[4][0]?.code).toBe("s3-0");
    expect(foal.generations[4][16]?.code).toBe("m3-0");
  });
});

describe("matchStallion", () => {
  it("gives the foal's COI and lists the repeated ancestors in N×M form", () => {
    // Speedy Crown is the stallion's grandsire: 3rd generation of the foal on the sire's side, 4th on the dam's
    const stallion = {
      code: "100",
      name: "Stallone Prova",
      slug: "100-stallone-prova",
      record: null,
      fee: 3000,
      sponsor: true,
      offspringEarnings: 1000,
      bestOffspring: null,
      pedigree: pedigreeOf("s", [[2, 0, speedyCrown]]),
    };
    const result = matchStallion(mare, stallion);
    expect(result.repeatedAncestors).toEqual(["Speedy Crown 3×4"]);
    // one common ancestor, paths of 2 and 3 steps from the parents: (1/2)^(3+4-1) = 1/64
    expect(result.coefficient).toBeCloseTo(1 / 64, 10);
    expect(result.coefficientText).toBe("1,5625%");
    expect(result).toMatchObject({ code: "100", fee: 3000, sponsor: true });
  });

  it("agrees with the mating page's analysis of the same foal", () => {
    const stallion: PedigreeSubject = { code: "100", name: "Stallone", record: null, pedigree: pedigreeOf("s", [[1, 1, speedyCrown]]) };
    const facts = { slug: "100-stallone", fee: null, sponsor: false, offspringEarnings: null, bestOffspring: null };
    const expected = analyseInbreeding(foalPedigree(stallion, mare)).coefficient;
    expect(matchStallion(mare, { ...stallion, ...facts }).coefficient).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it("leaves out an ancestor repeated on the mare's side only: her own inbreeding, whatever the stallion", () => {
    const inbredMare: PedigreeSubject = {
      ...mare,
      pedigree: pedigreeOf("m", [
        [3, 0, speedyCrown],
        [3, 4, speedyCrown],
      ]),
    };
    const facts = { code: "100", name: "Estraneo", slug: "100-estraneo", record: null, fee: null, sponsor: false, offspringEarnings: null };
    const result = matchStallion(inbredMare, { ...facts, bestOffspring: null, pedigree: pedigreeOf("s") });
    expect(analyseInbreeding(foalPedigree({ ...facts, pedigree: pedigreeOf("s") }, inbredMare)).duplicated.map((a) => a.notation)).toEqual([
      "–×4,4",
    ]);
    expect(result.repeatedAncestors).toEqual([]);
    expect(result.coefficient).toBe(0);
  });

  it("gives 0 and no repeated ancestor for unrelated parents", () => {
    const facts = { code: "100", name: "Estraneo", slug: "100-estraneo", record: null, fee: null, sponsor: false, offspringEarnings: null };
    const result = matchStallion(mare, { ...facts, bestOffspring: null, pedigree: pedigreeOf("s") });
    expect(result.coefficient).toBe(0);
    expect(result.repeatedAncestors).toEqual([]);
  });
});

describe("rankStallionMatches", () => {
  const matches = [
    match({ code: "1", name: "Alto", coefficient: 0.05, fee: 1000, offspringEarnings: 500, sponsor: true }),
    match({ code: "2", name: "Basso", coefficient: 0, fee: 5000, offspringEarnings: 9000 }),
    match({ code: "3", name: "Medio", coefficient: 0.02, fee: null, offspringEarnings: null, sponsor: true }),
    match({ code: "4", name: "Anche Basso", coefficient: 0, fee: 2000, offspringEarnings: 100 }),
  ];
  const names = (ranked: StallionMatch[]) => ranked.map((ranked) => ranked.name);

  it("ranks by the lowest COI, ties by name", () => {
    expect(names(rankStallionMatches(matches, DEFAULT_STALLION_MATCH_FILTERS))).toEqual(["Anche Basso", "Basso", "Medio", "Alto"]);
  });

  it("sorts by fee ascending and by offspring earnings descending, unknown values last", () => {
    expect(names(rankStallionMatches(matches, { ...DEFAULT_STALLION_MATCH_FILTERS, sort: "monta" }))).toEqual([
      "Alto",
      "Anche Basso",
      "Basso",
      "Medio",
    ]);
    expect(names(rankStallionMatches(matches, { ...DEFAULT_STALLION_MATCH_FILTERS, sort: "guadagni" }))).toEqual([
      "Basso",
      "Alto",
      "Anche Basso",
      "Medio",
    ]);
  });

  it("keeps only the stallions within the highest COI, the fee range and the sponsor grid", () => {
    expect(names(rankStallionMatches(matches, { ...DEFAULT_STALLION_MATCH_FILTERS, maxCoefficient: 0.02 }))).toEqual([
      "Anche Basso",
      "Basso",
      "Medio",
    ]);
    expect(names(rankStallionMatches(matches, { ...DEFAULT_STALLION_MATCH_FILTERS, minFee: 1500, maxFee: 5000 }))).toEqual([
      "Anche Basso",
      "Basso",
    ]);
    expect(names(rankStallionMatches(matches, { ...DEFAULT_STALLION_MATCH_FILTERS, sponsorOnly: true }))).toEqual(["Medio", "Alto"]);
  });

  it("keeps a foal exactly at the highest COI typed as a percentage", () => {
    const exact = match({ code: "5", coefficient: 1 / 32 });
    const { filters } = parseStallionMatchFilters(new URLSearchParams({ coiMax: "3,125" }));
    expect(rankStallionMatches([exact], filters)).toHaveLength(1);
  });
});

describe("parseStallionMatchFilters", () => {
  it("reads Italian numbers, the sponsor box and the order", () => {
    const { filters, errors } = parseStallionMatchFilters(
      new URLSearchParams({ coiMax: "6,25", montaMin: "1.500", montaMax: "4000", sponsor: "1", ordine: "guadagni" }),
    );
    expect(errors).toEqual([]);
    expect(filters).toEqual({ maxCoefficient: 0.0625, minFee: 1500, maxFee: 4000, sponsorOnly: true, sort: "guadagni" });
  });

  it("ignores what it cannot read and says so in Italian", () => {
    const { filters, errors } = parseStallionMatchFilters(
      new URLSearchParams({ coiMax: "tanto", montaMin: "-3", montaMax: "1e9", ordine: "prezzo';--" }),
    );
    expect(filters).toEqual(DEFAULT_STALLION_MATCH_FILTERS);
    expect(errors).toEqual([
      "La consanguineità massima deve essere una percentuale tra 0 e 100: filtro ignorato.",
      "Il prezzo di monta minimo deve essere un importo in euro tra 0 e 1.000.000: filtro ignorato.",
      "Il prezzo di monta massimo deve essere un importo in euro tra 0 e 1.000.000: filtro ignorato.",
      "Ordinamento sconosciuto: stalloni ordinati per consanguineità.",
    ]);
  });

  it("drops a fee range whose minimum is above its maximum", () => {
    const { filters, errors } = parseStallionMatchFilters(new URLSearchParams({ montaMin: "5000", montaMax: "1000" }));
    expect(filters.minFee).toBeNull();
    expect(filters.maxFee).toBeNull();
    expect(errors).toEqual(["Il prezzo di monta minimo supera il massimo: filtro del prezzo ignorato."]);
  });

  it("writes back an address that reads the same filters", () => {
    const filters = { maxCoefficient: 0.03125, minFee: 1000, maxFee: 2500.5, sponsorOnly: true, sort: "monta" as const };
    const search = stallionMatchSearch("200", filters);
    expect(search).toBe("?fattrice=200&coiMax=3%2C125&montaMin=1000&montaMax=2500%2C5&sponsor=1&ordine=monta");
    expect(parseStallionMatchFilters(new URLSearchParams(search)).filters).toEqual(filters);
  });
});

describe("fastestOffspring", () => {
  it("takes the best km time over every crop and skips unreadable times", () => {
    const best = fastestOffspring([
      { year: 2024, offspring: [{ slug: "1-a", name: "A", kmTime: "1.12.3" }] },
      {
        year: 2023,
        offspring: [
          { slug: "2-b", name: "B", kmTime: "1.10.8" },
          { slug: "3-c", name: "C", kmTime: "n.d." },
        ],
      },
    ]);
    expect(best).toEqual({ name: "B", slug: "2-b", record: "1.10.8" });
    expect(fastestOffspring([{ year: 2024, offspring: [{ slug: "3-c", name: "C", kmTime: null }] }])).toBeNull();
  });
});
