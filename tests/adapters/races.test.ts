import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUpstreamClient } from "~/adapters/http/upstream-client";
import { racesCalls } from "~/adapters/trotting/races-calls";
import { startFake, type RunningFake } from "~/fake-upstreams/index";
import { isUpstreamError } from "~/src/ports/upstream-error";
import type { RacesTrottingPort } from "~/src/ports/trotting/races";
import { TEST_TODAY } from "../support/today";
import { testWorld } from "../support/world";
import {
  asCompactDay,
  asRacecourseCode,
  asSexLetter,
  asTrialDay,
  expectMapped,
  expectPerformanceMapped,
  BEST_TIME_FIELDS,
  asStartType,
  asNotPlacedReason,
  rawAnswer,
} from "./support/mapping";

/** The days and races the simulated world ran on TEST_TODAY. */
const world = testWorld();
const { showcase } = world;
const results = showcase.resultDayWithQualificationAndGranPremio;
const entries = showcase.entryDay;
const undrawn = showcase.drawWithoutNumbers;
/** The day of a showcase address (ddmmyyyy), as the port takes it. */
const dayOf = (ddmmyyyy: string) => asCompactDay(ddmmyyyy)!;

const silent = { debug() {}, info() {}, warn() {}, error() {} };
type Raw = Record<string, unknown>;

const CAPTION = {
  raceNumber: "NumeroCorsa",
  prizeName: "NomePremio",
  startTime: "Ora",
  purse: "PremioCorsa",
  category: "Categoria",
  subcategory: "Sottocategoria",
  distance: "Distanza",
  startType: ["TipoPartenza", asStartType],
  raceDescription: "DescrizioneCorsa",
  prizeDescription: "DescrizionePremio",
  bigRace: "GranPremio",
  video: "videoLink",
  racecourseCode: "CodiceIppodromo",
} as const;

const ROW = {
  postPosition: "NumeroPartenza",
  horseName: "NomeCavallo",
  horseCode: "CodiceCavallo",
  slug: "slug",
  sex: ["Sesso", asSexLetter],
  age: "Eta",
  driver: "NomeGuidatore",
  shortRecord: "RecordBreve",
  longRecord: "RecordLunga",
  careerWinnings: "VinciteCarriera",
  sire: "NomePadre",
  dam: "NomeMadre",
  breeder: "NomeAllevatore",
  placement: "Piazzamento",
  notPlacedReason: ["MotivoNonPiazzato", asNotPlacedReason],
  kmTime: "TempoPre",
  prizeMoney: "ImportoPremio",
  sireIsSponsor: "highlight",
  sponsorUrl: "urlSponsor",
  siblingUrl: "urlSibling",
  siblingName: "NomeSibling",
} as const;

/** How Sulky reads the meeting's starts: "Sì" yes, "No" no. */
const asYesNo = (value: unknown) => (value === "Sì" ? true : value === "No" ? false : null);

const PERIODS = { "": "career", Annata: "season", Trimestre: "quarter" } as const;

describe("races calls against the trotting fake, both ways", () => {
  let fake: RunningFake;
  let port: RacesTrottingPort;
  beforeAll(async () => {
    fake = await startFake("trotting", { port: 0, quiet: true, today: TEST_TODAY });
    port = racesCalls(
      createUpstreamClient({ upstream: "trotting", baseUrl: fake.url, timeoutMs: 5000, scope: () => ({ logger: silent }) }),
    );
  });
  afterAll(async () => fake?.close());

  it("reads the meetings of entries and results", async () => {
    const raw = await rawAnswer<Raw[]>(fake.url, "/api/v2/corse/partenti");
    const entries = await port.raceDays("partenti");
    entries.forEach((meeting, index) =>
      expectMapped(
        meeting,
        raw[index],
        { day: ["DataGiornata", asCompactDay], racecourseCode: "CodiceIppodromo", racecourseName: "NomeIppodromo", town: "Localita" },
        ["Data", "DataEstesa"],
      ),
    );
    expect(entries[0].day).toEqual({ year: 2026, month: 11, day: 22 });
    // a month of results: a meeting or two a day
    expect((await port.raceDays("arrivi")).length).toBeGreaterThanOrEqual(28);
  });

  it("reads a result day field by field: trials, races, rows and the racecourse banner", async () => {
    const raw = await rawAnswer<{ qualifiche: (Raw & { prestazioni: Raw[] })[]; corse: (Raw & { prestazioni: Raw[] })[]; ippodromo: Raw }>(
      fake.url,
      `/api/v2/arrivi/${results.date}/${results.ippodromo}`,
    );
    const detail = await port.raceDetail("arrivi", dayOf(results.date), results.ippodromo);
    expectMapped(detail.track, raw.ippodromo, {
      racecourseName: "NomeIppodromo",
      racecourseCode: "CodiceIppodromo",
      day: ["data", asCompactDay],
      town: "Localita",
      startTime: "ora",
      trackLength: "LunghezzaPista",
      calibration: "Taratura",
      autostart: ["Autostart", asYesNo],
      tapes: ["Nastri", asYesNo],
    });
    expect(detail.trials.length).toBeGreaterThan(0);
    for (const [sections, rawSections] of [
      [detail.trials, raw.qualifiche],
      [detail.races, raw.corse],
    ] as const) {
      sections.forEach((section, index) => {
        expectMapped(section, rawSections[index], CAPTION, ["prestazioni"]);
        section.rows.forEach((row, position) => expectMapped(row, rawSections[index].prestazioni[position], ROW));
      });
    }
    expect(detail.races.some((race) => race.bigRace)).toBe(true);
    const first = await port.raceDetail("arrivi", dayOf(results.date), results.ippodromo, showcase.placementOverThirty.race);
    expect(first.races).toHaveLength(1);
    expect(first.races[0].rows.some((row) => (row.placement ?? 0) > 30)).toBe(true);
    // every horse not placed says why, and only those
    for (const row of first.races[0].rows) expect(row.notPlacedReason !== null).toBe((row.placement ?? 0) > 30);
  });

  it("raises not-found for a meeting that does not exist", async () => {
    const error = await port.raceDetail("arrivi", { year: 1990, month: 1, day: 1 }, "NA").catch((caught: unknown) => caught);
    expect(isUpstreamError(error, "not-found")).toBe(true);
  });

  it("reads the race at a glance: each horse's row, its three periods and its performances", async () => {
    const raw = await rawAnswer<{ cavalli: (Raw & { prestazioni: Raw[] })[]; dettaglio: Raw }>(
      fake.url,
      `/api/v2/partenti/dettaglio-corsa/${entries.date}/${entries.ippodromo}/${entries.race}`,
    );
    const glance = await port.raceAtAGlance(dayOf(entries.date), entries.ippodromo, entries.race);
    expect(glance.race.startType).not.toBeNull();
    expectMapped(glance.race, raw.dettaglio, {
      ...CAPTION,
      day: ["date", asCompactDay],
      racecourseName: "nomeIppodromo",
      town: "localita",
    });
    const periodKeys = Object.keys(PERIODS).flatMap((suffix) =>
      ["totaleCorse", "totaleVittorie", "piazzamenti", "vinciteCarriera", "recordBreve", "recordLunga"].map((key) => `${key}${suffix}`),
    );
    glance.horses.forEach((horse, index) => {
      const upstream = raw.cavalli[index];
      expectMapped(horse, upstream, { ...ROW, coat: "ColoreMantello" }, ["prestazioni", "migliorTempi", ...periodKeys]);
      expect(horse.bestTimes).toHaveLength((upstream.migliorTempi as Raw[]).length);
      horse.bestTimes.forEach((best, position) => expectMapped(best, (upstream.migliorTempi as Raw[])[position], BEST_TIME_FIELDS));
      // the row's own check above accounts for every field; each period reads its six
      for (const [suffix, period] of Object.entries(PERIODS)) {
        const periodFields = {
          starts: `totaleCorse${suffix}`,
          wins: `totaleVittorie${suffix}`,
          placings: `piazzamenti${suffix}`,
          winnings: `vinciteCarriera${suffix}`,
          shortRecord: `recordBreve${suffix}`,
          longRecord: `recordLunga${suffix}`,
        };
        expectMapped(horse[period], upstream, periodFields, Object.keys(upstream));
      }
      horse.performances.forEach((performance, position) => expectPerformanceMapped(performance, upstream.prestazioni[position]));
    });
  });

  it("reads the starters index field by field", async () => {
    const raw = await rawAnswer<{ letters: Record<string, Raw[]>; lettersList: string[] } & Raw>(
      fake.url,
      `/api/v2/partenti/${entries.date}`,
    );
    const starters = await port.startersByDate(dayOf(entries.date));
    expect(starters.letterList).toEqual(raw.lettersList);
    expect(starters.longDate).toBe(raw.dataEstesa ?? null);
    for (const letter of starters.letterList) {
      starters.letters[letter].forEach((entry, index) =>
        expectMapped(entry, raw.letters[letter][index], {
          horseName: "NomeCavallo",
          horseCode: "CodiceCavallo",
          track: "track",
          racecourseName: "NomeIppodromo",
          raceNumber: "raceNumber",
          postPosition: "NumeroPartenza",
          startTime: "Ora",
        }),
      );
    }
  });

  it("reads draws horse by horse, rejects a short name with 422, and reads a draw without numbers", async () => {
    const raw = await rawAnswer<{ horses: Record<string, Raw[]> }>(
      fake.url,
      `/api/v2/draws?horse=${encodeURIComponent(showcase.drawSearch)}`,
    );
    const draws = await port.searchDraws(showcase.drawSearch);
    expect(draws.horses.map((horse) => horse.name)).toEqual(Object.keys(raw.horses));
    expect(draws.horses.length).toBeGreaterThan(1);
    draws.horses.forEach(({ name, draws: rows }) =>
      rows.forEach((row, index) =>
        expectMapped(row, raw.horses[name][index], {
          day: ["Data", asCompactDay],
          town: "Localita",
          racecourseName: "NomeIppodromo",
          racecourseCode: ["CodiceIppodromo", asRacecourseCode],
          raceNumber: "NumeroCorsa",
          number: "Number",
          starters: "count",
          horseCode: "CodiceCavallo",
        }),
      ),
    );
    const error = await port.searchDraws("ab").catch((caught: unknown) => caught);
    expect(isUpstreamError(error, "rejected") && error.status === 422 && error.message).toBe("Inserire almeno tre lettere");
    expect((await port.drawDetail(dayOf(undrawn.date), undrawn.ippodromo, undrawn.race)).numbers.rows).toEqual([]);
  });

  it("reads qualifications with a limit field by field, the ranking and a subject", async () => {
    const raw = await rawAnswer<Raw[]>(fake.url, "/api/v1/classifiche/qualifiche?year=2024&take=5");
    const rows = await port.qualifications(2024, 5);
    expect(rows).toHaveLength(5);
    rows.forEach((row, index) =>
      expectMapped(
        row,
        raw[index],
        {
          trialDay: ["DataPre", asTrialDay],
          racecourse: "Ippodromo",
          racecourseCode: ["CodiceIppodromo", asRacecourseCode],
          horseCode: "CodiceCavallo",
          horseName: "NomeCavallo",
          slug: "slug",
          sire: "NomePadre",
          dam: "NomeMadre",
          maternalGrandsire: "nonnoMaterno",
          breeder: "Allevamento",
          owner: "Proprietario",
          trainer: "Allenatore",
          kmTime: "TempoPre",
          video: "video",
        },
        ["DataGiornata"],
      ),
    );
    expect((await port.qualifications(2024)).length).toBeGreaterThan(5);
    const rawRanking = await rawAnswer<{ qualifiche: Raw[] }>(
      fake.url,
      `/api/v2/qualifiche/classifica?year=${showcase.qualificationSire.year}&type=stalloni`,
    );
    const ranking = await port.qualificationRanking("stalloni", showcase.qualificationSire.year);
    ranking.rows.forEach((row, index) =>
      expectMapped(row, rawRanking.qualifiche[index], { position: "Pos", name: "Nome", slug: "slug", qualified: "qualificati" }),
    );
    expect(ranking.rows.every((row) => (row.qualified ?? 0) > 3)).toBe(true);
    const rawSubject = await rawAnswer<{ annate: { year: number; qualifiche: Raw[] }[] }>(
      fake.url,
      `/api/v2/qualifiche/classifica?year=${showcase.qualificationSire.year}&type=stalloni&slug=${showcase.qualificationSire.slug}`,
    );
    const subject = await port.qualificationSubject("stalloni", showcase.qualificationSire.year, showcase.qualificationSire.slug);
    subject.crops.forEach((crop, index) =>
      crop.horses.forEach((horse, position) =>
        expectMapped(horse, rawSubject.annate[index].qualifiche[position], {
          horseName: "NomeCavallo",
          slug: "slug",
          kmTime: "TempoPre",
          trialDay: ["DataPre", asTrialDay],
        }),
      ),
    );
    expect(subject.crops[0].horses.length).toBeGreaterThan(0);
  });

  it("reports a wrong shape as an invalid response", async () => {
    await fetch(`${fake.origin}/__fake/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "^/api/v2/corse", fault: "wrong-shape", times: 1 }),
    });
    const error = await port.raceDays("partenti").catch((caught: unknown) => caught);
    expect(isUpstreamError(error, "invalid-response")).toBe(true);
  });
});
