import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalogue } from "~/fake-upstreams/catalogue";
import { startFakeUpstreams } from "~/fake-upstreams/index";
import { DEFAULT_SEED } from "~/fake-upstreams/shared/types";
import { buildDataset } from "~/fake-upstreams/trotting/dataset";
import type { Showcase } from "~/fake-upstreams/trotting/dataset/types";
import type { Ports } from "~/src/application/ports";
import { loadConfig } from "~/src/config";
import { composeApplication } from "~/src/composition-root";
import { createLogger } from "~/src/server/logger";
import { TEST_TODAY } from "../support/today";
import { upstreamDay } from "~/adapters/trotting/schemas/days";

/**
 * Fakes and adapters cannot drift apart: every trotting and content call of both
 * seeds' call tables goes through the real adapter (and so its zod schema)
 * against the fake's answer. A call without a row here fails the first test.
 */
type Contract = (ports: Ports, showcase: Showcase, currentYear: number) => Promise<unknown>;

/** A showcase's day, written ddmmyyyy as the fake's addresses write it, as the ports take it. */
const dayOf = (ddmmyyyy: string) => upstreamDay(ddmmyyyy, "ddmmyyyy")!;

const CONTRACTS: Record<string, Contract> = {
  "GET /api/v2/corse/{type}": async (p) => Promise.all([p.trotting.raceDays("partenti"), p.trotting.raceDays("arrivi")]),
  "GET /api/v2/{type}/{date}/{ippodromo}[/{numeroCorsa}]": async (p, s) => {
    const result = s.resultDayWithQualificationAndGranPremio;
    return Promise.all([
      p.trotting.raceDetail("arrivi", dayOf(result.date), result.ippodromo),
      p.trotting.raceDetail("arrivi", dayOf(result.date), result.ippodromo, result.race),
      p.trotting.raceDetail("partenti", dayOf(s.entryDay.date), s.entryDay.ippodromo, s.entryDay.race),
    ]);
  },
  "GET /api/v2/partenti/dettaglio-corsa/{date}/{ippodromo}/{numeroCorsa}": (p, s) =>
    p.trotting.raceAtAGlance(dayOf(s.entryDay.date), s.entryDay.ippodromo, s.entryDay.race),
  "GET /api/v2/partenti/{date}": (p, s) => p.trotting.startersByDate(dayOf(s.entryDay.date)),
  "GET /api/v2/cavalli/{code}/stats": (p, s) => p.trotting.horseStats(s.stallionWithEverything),
  "GET /api/v2/cavalli/videos/{code}": (p, s) => p.trotting.horseVideos(s.stallionWithEverything),
  "GET /api/v2/cavalli/miglioriFigli/{code}": (p, s) => p.trotting.bestOffspring(s.stallionWithEverything),
  "GET /api/v2/cavalli/{code}": (p, s) =>
    Promise.all([p.trotting.horseProfile(s.stallionWithEverything), p.trotting.horseProfile(s.horseWithNoData)]),
  "GET /api/v2/prestazioni, query horseId": (p, s) =>
    Promise.all([p.trotting.performances(s.placementOverThirty.horseCode), p.trotting.performances(s.horseWithNoData)]),
  "GET /api/v2/cavalli, query s": (p) => p.trotting.searchHorses("varenne"),
  "GET /api/v2/cavalli/racingSons, query q": (p) => p.trotting.racingSons("nad al sheba"),
  "GET /api/v1/cavalli/cerca/partenti, query s": (p, s) => p.trotting.searchStarters(s.drawHorseName.slice(0, 5)),
  "GET /api/v1/cavalli/cerca (input, type M or F)": (p) => p.trotting.searchHorsesAsYouType({ input: "ready", type: "M", ageLimit: true }),
  "POST /api/v2/ricerca/puledri, body is the route query": (p, _s, year) => p.trotting.searchFoals({ year: String(year - 1) }),
  "GET /api/v1/cavalli/genealogia/{code}": (p, s) =>
    Promise.all([p.trotting.pedigree(s.stallionWithEverything), p.trotting.pedigree(s.descendantOfHalfSiblingMating)]),
  "GET /api/v1/cavalli/linea/{code}": (p, s) =>
    Promise.all([p.trotting.femaleLine(s.stallionWithEverything), p.trotting.femaleLine(s.mareWithEmptyFemaleLine)]),
  "GET /api/v2/{stalloni or puledri}/{code}, optional st=fattrice": (p, s) =>
    Promise.all([p.trotting.horseFile("stalloni", s.stallionWithEverything), p.trotting.horseFile("fattrici", s.mareWithEverything)]),
  "GET /api/v2/{type}/contacts/{id}": (p, s) => p.trotting.horseContacts("stalloni", s.stallionWithEverything),
  "GET /api/v2/mares": (p) => p.trotting.forSaleList("fattrici"),
  "GET /api/v2/carats": (p) => p.trotting.forSaleList("carature"),
  "GET /api/v2/trainees": (p) => p.trotting.forSaleList("puledri"),
  "GET /api/v1/getStalloniSponsor": (p) => p.trotting.sponsorCards(),
  "GET /api/v2/allevatori?boxes=1": (p) => p.trotting.breederBoxes(),
  "GET /api/v2/allevatori": (p) => Promise.all([p.trotting.breederList(), p.trotting.sitemapBreederSlugs()]),
  "GET /api/v2/allevatori/{id}?year": (p, s, year) => p.trotting.breederSheet(s.breederWithAllevatorePhone, year - 1),
  "GET /api/v2/allevatori, query mini=1 and term": (p) => p.trotting.breederSuggestions("alle"),
  "GET /api/v2/puledri?year&wvideo&fixed": (p, _s, year) => p.trotting.foalList({ year: year - 1, withVideo: false, fixed: true }),
  "POST /api/v2/puledri, body formData and breederText": (p, s, year) =>
    p.trotting.submitFoalListing({
      name: "Nuvola Prova",
      sex: "F",
      birthYear: year,
      dam: { code: s.mareWithEverything, typed: "" },
      sire: { code: s.stallionWithEverything, typed: "" },
      breeder: { code: String(s.breederWithAllevatorePhone), typed: "" },
      phone: "3331234567",
      note: "",
    }),
  "POST /api/v2/subscribe, body Nome, Email, horses": (p, s) =>
    p.trotting.subscribeToHorses({
      name: "Mario",
      email: "mario@example.it",
      horses: [{ code: s.stallionWithEverything, label: "Cavallo" }],
    }),
  "GET /api/v2/draws?horse={text}": (p, s) => p.trotting.searchDraws(s.drawHorseName),
  "GET /api/v2/draws/{date}/{hyppodrome}/{race}": (p, s) =>
    p.trotting.drawDetail(dayOf(s.entryDay.date), s.entryDay.ippodromo, s.entryDay.race),
  "GET /api/v1/classifiche/qualifiche?year&take": (p, _s, year) =>
    Promise.all([p.trotting.qualifications(year - 2, 500), p.trotting.qualifications(year - 2)]),
  "GET /api/v2/qualifiche/classifica?year&slug&type": (p, _s, year) => p.trotting.qualificationRanking("stalloni", year - 3),
  "GET /api/v2/classifiche, query year, entity, eta, type": (p, _s, year) =>
    Promise.all([
      p.trotting.ranking({ entity: "stalloni", year, age: null, type: null }),
      p.trotting.ranking({ entity: "leaders", year, age: "3", type: null }),
    ]),
  "GET /api/v2/classifiche/{entity}/{id}/{year}, optional eta, type": (p, s, year) =>
    p.trotting.entityRanking({ entity: "stalloni", id: s.stallionWithEverything, year, age: null, type: null }),
  "POST /api/v1/genealogia, body father, mother": (p, s) => p.trotting.matingPedigree(s.stallionWithEverything, s.mareWithEverything),
  "GET /api/v2/banners": (p) => p.trotting.banners(),
  "GET pages/{id}": (p) => p.content.page(12),
  "GET posts?categories=33&per_page=30&_embed": (p) => p.content.latestNews({ category: 33, perPage: 30 }),
  "GET posts?_embed&per_page=15&page={n}": (p) =>
    Promise.all([p.content.newsPage({ page: 1, perPage: 15 }), p.content.newsPage({ page: 2, perPage: 15 })]),
  "GET posts/{id}?_embed": async (p) => {
    const [first] = await p.content.latestNews({ category: 33, perPage: 1 });
    return p.content.post(first.id);
  },
  "GET /api/iframe/figli-nad-al-sheba with year and stallion": (p, s, year) =>
    p.trotting.stallionOffspring({ stallionCode: s.stallionWithEverything, year: year - 1 }),
  "GET /api/iframe/fattrici-nad-al-sheba with year and stallion": (p, s, year) =>
    p.trotting.stallionMares({ stallionCode: s.stallionWithEverything, year }),
  "GET /api/iframe/statistiche-figli-nad-al-sheba": (p, s) =>
    p.trotting.stallionOffspringStatistics({ stallionCode: s.stallionWithEverything }),
  "GET /statistiche-figli-piu-veloci-nad-al-sheba": (p, s) =>
    p.trotting.stallionFastestOffspring({ stallionCode: s.stallionWithEverything }),
  "GET /statistiche-figli-piu-ricchi-nad-al-sheba": (p, s) =>
    p.trotting.stallionRichestOffspring({ stallionCode: s.stallionWithEverything }),
  "GET /api/iframe/cavalli-di": (p) => p.trotting.breederHorses({ breederId: "1" }),
  "GET /accoppiamenti-di": (p, _s, year) => p.trotting.breederMatings({ breederId: "1", year }),
  "GET /fattrici-di": (p) => p.trotting.breederMares({ breederId: "1" }),
  "GET /prodotti-di": (p, _s, year) => p.trotting.breederFoals({ breederId: "1", year: year - 1 }),
  "GET /api/v2/{stalloni or puledri}/{code} (horse-file API)": (p, s) => p.trotting.horseFile("puledri", s.foalCurrentYear),
  "GET /api/v2/{type}/contacts/{id} (horse-file API)": (p, s) => p.trotting.horseContacts("puledri", s.foalCurrentYear),
  "GET /api/v2/mares, /api/v2/carats, /api/v2/trainees": (p) =>
    Promise.all([p.trotting.forSaleList("fattrici"), p.trotting.forSaleList("carature"), p.trotting.forSaleList("puledri")]),
  "GET /api/v2/prestazioni with horseId": (p, s) => p.trotting.performances(s.horseWithNoData),
  "POST /api/v1/genealogia with father, mother": (p, s) => p.trotting.matingPedigree(s.stallionWithEverything, s.mareWithEverything),
};

/** Calls of the upstream that no screen makes: where this one is used, the specification does not say. */
const NOT_CALLED_BY_ANY_SCREEN = ["GET /api/v2/allevatori/own"];

const today = TEST_TODAY;
const currentYear = Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Rome", year: "numeric" }).format(today));
const showcase = buildDataset({ seed: DEFAULT_SEED, today, publicUrl: "http://127.0.0.1:1" }).showcase;
const catalogue = buildCatalogue(showcase, currentYear).filter((entry) => entry.upstream !== "fantasy");

describe("adapters accept every answer of the fakes", () => {
  const warnings: string[] = [];
  let ports: Ports;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // The fantasy fake keeps its players in a throw-away file, never in the source tree.
    const stateFile = join(mkdtempSync(join(tmpdir(), "sulky-contract-")), "fantasy.json");
    const fakes = await startFakeUpstreams({
      trotting: { port: 0, quiet: true, today },
      content: { port: 0, quiet: true, today },
      fantasy: { port: 0, quiet: true, today, stateFile },
    });
    close = fakes.close;
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      TROTTO_API_URL: fakes.fakes.trotting!.url,
      CONTENT_API_URL: fakes.fakes.content!.url,
      FANTASY_API_URL: fakes.fakes.fantasy!.url,
    });
    const logger = createLogger("silent");
    const recording = {
      ...logger,
      debug: () => {},
      info: () => {},
      warn: (details: object, message?: string) => void warnings.push(`${message} ${JSON.stringify(details)}`),
      error: (details: object, message?: string) => void warnings.push(`${message} ${JSON.stringify(details)}`),
    };
    ports = composeApplication(config, { scope: () => ({ logger: recording }), clock: { now: () => today } }).ports;
  });
  afterAll(async () => close?.());

  it("has a contract for every trotting and content call of both call tables", () => {
    const specPaths = new Set(catalogue.map((entry) => entry.specPath));
    const missing = [...specPaths].filter((specPath) => !(specPath in CONTRACTS) && !NOT_CALLED_BY_ANY_SCREEN.includes(specPath));
    expect(missing).toEqual([]);
    for (const unused of NOT_CALLED_BY_ANY_SCREEN) expect(specPaths.has(unused)).toBe(true);
  });

  it.each(Object.entries(CONTRACTS))("%s", async (_specPath, contract) => {
    warnings.length = 0;
    await expect(contract(ports, showcase, currentYear)).resolves.toBeDefined();
    // the tolerant reader drops what it cannot read: from the fakes, nothing may be dropped
    expect(warnings).toEqual([]);
  });
});
