import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUpstreamClient } from "../../adapters/http/upstream-client";
import { racesCalls } from "../../adapters/trotting/races-calls";
import { startFake, type RunningFake } from "../../fake-upstreams/index";
import { isUpstreamError } from "../../src/ports/upstream-error";
import type { RacesTrottingPort } from "../../src/ports/trotting/races";
import { TEST_TODAY } from "../support/today";
import { testWorld } from "../support/world";

/** The days and races the simulated world ran on TEST_TODAY. */
const world = testWorld();
const { showcase } = world;
const results = showcase.resultDayWithQualificationAndGranPremio;
const entries = showcase.entryDay;
const undrawn = showcase.drawWithoutNumbers;

const silent = { trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {}, child() { return silent; } };

describe("races adapter against the trotting fake", () => {
  let fake: RunningFake;
  let port: RacesTrottingPort;
  beforeAll(async () => {
    fake = await startFake("trotting", { port: 0, quiet: true, today: TEST_TODAY });
    port = racesCalls(createUpstreamClient({ upstream: "trotting", baseUrl: fake.url, timeoutMs: 5000, scope: () => ({ logger: silent as never }) }));
  });
  afterAll(async () => fake?.close());

  it("reads the day groups of entries and results", async () => {
    const entries = await port.raceDays("partenti");
    expect(entries[0]).toMatchObject({ DataGiornata: "22112026", CodiceIppodromo: expect.any(String), NomeIppodromo: expect.any(String) });
    expect((await port.raceDays("arrivi")).length).toBeGreaterThan(30);
  });

  it("reads a result day with trials, a GranPremio and a not-placed horse", async () => {
    const detail = await port.raceDetail("arrivi", results.date, results.ippodromo);
    expect(detail.ippodromo.NomeIppodromo).toBe(world.meeting(results.date, results.ippodromo).racecourse.NomeIppodromo);
    expect(detail.qualifiche.length).toBeGreaterThan(0);
    expect(detail.corse.some((race) => race.GranPremio)).toBe(true);
    const first = await port.raceDetail("arrivi", results.date, results.ippodromo, showcase.placementOverThirty.race);
    expect(first.corse).toHaveLength(1);
    expect(first.corse[0].prestazioni.some((row) => (row.Piazzamento ?? 0) > 30)).toBe(true);
  });

  it("raises not-found for a meeting that does not exist", async () => {
    const error = await port.raceDetail("arrivi", "01011990", "NA").catch((caught: unknown) => caught);
    expect(isUpstreamError(error, "not-found")).toBe(true);
  });

  it("reads the race at a glance with statistics and performances", async () => {
    const glance = await port.raceAtAGlance(entries.date, entries.ippodromo, entries.race);
    expect(glance.dettaglio.nomeIppodromo).toBe(world.meeting(entries.date, entries.ippodromo).racecourse.NomeIppodromo);
    expect(glance.cavalli[0]).toMatchObject({ totaleCorse: expect.any(Number), ColoreMantello: expect.any(String) });
    expect(glance.cavalli[0].prestazioni[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("reads the starters index and the children of a sire", async () => {
    const starters = await port.startersByDate("22112026");
    expect(starters.lettersList.length).toBeGreaterThan(3);
    expect(starters.letters[starters.lettersList[0]][0].track).toMatch(/^[A-Z]{2}$/);
    const sire = world.horse(world.horse(world.meeting(entries.date, entries.ippodromo).races[0].rows[0].horseCode).sireCode!).name;
    const sons = await port.startersBySire(sire);
    expect(sons.results.length).toBeGreaterThan(0);
    expect(sons.results.every((row) => row.NomePadre === sire)).toBe(true);
  });

  it("reads draws, rejects a short name with 422, and reads a draw without numbers", async () => {
    const draws = await port.searchDraws(showcase.drawSearch);
    expect(Object.keys(draws.horses).length).toBeGreaterThan(1);
    const error = await port.searchDraws("ab").catch((caught: unknown) => caught);
    expect(isUpstreamError(error, "rejected") && error.status === 422 && error.message).toBe("Inserire almeno tre lettere");
    expect((await port.drawDetail(undrawn.date, undrawn.ippodromo, undrawn.race)).numbers).toEqual([]);
  });

  it("reads qualifications with a limit, the ranking and a subject", async () => {
    expect(await port.qualifications(2024, 5)).toHaveLength(5);
    expect((await port.qualifications(2024)).length).toBeGreaterThan(5);
    const ranking = await port.qualificationRanking("stalloni", 2023);
    expect(ranking.qualifiche.every((row) => (row.qualificati ?? 0) > 3)).toBe(true);
    const subject = await port.qualificationSubject("stalloni", showcase.qualificationSire.year, showcase.qualificationSire.slug);
    expect(subject.annate[0].qualifiche[0]).toMatchObject({ NomeCavallo: expect.any(String) });
  });

  it("reports a wrong shape as an invalid response", async () => {
    await fetch(`${fake.origin}/__fake/faults`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ path: "^/api/v2/corse", fault: "wrong-shape", times: 1 }) });
    const error = await port.raceDays("partenti").catch((caught: unknown) => caught);
    expect(isUpstreamError(error, "invalid-response")).toBe(true);
  });
});
