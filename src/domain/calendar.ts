import { romeWallClock } from "./italian-format";

/** A day on the Italian calendar, independent of the server's time zone. */
export type CalendarDate = { year: number; month: number; day: number };

export function calendarDateInItaly(instant: Date): CalendarDate {
  const { year, month, day } = romeWallClock(instant);
  return { year, month, day };
}

/** The default year of foal lists and breeder sheets: the previous calendar year. */
export function previousYear(today: CalendarDate): number {
  return today.year - 1;
}

/** A real day of the calendar (no 31 April, no 29 February of a common year)? */
export function isRealDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2200) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Earlier days first: negative when `a` comes before `b`, 0 on the same day. */
export function compareDays(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** yyyy-mm-dd (ISO 8601): a day as a key, and as HTML's `datetime` writes it. */
export function isoDay(date: CalendarDate): string {
  return `${date.year}-${pad2(date.month)}-${pad2(date.day)}`;
}

/** dd/mm/yyyy, the Italian way of writing a day. */
export function formatItalianDate(date: CalendarDate): string {
  return `${pad2(date.day)}/${pad2(date.month)}/${date.year}`;
}

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}
