import { compareDays, type CalendarDate } from "../calendar";
import { compareTimes } from "./next-start";
import type { Meeting, RaceSection } from "./types";

/** The home page's opening block: today's meetings, the next race and the latest results (issue "Today, everywhere"). */

export type TodayRace = {
  meeting: Meeting;
  raceNumber: number;
  prizeName: string | null;
  startTime: string | null;
  /** The first three of a race that has been run, in order. */
  podium: { placement: number; horseName: string; horseCode: string; slug: string | null }[];
};

export type TodayAtTheRaces = {
  today: CalendarDate;
  meetings: Meeting[];
  /** The earliest race of the day not run yet; null when all are run or none is known. */
  nextRace: TodayRace | null;
  /** The last races run today, latest first (at most LATEST_RESULTS). */
  latestResults: TodayRace[];
  /** When nobody races today: the next day with meetings, and its meetings. */
  nextRaceDay: { day: CalendarDate; meetings: Meeting[] } | null;
};

export const LATEST_RESULTS = 3;

const byStartTime = (a: TodayRace, b: TodayRace) => compareTimes(a.startTime, b.startTime) || a.raceNumber - b.raceNumber;

/**
 * Today at the races from the entries' list and each of today's meetings (their races carry the
 * placings once run). A meeting whose races could not be read still shows; it has no races.
 */
export function todayAtTheRaces(
  today: CalendarDate,
  meetings: readonly Meeting[],
  racesOf: ReadonlyMap<string, readonly RaceSection[] | null>,
): TodayAtTheRaces {
  const todays = meetings.filter((meeting) => compareDays(meeting.day, today) === 0);
  const races: TodayRace[] = todays.flatMap((meeting) =>
    (racesOf.get(meeting.racecourseCode) ?? [])
      .filter((race) => race.raceNumber !== 0)
      .map((race) => ({
        meeting,
        raceNumber: race.raceNumber,
        prizeName: race.prizeName,
        startTime: race.startTime,
        podium: race.rows
          .filter((row) => row.placement !== null && row.placement >= 1 && row.placement <= 3)
          .sort((a, b) => (a.placement ?? 0) - (b.placement ?? 0))
          .map((row) => ({ placement: row.placement as number, horseName: row.horseName, horseCode: row.horseCode, slug: row.slug })),
      })),
  );
  const run = (race: TodayRace) => race.podium.length > 0;
  const later = [...meetings].filter((meeting) => compareDays(meeting.day, today) > 0).sort((a, b) => compareDays(a.day, b.day));
  const nextDay = todays.length === 0 && later.length > 0 ? later[0].day : null;
  return {
    today,
    meetings: todays,
    nextRace: races.filter((race) => !run(race)).sort(byStartTime)[0] ?? null,
    latestResults: races
      .filter(run)
      .sort((a, b) => byStartTime(b, a))
      .slice(0, LATEST_RESULTS),
    nextRaceDay: nextDay ? { day: nextDay, meetings: later.filter((meeting) => compareDays(meeting.day, nextDay) === 0) } : null,
  };
}
