import { describe, expect, it } from "vitest";
import { makeGetAddFoalForm } from "~/src/application/breeding/get-add-foal-form";
import { makeGetFoalYearBounds } from "~/src/application/breeding/get-foal-list";
import { makeGetHomePage } from "~/src/application/home/get-home-page";
import { makeFindTodayEntries } from "~/src/application/races/find-today-entries";
import { makeGetQualifications } from "~/src/application/races/get-qualifications";
import { makeGetSiteFrame } from "~/src/application/site/get-site-frame";
import { calendarDateInItaly, isRealDay } from "~/src/domain/calendar";
import { seasonEnd } from "~/src/domain/fantasy/rules";
import { letterForYear, yearLetterWarning } from "~/src/domain/year-letter";
import type { Clock } from "~/src/ports/clock";
import type { ContentPort } from "~/src/ports/content-port";
import type { TrottingPort } from "~/src/ports/trotting-port";

/**
 * The days the calendar rules turn on, each read through a clock pinned to the
 * instant around Italian midnight (Rome is UTC+1 in winter, UTC+2 in summer):
 * the machine's own date never enters.
 */
const pinned = (iso: string): Clock => ({ now: () => new Date(iso) });

/** Ports that answer every call with an empty list: these tests look only at what the clock decides. */
const emptyTrotting = new Proxy({}, { get: () => async () => [] }) as TrottingPort;
const emptyContent = new Proxy({}, { get: () => async () => [] }) as ContentPort;

async function homeOrder(iso: string) {
  const page = await makeGetHomePage({ trotting: emptyTrotting, content: emptyContent, clock: pinned(iso) })();
  return { order: page.blockOrder, foalsYear: page.foalsYear };
}

describe("the year turns at midnight in Italy, not in UTC", () => {
  const lastEvening = "2026-12-31T22:59:59Z"; // 23:59:59 on 31 December in Rome
  const newYear = "2026-12-31T23:00:00Z"; // 00:00 on 1 January in Rome

  it("moves the site's years, the foal defaults and the add-foal years on 1 January", async () => {
    expect(makeGetSiteFrame({ clock: pinned(lastEvening) })()).toEqual({ currentYear: 2026, lastYear: 2025 });
    expect(makeGetSiteFrame({ clock: pinned(newYear) })()).toEqual({ currentYear: 2027, lastYear: 2026 });
    expect(makeGetFoalYearBounds({ clock: pinned(newYear) })()).toEqual({ currentYear: 2027, defaultYear: 2026 });
    const form = await makeGetAddFoalForm({ clock: pinned(newYear) })();
    expect(form.birthYears[0]).toBe(2027);
    expect(form.birthYears).toHaveLength(10);
    expect(form.birthYears.at(-1)).toBe(2018);
  });

  it("changes the year letter of new foals the same night (N for 2026, O for 2027)", () => {
    const yearOn = (iso: string) => calendarDateInItaly(new Date(iso)).year;
    expect(letterForYear(yearOn(lastEvening))).toBe("N");
    expect(letterForYear(yearOn(newYear))).toBe("O");
    expect(yearLetterWarning("Nebbia", yearOn(newYear))).toBe("I puledri nati 2027 dovrebbero iniziare con la lettera O");
    expect(yearLetterWarning("Orizzonte", yearOn(newYear))).toBeNull();
  });

  it("adds the new qualifying crop to the letter buttons and moves the fantasy season", async () => {
    const before = await makeGetQualifications({ trotting: emptyTrotting, clock: pinned(lastEvening) })({});
    const after = await makeGetQualifications({ trotting: emptyTrotting, clock: pinned(newYear) })({});
    expect(before?.selected).toEqual({ year: 2024, letter: "L" });
    expect(after?.selected).toEqual({ year: 2025, letter: "M" });
    expect(after?.years.at(-1)).toEqual({ year: 2017, letter: "B" });
    expect(seasonEnd(calendarDateInItaly(new Date(newYear)))).toEqual({ year: 2027, month: 12, day: 31 });
  });

  it("looks for today's starters under the Italian day", async () => {
    const trotting = {
      raceDays: async () => [{ day: { year: 2027, month: 1, day: 1 }, racecourseCode: "NA", racecourseName: "Napoli", town: null }],
    } as unknown as TrottingPort;
    expect(await makeFindTodayEntries({ trotting, clock: pinned(lastEvening) })()).toBeNull();
    expect(await makeFindTodayEntries({ trotting, clock: pinned(newYear) })()).toEqual({ year: 2027, month: 1, day: 1 });
  });
});

describe("the breeder season orders the home page from 16 July to 9 December", () => {
  const stallionsFirst = ["stallions", "news", "breeders"];
  const breedersFirst = ["breeders", "news", "stallions"];

  it.each([
    ["2026-07-15T21:59:59Z", "15 July, 23:59 in Rome", stallionsFirst],
    ["2026-07-15T22:00:00Z", "16 July, 00:00 in Rome", breedersFirst],
    ["2026-12-09T22:59:59Z", "9 December, 23:59 in Rome", breedersFirst],
    ["2026-12-09T23:00:00Z", "10 December, 00:00 in Rome", stallionsFirst],
    ["2027-01-01T11:00:00Z", "1 January", stallionsFirst],
  ])("%s (%s)", async (iso, _label, expected) => {
    expect((await homeOrder(iso)).order).toEqual(expected);
  });

  it("shows the previous year's foals on the home page, switching on 1 January", async () => {
    expect((await homeOrder("2026-12-31T22:59:59Z")).foalsYear).toBe(2025);
    expect((await homeOrder("2026-12-31T23:00:00Z")).foalsYear).toBe(2026);
  });
});

describe("29 February", () => {
  it("is a real day in a leap year and none in other years", () => {
    expect(isRealDay(2028, 2, 29)).toBe(true);
    expect(isRealDay(2027, 2, 29)).toBe(false);
    expect(isRealDay(1900, 2, 29)).toBe(false);
    expect(isRealDay(2000, 2, 29)).toBe(true);
  });

  it("is today in Italy from 23:00 UTC on the 28th, and gives way to 1 March at 23:00 UTC on the 29th", async () => {
    const leapDay = { year: 2028, month: 2, day: 29 };
    expect(calendarDateInItaly(new Date("2028-02-28T23:00:00Z"))).toEqual(leapDay);
    expect(calendarDateInItaly(new Date("2028-02-29T23:00:00Z"))).toEqual({ year: 2028, month: 3, day: 1 });
    const trotting = {
      raceDays: async () => [{ day: leapDay, racecourseCode: "FI", racecourseName: "Firenze", town: null }],
    } as unknown as TrottingPort;
    expect(await makeFindTodayEntries({ trotting, clock: pinned("2028-02-29T12:00:00Z") })()).toEqual(leapDay);
    expect(makeGetSiteFrame({ clock: pinned("2028-02-29T12:00:00Z") })()).toEqual({ currentYear: 2028, lastYear: 2027 });
  });
});
