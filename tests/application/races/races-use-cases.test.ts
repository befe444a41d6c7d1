import { describe, expect, it, vi } from "vitest";
import { makeFindTodayEntries } from "~/src/application/races/find-today-entries";
import { makeGetDrawDetail } from "~/src/application/races/get-draw-detail";
import { makeGetQualificationRanking } from "~/src/application/races/get-qualification-ranking";
import { makeGetFullQualificationList, makeGetQualifications } from "~/src/application/races/get-qualifications";
import { makeGetRaceDetail } from "~/src/application/races/get-race-detail";
import { makeGetRaceList } from "~/src/application/races/get-race-list";
import { makeGetSireStarters } from "~/src/application/races/get-sire-starters";
import { DRAW_GENERIC_ERROR, makeSearchDraws } from "~/src/application/races/search-draws";
import { createStartingNumberStatsStore } from "~/src/application/races/starting-number-stats";
import type { Meeting, Qualification, TrackBanner } from "~/src/domain/races/types";
import type { TrottingPort } from "~/src/ports/trotting-port";
import { UpstreamError } from "~/src/ports/upstream-error";
import { day as calendarDay } from "../../support/domain";

const clock = { now: () => new Date("2026-11-22T10:00:00Z") };

/** An in-memory trotting port: only the races calls a test gives exist. */
function trotting(calls: Partial<TrottingPort>): TrottingPort {
  return new Proxy(calls, {
    get(target, name: string) {
      if (name in target) return target[name as keyof TrottingPort];
      return () => Promise.reject(new Error(`unexpected call ${name}`));
    },
  }) as TrottingPort;
}

const NOV_22 = calendarDay(2026, 11, 22);
const NOV_23 = calendarDay(2026, 11, 23);
const OCT_23 = calendarDay(2026, 10, 23);
const JAN_1_1990 = calendarDay(1990, 1, 1);
const day = (date: Meeting["day"], code: string): Meeting => ({ day: date, racecourseCode: code, racecourseName: code, town: null });
const banner: TrackBanner = {
  racecourseName: "Napoli Agnano",
  racecourseCode: "NA",
  day: OCT_23,
  town: "Napoli",
  startTime: "14:25",
  trackLength: 1000,
  calibration: null,
  autostart: false,
  tapes: true,
};

describe("race list and today's entries", () => {
  it("titles and groups the entries", async () => {
    const getRaceList = makeGetRaceList({
      trotting: trotting({ raceDays: async () => [day(NOV_22, "NA"), day(NOV_22, "FI"), day(NOV_23, "BO")] }),
    });
    const list = await getRaceList("partenti");
    expect(list.title).toBe("Prossimi partenti");
    expect(list.days?.map((d) => d.meetings.length)).toEqual([2, 1]);
  });

  it("finds today when something runs today, else nothing", async () => {
    const withToday = makeFindTodayEntries({ clock, trotting: trotting({ raceDays: async () => [day(NOV_22, "NA")] }) });
    expect(await withToday()).toEqual(NOV_22);
    const without = makeFindTodayEntries({ clock, trotting: trotting({ raceDays: async () => [day(NOV_23, "NA")] }) });
    expect(await without()).toBeNull();
  });
});

describe("race detail", () => {
  it("titles the page and passes the race number to the upstream", async () => {
    const asked: unknown[] = [];
    const getRaceDetail = makeGetRaceDetail({
      trotting: trotting({
        raceDetail: async (...args) => {
          asked.push(args);
          return { trials: [], races: [], track: banner };
        },
      }),
    });
    const page = await getRaceDetail({ type: "arrivi", date: OCT_23, trackCode: "NA", raceNumber: 0 });
    expect(page?.title).toBe("Arrivi di Napoli Agnano del 23/10/2026");
    expect(asked).toEqual([["arrivi", OCT_23, "NA", 0]]);
  });

  it("turns an unknown meeting into null (404) and lets other failures through", async () => {
    const missing = makeGetRaceDetail({
      trotting: trotting({ raceDetail: () => Promise.reject(new UpstreamError("trotting", "not-found", "no")) }),
    });
    expect(await missing({ type: "arrivi", date: JAN_1_1990, trackCode: "NA" })).toBeNull();
    const down = makeGetRaceDetail({
      trotting: trotting({ raceDetail: () => Promise.reject(new UpstreamError("trotting", "unavailable", "down")) }),
    });
    await expect(down({ type: "arrivi", date: JAN_1_1990, trackCode: "NA" })).rejects.toThrow("down");
  });

  it("keeps the title and no detail when the upstream's answer cannot be read", async () => {
    const unreadable = makeGetRaceDetail({
      trotting: trotting({ raceDetail: () => Promise.reject(new UpstreamError("trotting", "invalid-response", "dati non validi")) }),
    });
    expect(await unreadable({ type: "arrivi", date: OCT_23, trackCode: "NA" })).toMatchObject({
      detail: null,
      title: "Arrivi di NA del 23/10/2026",
    });
  });
});

describe("draws", () => {
  it("asks nothing for an empty query", async () => {
    const searchDraws = makeSearchDraws({ trotting: trotting({}) });
    expect(await searchDraws("   ")).toEqual({ query: "", outcome: null });
  });

  it("reports the server's 422 text, and the generic message for anything else", async () => {
    const rejected = makeSearchDraws({
      trotting: trotting({
        searchDraws: () => Promise.reject(new UpstreamError("trotting", "rejected", "Inserire almeno tre lettere", 422)),
      }),
    });
    expect((await rejected("ab")).outcome).toEqual({ status: "rejected", message: "Inserire almeno tre lettere" });
    const failing = makeSearchDraws({
      trotting: trotting({ searchDraws: () => Promise.reject(new UpstreamError("trotting", "timeout", "slow")) }),
    });
    expect((await failing("Arsenio")).outcome).toEqual({ status: "failed", message: DRAW_GENERIC_ERROR });
    const detail = makeGetDrawDetail({
      trotting: trotting({ drawDetail: () => Promise.reject(new UpstreamError("trotting", "rejected", "Corsa non trovata", 422)) }),
      startingNumbers: createStartingNumberStatsStore({ trotting: trotting({}), clock }),
    });
    expect(await detail({ date: NOV_22, trackCode: "FI", raceNumber: 42 })).toEqual({
      status: "rejected",
      message: "Corsa non trovata",
    });
  });

  it("passes the horses through", async () => {
    const searchDraws = makeSearchDraws({ trotting: trotting({ searchDraws: async () => ({ horses: [] }) }) });
    expect(await searchDraws(" Zzz ")).toEqual({ query: "Zzz", outcome: { status: "ok", result: { horses: [] } } });
  });
});

describe("qualifications", () => {
  const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ horseName: `Cavallo ${index}` }) as Qualification);

  it("asks the newest crop's first 500 rows by default", async () => {
    const asked: unknown[] = [];
    const getQualifications = makeGetQualifications({
      clock,
      trotting: trotting({
        qualifications: async (...args) => {
          asked.push(args);
          return rows(500);
        },
      }),
    });
    const page = await getQualifications({});
    expect(page?.selected).toEqual({ year: 2024, letter: "L" });
    expect(page?.partial).toBe(true);
    expect(asked).toEqual([[2024, 500]]);
  });

  it("gives the page without JavaScript the whole crop at once, or the first page when that fails", async () => {
    const asked: unknown[] = [];
    const whole = makeGetQualifications({
      clock,
      trotting: trotting({ qualifications: async (...args) => (asked.push(args), rows(700)) }),
    });
    expect(await whole({ wholeCrop: true })).toMatchObject({ partial: false, failed: false });
    expect(asked).toEqual([[2024, undefined]]);
    const onlyFirst = makeGetQualifications({
      clock,
      trotting: trotting({
        qualifications: async (_year, take) =>
          take === undefined ? Promise.reject(new UpstreamError("trotting", "timeout", "slow")) : rows(500),
      }),
    });
    expect(await onlyFirst({ wholeCrop: true })).toMatchObject({ partial: true, failed: false });
  });

  it("refuses a year without a letter button, without calling the upstream", async () => {
    const getQualifications = makeGetQualifications({ clock, trotting: trotting({}) });
    expect(await getQualifications({ year: 2016 })).toBeNull();
    expect(await getQualifications({ year: 2025 })).toBeNull();
  });

  it("keeps the page when the first rows fail, marked for the retrying message", async () => {
    const getQualifications = makeGetQualifications({
      clock,
      trotting: trotting({ qualifications: () => Promise.reject(new UpstreamError("trotting", "timeout", "slow")) }),
    });
    const page = await getQualifications({});
    expect(page).toMatchObject({ rows: [], failed: true, partial: true });
    expect(page?.selected.year).toBe(page?.years[0].year);
  });

  it("fetches the full list without a limit and reports a failure as unavailable", async () => {
    const asked: unknown[] = [];
    const full = makeGetFullQualificationList({
      clock,
      trotting: trotting({
        qualifications: async (...args) => {
          asked.push(args);
          return rows(700);
        },
      }),
    });
    expect(await full(2023)).toMatchObject({ status: "ok" });
    expect(asked).toEqual([[2023, undefined]]);
    const failing = makeGetFullQualificationList({
      clock,
      trotting: trotting({ qualifications: () => Promise.reject(new UpstreamError("trotting", "unavailable", "down")) }),
    });
    expect(await failing(2023)).toEqual({ status: "unavailable" });
    expect(await failing(1999)).toEqual({ status: "unknown-year" });
  });

  it("asks the ranking without slug and the subject with one", async () => {
    const getRanking = makeGetQualificationRanking({
      clock,
      trotting: trotting({
        qualificationRanking: async (type, year) => ({ year, title: type, rows: [] }),
        qualificationSubject: async (type, year, slug) => ({ year, title: slug, crops: [] }),
      }),
    });
    expect(await getRanking({ type: "stalloni" })).toMatchObject({ kind: "ranking", year: 2024 });
    expect(await getRanking({ type: "nonni", year: 2023, slug: "100005-varenne" })).toMatchObject({
      kind: "subject",
      slug: "100005-varenne",
      subject: { title: "100005-varenne" },
    });
  });
});

describe("children of a sire", () => {
  const son = (name: string, sire: string) => ({
    code: name,
    name,
    sire,
    dam: null,
    route: null,
    day: NOV_23,
    racecourse: "Firenze",
    racecourseCode: "FI",
    raceNumber: 1,
    startTime: null,
    kmTime: null,
  });

  it("asks nothing until more than 3 characters are given", async () => {
    const racingSons = vi.fn(async () => ({ title: null, description: null, results: [] }));
    const getSireStarters = makeGetSireStarters({ trotting: trotting({ racingSons }) });
    expect(await getSireStarters("  ")).toEqual({ sire: "", starters: null, otherSires: [], tooShort: false, unavailable: false });
    expect(await getSireStarters("Nad")).toEqual({ sire: "Nad", starters: null, otherSires: [], tooShort: true, unavailable: false });
    expect(racingSons).not.toHaveBeenCalled();
    expect((await getSireStarters(" Varenne ")).starters?.results).toEqual([]);
    expect(racingSons).toHaveBeenCalledWith("Varenne");
  });

  it("names one sire and lists only his sons, offering the other sires the text matched", async () => {
    const results = [son("Cometa Fav", "Tornado Grd"), son("Alba Nad", "Nad Al Sheba"), son("Bruma Nad", "Nad Al Sheba")];
    const getSireStarters = makeGetSireStarters({
      trotting: trotting({ racingSons: async () => ({ title: "Figli di Nad Al Sheba in partenza", description: null, results }) }),
    });
    const page = await getSireStarters("nad a");
    expect(page.sire).toBe("Nad Al Sheba");
    expect(page.starters?.results.map((row) => row.name)).toEqual(["Alba Nad", "Bruma Nad"]);
    expect(page.otherSires).toEqual(["Tornado Grd"]);
    expect((await getSireStarters("Tornado Grd")).starters?.results.map((row) => row.name)).toEqual(["Cometa Fav"]);
  });

  it("keeps the rows when none names its sire (nothing to tell the sires apart by)", async () => {
    const results = [son("Cometa Fav", ""), son("Alba Nad", "")].map((row) => ({ ...row, sire: null }));
    const getSireStarters = makeGetSireStarters({
      trotting: trotting({ racingSons: async () => ({ title: null, description: null, results }) }),
    });
    expect(await getSireStarters("Nad Al Sheba")).toMatchObject({ sire: "Nad Al Sheba", otherSires: [], starters: { results } });
  });
});
