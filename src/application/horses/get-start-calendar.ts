import { calendarDateInItaly, isoDay } from "../../domain/calendar";
import {
  isUpcoming,
  startEvents,
  startsCalendarName,
  type StartEvent,
  type UpcomingStart,
} from "../../domain/calendar-feed/starts-calendar";
import { canonicalHorseSlug } from "../../domain/horses/horse";
import { starterHasRun } from "../../domain/races/next-start";
import type { StarterSearchRow } from "../../domain/horses/horse-search";
import type { RaceSection } from "../../domain/races/types";
import type { Clock } from "../../ports/clock";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import type { RacesTrottingPort } from "../../ports/trotting/races";
import { nullIfNotFound, optionalSection } from "../sections";

export type StartCalendar = {
  /** The calendar's name: 'Partenze di {horse}', or 'Partenze dei cavalli seguiti'. */
  name: string;
  /** The horses found, each with the slug of its pages. */
  horses: { code: string; name: string; slug: string }[];
  events: StartEvent[];
  /** When the feed was made (the clock's now): the events' DTSTAMP. */
  generatedAt: Date;
};

/**
 * The upcoming starts of one or more horses, for a calendar feed. Per horse: its profile (the
 * name) and the starter search on that name, filtered to the horse's own code and to today and
 * after; per meeting: its entries, once, for the races' names. Every call is a cached GET.
 * null when no requested horse exists.
 */
export function makeGetStartCalendar(deps: { trotting: HorsesTrottingPort & RacesTrottingPort; clock: Clock }) {
  return async function getStartCalendar({ codes }: { codes: string[] }): Promise<StartCalendar | null> {
    const today = calendarDateInItaly(deps.clock.now());
    const horses = (
      await Promise.all(codes.map(async (code) => ({ code, profile: await nullIfNotFound(deps.trotting.horseProfile(code)) })))
    ).flatMap(({ code, profile }) => (profile ? [{ code, name: profile.name, slug: canonicalHorseSlug(profile) }] : []));
    if (horses.length === 0) return null;

    const rows = (
      await Promise.all(
        horses.map(async (horse) =>
          (await deps.trotting.searchStarters(horse.name))
            .filter((row) => row.horseCode === horse.code && isUpcoming(row.day, today) && !starterHasRun(row))
            .map((row) => ({ row, horse })),
        ),
      )
    ).flat();

    const meetings = new Map<string, Promise<RaceSection[] | null>>();
    const racesOf = (row: StarterSearchRow) => {
      const key = `${isoDay(row.day)}-${row.racecourseCode}`;
      if (!meetings.has(key))
        meetings.set(
          key,
          optionalSection(deps.trotting.raceDetail("partenti", row.day, row.racecourseCode ?? "")).then((detail) => detail?.races ?? null),
        );
      return meetings.get(key)!;
    };
    const starts: UpcomingStart[] = await Promise.all(
      rows
        .filter(({ row }) => row.racecourseCode && row.raceNumber !== null)
        .map(async ({ row, horse }) => {
          const race = (await racesOf(row))?.find((candidate) => candidate.raceNumber === row.raceNumber) ?? null;
          return {
            horseCode: horse.code,
            horseName: horse.name,
            raceDay: row.day,
            postTime: row.startTime ?? race?.startTime ?? null,
            trackCode: row.racecourseCode as string,
            trackName: row.racecourse ?? row.racecourseCode ?? "",
            raceNumber: row.raceNumber as number,
            raceName: race?.prizeName ?? null,
            distanceMetres: row.distance ?? race?.distance ?? null,
            startingNumber: row.postPosition,
            driver: row.driver,
          };
        }),
    );
    return {
      name: startsCalendarName(horses.map((horse) => horse.name)),
      horses,
      events: startEvents(starts),
      generatedAt: deps.clock.now(),
    };
  };
}

/** A row with a placing or a time is a result: the race has been run. */
