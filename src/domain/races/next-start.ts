import { compareDays, type CalendarDate } from "../calendar";
import type { StarterSearchRow } from "../horses/horse-search";

/** The next race a horse is entered in, as its file announces it ("Corre oggi", "Corre domenica"). */
export type NextStart = {
  day: CalendarDate;
  racecourseCode: string;
  racecourseName: string | null;
  raceNumber: number;
  startTime: string | null;
};

const WEEKDAYS = ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"];

function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000;
}

/** The weekday of a day, in Italian ("domenica"). */
export function italianWeekday(day: CalendarDate): string {
  return WEEKDAYS[new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay()];
}

/**
 * "Corre oggi", "Corre domani", "Corre domenica" within the week; a start further away says its date
 * ("Corre domenica 13/12"), so that a weekday is never read as this week's when it is not.
 */
export function nextStartLabel(start: Pick<NextStart, "day">, today: CalendarDate): string {
  const offset = daysBetween(today, start.day);
  if (offset === 0) return "Corre oggi";
  if (offset === 1) return "Corre domani";
  const weekday = italianWeekday(start.day);
  if (offset < 7) return `Corre ${weekday}`;
  return `Corre ${weekday} ${String(start.day.day).padStart(2, "0")}/${String(start.day.month).padStart(2, "0")}`;
}

/** A starter-search row that already has a result (a placing or a time): the race was run. */
export function starterHasRun(row: Pick<StarterSearchRow, "placement" | "kmTime">): boolean {
  return (row.placement !== null && row.placement !== 0) || Boolean(row.kmTime);
}

/** The horse's first start from today on that has not been run, among the starter search's rows; null when none. */
export function nextStartOf(rows: readonly StarterSearchRow[], horseCode: string, today: CalendarDate): NextStart | null {
  const coming = rows
    .filter(
      (row) =>
        row.horseCode === horseCode &&
        row.racecourseCode &&
        row.raceNumber !== null &&
        row.raceNumber !== 0 &&
        compareDays(row.day, today) >= 0 &&
        !starterHasRun(row),
    )
    .sort((a, b) => compareDays(a.day, b.day) || compareTimes(a.startTime, b.startTime));
  const first = coming[0];
  return first
    ? {
        day: first.day,
        racecourseCode: first.racecourseCode as string,
        racecourseName: first.racecourse,
        raceNumber: first.raceNumber as number,
        startTime: first.startTime,
      }
    : null;
}

/** "14:05" before "14:30"; a missing time last. Plain comparison: no Intl on the browser's load path. */
export function compareTimes(a: string | null, b: string | null): number {
  const left = a ?? "99:99";
  const right = b ?? "99:99";
  return left < right ? -1 : left > right ? 1 : 0;
}
