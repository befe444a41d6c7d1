import { previousYear, type CalendarDate } from "../calendar";

/** The first year the year selectors offer. */
export const FIRST_PARTNER_YEAR = 1980;

/** Offspring tables default to the previous year (docs/PRODUCT.md, "Partner pages"). */
export function defaultOffspringYear(today: CalendarDate): number {
  return previousYear(today);
}

/** The mares page of a stallion defaults to the current year (same section). */
export function defaultMaresYear(today: CalendarDate): number {
  return today.year;
}

export type YearQuery = { kind: "absent" } | { kind: "year"; year: number } | { kind: "invalid" };

/** The `year` query of a partner page: absent (or empty) takes the page's default; anything but a plausible year is invalid. */
export function parseYearQuery(text: string | null, today: CalendarDate): YearQuery {
  if (text === null || text === "") return { kind: "absent" };
  if (!/^\d{4}$/.test(text)) return { kind: "invalid" };
  const year = Number(text);
  return year >= FIRST_PARTNER_YEAR && year <= today.year ? { kind: "year", year } : { kind: "invalid" };
}

/** The years of the selector, newest first, from the current year back to the first year. */
export function partnerYearOptions(today: CalendarDate): number[] {
  return Array.from({ length: today.year - FIRST_PARTNER_YEAR + 1 }, (_, index) => today.year - index);
}
