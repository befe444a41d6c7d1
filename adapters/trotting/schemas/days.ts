import { z } from "zod";
import { isRealDay, type CalendarDate } from "~/src/domain/calendar";
import { anything, asText } from "../../shared/tolerant-reader";

/**
 * The trotting API writes a day three ways: ddmmyyyy (race days, in its paths too),
 * yyyymmdd (the day of a qualification trial) and ISO yyyy-mm-dd (performances). They are
 * read here into Sulky's one day value (`CalendarDate`) and go no further.
 */
type DayFormat = "ddmmyyyy" | "yyyymmdd" | "iso";

const PATTERNS: Record<DayFormat, { pattern: RegExp; order: [year: number, month: number, day: number] }> = {
  ddmmyyyy: { pattern: /^(\d{2})(\d{2})(\d{4})$/, order: [3, 2, 1] },
  yyyymmdd: { pattern: /^(\d{4})(\d{2})(\d{2})$/, order: [1, 2, 3] },
  iso: { pattern: /^(\d{4})-(\d{2})-(\d{2})/, order: [1, 2, 3] },
};

/** A day the upstream wrote in `format`; null when it is not a real day. */
export function upstreamDay(text: string | null | undefined, format: DayFormat): CalendarDate | null {
  const { pattern, order } = PATTERNS[format];
  const match = pattern.exec((text ?? "").trim());
  if (!match) return null;
  const [year, month, day] = order.map((group) => Number(match[group]));
  return isRealDay(year, month, day) ? { year, month, day } : null;
}

/** A day as the upstream's paths write it: ddmmyyyy (`/api/v2/arrivi/22112026/NA`). */
export function upstreamPathDay(day: CalendarDate): string {
  return `${String(day.day).padStart(2, "0")}${String(day.month).padStart(2, "0")}${day.year}`;
}

/** An optional day: null when missing or unreadable. */
export const day = (format: DayFormat) => anything.transform((value) => upstreamDay(asText(value), format));

/** A day that identifies something (a meeting): a row without a readable one is dropped. */
export const requiredDay = (format: DayFormat) =>
  anything.transform((value, context): CalendarDate => {
    const read = upstreamDay(asText(value), format);
    if (read) return read;
    context.addIssue({ code: "custom", message: `expected a day written ${format}` });
    return z.NEVER;
  });

/** Whether a meeting used a start: the upstream writes "Sì" or "No" (any case, with or without the accent); anything else is unknown. */
export const yesNo = anything.transform((value): boolean | null => {
  if (typeof value === "boolean") return value;
  const answer = asText(value)?.trim().toLowerCase();
  if (answer === "sì" || answer === "si") return true;
  if (answer === "no") return false;
  return null;
});
