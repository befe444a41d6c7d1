import { describe, expect, it } from "vitest";
import { createBackgroundJobs } from "~/src/application/background-jobs";
import { makeGetDrawDetail } from "~/src/application/races/get-draw-detail";
import {
  createStartingNumberStatsStore,
  makeGetStartingNumberStats,
  RESULT_CALLS_AT_ONCE,
} from "~/src/application/races/starting-number-stats";
import type { Meeting, RaceDetail, RaceRow, RaceSection, TrackBanner } from "~/src/domain/races/types";
import { EMPTY_TABLE } from "~/src/domain/tables";
import type { TrottingPort } from "~/src/ports/trotting-port";
import { UpstreamError } from "~/src/ports/upstream-error";
import { day as calendarDay } from "../../support/domain";
import { createSharedState, createUseCases, type Ports } from "~/src/application/use-cases";

const clock = { now: () => new Date("2026-11-22T10:00:00Z") };
const NO_FILTER = { trackCode: null, startType: null, band: null };

function trotting(calls: Partial<TrottingPort>): TrottingPort {
  return new Proxy(calls, {
    get(target, name: string) {
      if (name in target) return target[name as keyof TrottingPort];
      return () => Promise.reject(new Error(`unexpected call ${name}`));
    },
  }) as TrottingPort;
}

const meeting = (day: Meeting["day"], code: string): Meeting => ({ day, racecourseCode: code, racecourseName: code, town: null });
const banner = (code: string, name: string): TrackBanner => ({
  racecourseName: name,
  racecourseCode: code,
  day: calendarDay(2026, 11, 1),
  town: null,
  startTime: null,
  trackLength: 1000,
  calibration: null,
  autostart: true,
  tapes: true,
});
const row = (postPosition: number | null, placement: number | null) => ({ postPosition, placement }) as RaceRow;
const section = (raceDescription: string, distance: number, rows: RaceRow[]) =>
  ({ raceNumber: 1, raceDescription, distance, rows }) as RaceSection;

/** Two meetings of results: Napoli (autostart mile, tapes 2100 m) and Milano (autostart mile). */
const RESULTS: Record<string, RaceDetail> = {
  NA: {
    trials: [section("Prova di qualifica. Partenza con autostart.", 1600, [row(1, 1)])],
    races: [
      section("Per cavalli di 3 anni. Partenza con autostart.", 1600, [row(1, 1), row(2, 2), row(3, 31), row(4, null)]),
      section("Per cavalli di 5 anni. Partenza ai nastri.", 2100, [row(1, 2), row(2, 1)]),
    ],
    track: banner("NA", "Napoli Agnano"),
  },
  MI: {
    trials: [],
    races: [section("Per femmine di 4 anni. Partenza con autostart.", 1600, [row(1, 3), row(2, 1)])],
    track: banner("MI", "Milano San Siro"),
  },
};

function resultsPort(options: { failing?: string[]; asked?: string[] } = {}) {
  return trotting({
    raceDays: async (type) => {
      expect(type).toBe("arrivi");
      return [meeting(calendarDay(2026, 11, 2), "NA"), meeting(calendarDay(2026, 11, 1), "MI")];
    },
    raceDetail: async (type, date, code, raceNumber) => {
      expect([type, raceNumber]).toEqual(["arrivi", undefined]);
      options.asked?.push(`${date.day}/${date.month}/${code}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (options.failing?.includes(code)) throw new UpstreamError("trotting", "unavailable", "giù");
      return RESULTS[code];
    },
  });
}

describe("the starting-number statistics", () => {
  it("are being prepared until the first aggregate exists, and the page asks the upstream nothing", () => {
    const store = createStartingNumberStatsStore({ trotting: trotting({}), clock });
    const page = makeGetStartingNumberStats({ startingNumbers: store })(NO_FILTER);
    expect(page).toEqual({ status: "preparing", filter: NO_FILTER });
  });

  it("aggregate every race of every results day, trials left out, with the days they cover", async () => {
    const asked: string[] = [];
    const store = createStartingNumberStatsStore({ trotting: resultsPort({ asked }), clock });
    const snapshot = await store.refresh();
    expect(asked.sort()).toEqual(["1/11/MI", "2/11/NA"]);
    expect(snapshot).toMatchObject({
      firstDay: calendarDay(2026, 11, 1),
      lastDay: calendarDay(2026, 11, 2),
      meetingsRead: 2,
      meetingsFailed: 0,
      computedAt: clock.now(),
    });
    expect(snapshot!.stats.groups.map((group) => `${group.trackName} ${group.startType} ${group.band} ${group.races}`)).toEqual([
      "Milano San Siro autostart corta 1",
      "Napoli Agnano autostart corta 1",
      "Napoli Agnano nastri media 1",
    ]);

    const getPage = makeGetStartingNumberStats({ startingNumbers: store });
    const all = getPage({ trackCode: null, startType: "autostart", band: "corta" });
    expect(
      all.status === "ready" && all.numbers.map((figures) => [figures.number, figures.starters, figures.wins, figures.places]),
    ).toEqual([
      [1, 2, 1, 2],
      [2, 2, 1, 2],
      [3, 1, 0, 0],
      [4, 0, 0, 0],
    ]);
    const napoli = getPage({ trackCode: "NA", startType: null, band: null });
    expect(napoli).toMatchObject({ status: "ready", races: 2, unknownTrack: false, filter: { trackCode: "NA" } });
    expect(napoli.status === "ready" && napoli.tracks).toEqual([
      { code: "MI", name: "Milano San Siro" },
      { code: "NA", name: "Napoli Agnano" },
    ]);
  });

  it("drop a track the results do not hold and say so", async () => {
    const store = createStartingNumberStatsStore({ trotting: resultsPort(), clock });
    await store.refresh();
    const page = makeGetStartingNumberStats({ startingNumbers: store })({ trackCode: "ZZ", startType: null, band: null });
    expect(page).toMatchObject({ status: "ready", unknownTrack: true, filter: { trackCode: null }, races: 3 });
  });

  it(`ask at most ${RESULT_CALLS_AT_ONCE} results days at once and run one refresh at a time`, async () => {
    const many = Array.from({ length: 12 }, (_, index) => meeting(calendarDay(2026, 11, index + 1), "NA"));
    const inFlight = { now: 0, max: 0 };
    let details = 0;
    const port = trotting({
      raceDays: async () => many,
      raceDetail: async () => {
        details++;
        inFlight.max = Math.max(inFlight.max, ++inFlight.now);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight.now--;
        return RESULTS.NA;
      },
    });
    const store = createStartingNumberStatsStore({ trotting: port, clock });
    const [first, second] = await Promise.all([store.refresh(), store.refresh()]);
    expect(first).toBe(second);
    expect(details).toBe(12);
    expect(inFlight.max).toBe(RESULT_CALLS_AT_ONCE);
  });

  it("leave out a meeting that fails, and keep the last aggregate when nothing can be read", async () => {
    const store = createStartingNumberStatsStore({ trotting: resultsPort({ failing: ["MI"] }), clock });
    const partial = await store.refresh();
    expect(partial).toMatchObject({ meetingsRead: 1, meetingsFailed: 1 });
    expect(partial!.stats.groups.every((group) => group.trackCode === "NA")).toBe(true);

    const flaky = createStartingNumberStatsStore({
      trotting: trotting({
        raceDays: async () => [meeting(calendarDay(2026, 11, 2), "NA")],
        raceDetail: (() => {
          let calls = 0;
          return async () => {
            if (++calls > 1) throw new UpstreamError("trotting", "timeout", "lento");
            return RESULTS.NA;
          };
        })(),
      }),
      clock,
    });
    const kept = await flaky.refresh();
    expect(await flaky.refresh()).toBe(kept);
    expect(flaky.current()).toBe(kept);
  });
});

describe("the draws page", () => {
  const draw = (numbers: (number | null)[]) =>
    trotting({
      drawDetail: async () => ({
        racecourse: { code: "NA", name: "Napoli Agnano", town: "Napoli" },
        numbers: EMPTY_TABLE,
        startingNumbers: numbers,
        title: "Sorteggio numeri: Premio Vesuvio",
        subtitle: null,
      }),
    });

  it("gives each number's win % at the race's track once the statistics are ready", async () => {
    const store = createStartingNumberStatsStore({ trotting: resultsPort(), clock });
    const getDrawDetail = makeGetDrawDetail({ trotting: draw([1, 2]), startingNumbers: store });
    const before = await getDrawDetail({ date: calendarDay(2026, 11, 24), trackCode: "NA", raceNumber: 1 });
    expect(before.status === "ok" && before.result.winRates).toBeNull();
    expect(before.status === "ok" && before.result.statisticsPending).toBe(true);

    await store.refresh();
    const after = await getDrawDetail({ date: calendarDay(2026, 11, 24), trackCode: "NA", raceNumber: 1 });
    expect(after.status === "ok" && after.result.statisticsPending).toBe(false);
    expect(after.status === "ok" && after.result.winRates).toEqual({
      trackCode: "NA",
      trackName: "Napoli Agnano",
      byNumber: {
        1: { winPercent: 50, starters: 2 },
        2: { winPercent: 50, starters: 2 },
        3: { winPercent: 0, starters: 1 },
        4: { winPercent: null, starters: 0 },
      },
    });
  });
});

describe("the statistics' refresh is a background job, apart from the use cases", () => {
  it("is not among the use cases loaders receive; the job fills what the page reads", async () => {
    const ports = { trotting: resultsPort(), clock } as unknown as Ports;
    const shared = createSharedState(ports);
    const useCases = createUseCases(ports, shared);
    const jobs = createBackgroundJobs(shared);
    expect(
      Object.values(useCases)
        .flatMap((area) => Object.keys(area))
        .filter((name) => /refresh/i.test(name)),
    ).toEqual([]);
    expect(useCases.races.getStartingNumberStats(NO_FILTER).status).toBe("preparing");
    expect(jobs.refreshStartingNumberStats).toMatchObject({ name: "statistiche-numeri", everyMs: 60 * 60 * 1000 });
    await jobs.refreshStartingNumberStats.run();
    expect(useCases.races.getStartingNumberStats(NO_FILTER).status).toBe("ready");
  });
});
