import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFake, type RunningFake } from "~/fake-upstreams";
import { romeInstant, romeWallClock } from "~/fake-upstreams/shared/clock";
import { addDays, toDdmmyyyy, toIsoDate } from "~/fake-upstreams/shared/dates";
import { DRAW_DAYS_BEFORE, DRAW_TIME, RESULT_DELAY_MINUTES } from "~/fake-upstreams/trotting/race-day";
import { TEST_SEED, TEST_TODAY, testDataset } from "./helpers";

const dataset = testDataset();
const today = dataset.meetings.find((meeting) => meeting.kind === "partenti" && meeting.date === dataset.today)!;
const firstRace = today.races[0];
const secondRace = today.races[1];
const TODAY = today.ddmmyyyy;
const TRACK = today.racecourse.CodiceIppodromo;
/** A race still without numbers whose draw is made today (four days before it). */
const drawDay = toDdmmyyyy(addDays(new Date(`${dataset.today}T00:00:00Z`), DRAW_DAYS_BEFORE));
const undrawn = dataset.meetings
  .filter((meeting) => meeting.ddmmyyyy === drawDay)
  .flatMap((meeting) => meeting.races.filter((race) => !race.drawDone).map((race) => ({ meeting, race })))[0];

type Row = { NumeroPartenza: number | null; Piazzamento: number | null; TempoPre: string | null; ImportoPremio: number };
type Detail = { corse: { NumeroCorsa: number; prestazioni: Row[] }[] };

let fake: RunningFake;
const get = async <T>(path: string): Promise<T> => (await fetch(fake.url + path)).json() as Promise<T>;
const setClock = async (body: object) =>
  (await fetch(`${fake.origin}/__fake/clock`, { method: "POST", body: JSON.stringify(body) })).json() as Promise<{
    now: string;
    time: string;
  }>;
const minutesAfter = (hhmm: string, minutes: number) =>
  romeWallClock(new Date(romeInstant(dataset.today, hhmm).getTime() + minutes * 60_000));
const timeText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

beforeAll(async () => {
  fake = await startFake("trotting", { port: 0, quiet: true, seed: TEST_SEED, today: TEST_TODAY });
});
afterAll(() => fake.close());
beforeEach(async () => {
  await fetch(`${fake.origin}/__fake/clock`, { method: "DELETE" });
});

describe("the fake's race day", () => {
  it("starts at the pinned instant, before today's first race, with no result of today anywhere", async () => {
    const reading = (await (await fetch(`${fake.origin}/__fake/clock`)).json()) as { now: string };
    expect(reading.now).toBe(TEST_TODAY.toISOString());
    const entries = await get<Detail>(`/api/v2/partenti/${TODAY}/${TRACK}`);
    expect(entries.corse.flatMap((race) => race.prestazioni).every((row) => row.Piazzamento === null)).toBe(true);
    expect((await get<Detail>(`/api/v2/arrivi/${TODAY}/${TRACK}`)).corse).toEqual([]);
    const results = await get<{ DataGiornata: string }[]>("/api/v2/corse/arrivi");
    expect(results.some((meeting) => meeting.DataGiornata === TODAY)).toBe(false);
  });

  it(`publishes a race's result ${RESULT_DELAY_MINUTES} minutes after its start, in the entries and the results`, async () => {
    const published = minutesAfter(firstRace.Ora, RESULT_DELAY_MINUTES);
    await setClock({ time: timeText(published.minutes - 1) });
    expect((await get<Detail>(`/api/v2/arrivi/${TODAY}/${TRACK}`)).corse).toEqual([]);

    const reading = await setClock({ time: timeText(published.minutes) });
    expect(reading.time).toBe(timeText(published.minutes));
    const results = await get<Detail>(`/api/v2/arrivi/${TODAY}/${TRACK}`);
    expect(results.corse.map((race) => race.NumeroCorsa)).toEqual([firstRace.NumeroCorsa]);
    const rows = results.corse[0].prestazioni;
    const placed = rows.filter((row) => (row.Piazzamento ?? 0) >= 1 && (row.Piazzamento ?? 0) <= 30);
    expect(placed.map((row) => row.Piazzamento)).toEqual(placed.map((_, index) => index + 1));
    expect(placed.every((row) => /^\d\.\d{2}\.\d$/.test(row.TempoPre ?? ""))).toBe(true);
    expect(rows.slice(0, 5).reduce((sum, row) => sum + row.ImportoPremio, 0)).toBeLessThanOrEqual(firstRace.PremioCorsa);
    expect(rows.length).toBe(firstRace.rows.length);

    const entries = await get<Detail>(`/api/v2/partenti/${TODAY}/${TRACK}`);
    expect(entries.corse[0].prestazioni.every((row) => row.Piazzamento !== null)).toBe(true);
    const numbers = entries.corse[0].prestazioni.map((row) => row.NumeroPartenza ?? 0);
    expect(numbers, "the entries keep their starting order").toEqual([...numbers].sort((a, b) => a - b));
    expect(entries.corse[1].prestazioni.every((row) => row.Piazzamento === null)).toBe(true);
    const list = await get<{ DataGiornata: string; CodiceIppodromo: string }[]>("/api/v2/corse/arrivi");
    expect(list[0]).toMatchObject({ DataGiornata: TODAY });
    // the same result each time it is asked
    expect(await get<Detail>(`/api/v2/arrivi/${TODAY}/${TRACK}`)).toEqual(results);
  });

  it("moves forward by minutes, and goes back to the pinned instant", async () => {
    await setClock({ time: secondRace.Ora });
    await setClock({ advanceMinutes: RESULT_DELAY_MINUTES });
    expect((await get<Detail>(`/api/v2/arrivi/${TODAY}/${TRACK}`)).corse.map((race) => race.NumeroCorsa)).toEqual([
      firstRace.NumeroCorsa,
      secondRace.NumeroCorsa,
    ]);
    await fetch(`${fake.origin}/__fake/clock`, { method: "DELETE" });
    expect((await get<Detail>(`/api/v2/arrivi/${TODAY}/${TRACK}`)).corse).toEqual([]);
  });

  it.skipIf(!undrawn)(`draws a race's numbers ${DRAW_DAYS_BEFORE} days before it, at ${DRAW_TIME}`, async () => {
    const { meeting, race } = undrawn!;
    const path = `/api/v2/draws/${meeting.ddmmyyyy}/${meeting.racecourse.CodiceIppodromo}/${race.NumeroCorsa}`;
    expect((await get<{ numbers: unknown[] }>(path)).numbers).toEqual([]);
    await setClock({ at: romeInstant(toIsoDate(new Date(`${dataset.today}T00:00:00Z`)), DRAW_TIME).toISOString() });
    const numbers = (await get<{ numbers: { Number: number }[] }>(path)).numbers.map((row) => row.Number);
    expect(numbers).toEqual(race.rows.map((_, index) => index + 1));
    const entries = await get<Detail>(`/api/v2/partenti/${meeting.ddmmyyyy}/${meeting.racecourse.CodiceIppodromo}/${race.NumeroCorsa}`);
    expect(entries.corse[0].prestazioni.map((row) => row.NumeroPartenza)).toEqual(numbers);
  });

  it("refuses a clock it cannot read", async () => {
    const response = await fetch(`${fake.origin}/__fake/clock`, { method: "POST", body: JSON.stringify({ time: "25:99" }) });
    expect(response.status).toBe(422);
    expect((await fetch(`${fake.origin}/__fake/clock`, { method: "PUT" })).status).toBe(405);
  });
});
