import { describe, expect, it } from "vitest";
import { openSqliteResultsArchive } from "~/adapters/results-archive/sqlite-results-archive";
import { makeIngestResults } from "~/src/application/ratings/ingest-results";
import { isoDay, type CalendarDate } from "~/src/domain/calendar";
import type { Performance, RaceDetail, RaceRow } from "~/src/domain/races/types";
import { UpstreamError } from "~/src/ports/upstream-error";

/** A small upstream: meetings every day from 2026-10-01 to 2026-11-21; the list shows the last five, a horse's performances the rest. */
const day = (year: number, month: number, date: number): CalendarDate => ({ year, month, day: date });
const days: CalendarDate[] = [];
for (let index = 0; index < 52; index++) {
  const date = new Date(Date.UTC(2026, 9, 1 + index));
  days.push(day(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()));
}
const row = (code: string, placement: number, time: string): RaceRow =>
  ({
    horseCode: code,
    horseName: code,
    postPosition: placement,
    placement,
    notPlacedReason: null,
    kmTime: time,
    age: 12,
    driver: null,
    prizeMoney: 0,
  }) as RaceRow;

function detailOf(date: CalendarDate): RaceDetail {
  return {
    trials: [],
    races: [
      {
        raceNumber: 1,
        prizeName: null,
        startTime: null,
        purse: 1000,
        category: "E",
        subcategory: null,
        distance: 1640,
        startType: null,
        raceDescription: "Partenza con autostart.",
        prizeDescription: null,
        bigRace: false,
        video: null,
        racecourseCode: "MI",
        rows: [row("OLD", 1, "1.14.0"), row(`H${date.day}`, 2, "1.14.5")],
      },
    ],
    track: {
      racecourseName: "Milano",
      racecourseCode: "MI",
      day: date,
      town: null,
      startTime: null,
      trackLength: 1000,
      calibration: null,
      autostart: true,
      tapes: false,
    },
  };
}

function upstream(options: { brokenDay: string; brokenTimes: number }) {
  const asked: string[] = [];
  let broken = options.brokenTimes;
  return {
    asked,
    races: {
      raceDays: async () => days.slice(-5).map((date) => ({ day: date, racecourseCode: "MI", racecourseName: "Milano", town: null })),
      raceDetail: async (_type: string, date: CalendarDate) => {
        asked.push(isoDay(date));
        if (isoDay(date) === options.brokenDay && broken-- > 0)
          throw new UpstreamError("trotting", "invalid-response", "risposta malformata");
        return detailOf(date);
      },
    },
    horses: {
      // the old horse ran every day: its lines name every meeting
      performances: async (code: string): Promise<Performance[]> =>
        code === "OLD" ? days.map((date) => ({ day: date, racecourseCode: "MI" }) as Performance) : [],
    },
  };
}

const warnings: string[] = [];
const logger = { debug() {}, info() {}, error() {}, warn: (_details: object, message?: string) => void warnings.push(message ?? "") };
const options = { concurrency: 2, callsPerSecond: 0, budgetMs: 60_000 };

describe("results archive ingest", () => {
  it("finds older meetings through the performances, skips a malformed day with a log line and retries it later, never asking a stored day again", async () => {
    const archive = await openSqliteResultsArchive();
    const fake = upstream({ brokenDay: "2026-10-10", brokenTimes: 1 });
    let now = new Date("2026-11-22T10:00:00Z");
    const ingest = makeIngestResults({ archive, ...fake, clock: { now: () => now }, logger }, options);

    const first = await ingest.run();
    expect(first.stored).toBe(51);
    expect(first.failed).toBe(1);
    expect(warnings.some((message) => message.includes("saltata e ritentata"))).toBe(true);
    expect((await archive.races()).length).toBe(51);

    // the next run, after the retry delay: only the failed day is asked again
    fake.asked.length = 0;
    now = new Date("2026-11-22T11:00:00Z");
    const second = await ingest.run();
    expect(second.stored).toBe(1);
    expect(fake.asked).toEqual(["2026-10-10"]);
    const races = await archive.races();
    expect(races.length).toBe(52);
    expect(races[0].starters[0]).toMatchObject({ horseCode: "OLD", placement: 1, kmTenths: 740, outcome: "arrivato" });
    expect(races[0].startType).toBe("autostart");
    archive.close();
  });

  it("keeps what is stored when every upstream call fails", async () => {
    const archive = await openSqliteResultsArchive();
    const fake = upstream({ brokenDay: "none", brokenTimes: 0 });
    const ingest = makeIngestResults({ archive, ...fake, clock: { now: () => new Date("2026-11-22T10:00:00Z") }, logger }, options);
    await ingest.run();
    const stored = (await archive.races()).length;
    const failing = makeIngestResults(
      {
        archive,
        races: {
          raceDays: () => Promise.reject(new UpstreamError("trotting", "unavailable", "giù")),
          raceDetail: () => Promise.reject(new UpstreamError("trotting", "unavailable", "giù")),
        },
        horses: fake.horses,
        clock: { now: () => new Date("2026-11-23T10:00:00Z") },
        logger,
      },
      options,
    );
    await expect(failing.run()).resolves.toMatchObject({ stored: 0 });
    expect((await archive.races()).length).toBe(stored);
    archive.close();
  });
});
