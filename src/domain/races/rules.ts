import { sameItalianLetters } from "../italian-format";
import { formatItalianDate, isoDay, type CalendarDate } from "../calendar";
import { NOT_PLACED_THRESHOLD } from "../format";
import { letterForYear } from "../year-letter";
import type { DrawDetail, DrawRow, Meeting, Qualification, RaceType } from "./types";

export const RACE_TYPE_TITLES: Record<RaceType, string> = { partenti: "Partenti", arrivi: "Arrivi" };
export const RACE_LIST_TITLES: Record<RaceType, string> = { partenti: "Prossimi partenti", arrivi: "Ultimi arrivi" };

/** A day as the race pages write it, dd/mm/yyyy; nothing for a day the upstream did not give. */
export function raceDayText(day: CalendarDate | null | undefined): string {
  return day ? formatItalianDate(day) : "";
}

/** The racecourse name, with its town in brackets only when the town differs from the name. */
export function racecourseLabel(name: string, town: string | null | undefined): string {
  const place = town?.trim();
  if (!place || sameItalianLetters(place, name.trim())) return name;
  return `${name} (${place})`;
}

export type RaceDay = { date: CalendarDate; label: string; meetings: Meeting[] };

/** Meetings grouped by day, in the order the upstream gives the days. */
export function groupRaceDays(meetings: readonly Meeting[]): RaceDay[] {
  const days = new Map<string, RaceDay>();
  for (const meeting of meetings) {
    const key = isoDay(meeting.day);
    const day = days.get(key) ?? { date: meeting.day, label: formatItalianDate(meeting.day), meetings: [] };
    day.meetings.push(meeting);
    days.set(key, day);
  }
  return [...days.values()];
}

export function raceDetailTitle(type: RaceType, racecourse: string, day: CalendarDate): string {
  return `${RACE_TYPE_TITLES[type]} di ${racecourse} del ${formatItalianDate(day)}`;
}

/** Draw place column: 'TOWN - Racecourse'. */
export function drawPlaceLabel(row: Pick<DrawRow, "town" | "racecourseName">): string {
  return [row.town?.toLocaleUpperCase("it-IT"), row.racecourseName].filter(Boolean).join(" - ");
}

export function drawNumberLabel(row: Pick<DrawRow, "number" | "starters">): string {
  return `${row.number ?? "-"} / ${row.starters ?? "-"}`;
}

/**
 * A draw lists its numbers in ascending order, whatever order the upstream gives them in (after a
 * race it lists them by placing); a row without a number goes last. The rows and their numbers move together.
 */
export function drawInNumberOrder(detail: DrawDetail): DrawDetail {
  const order = detail.numbers.rows
    .map((row, index) => ({ row, number: detail.startingNumbers[index] ?? null, index }))
    .sort((a, b) => (a.number ?? Number.POSITIVE_INFINITY) - (b.number ?? Number.POSITIVE_INFINITY) || a.index - b.index);
  return {
    ...detail,
    numbers: { ...detail.numbers, rows: order.map((entry) => entry.row) },
    startingNumbers: order.map((entry) => entry.number),
  };
}

/** Qualification trials are run by two-year-olds: the newest crop with data is born two years ago. */
export const QUALIFICATION_AGE = 2;
/** The oldest crop the qualification page offers (letter B). */
export const FIRST_QUALIFICATION_YEAR = 2017;
export const QUALIFICATION_FIRST_PAGE = 500;

export type QualificationYear = { year: number; letter: string };

/** Letter buttons newest first: the spec's I 2023 … B 2017, continued to the crop that qualifies this year. */
export function qualificationYears(today: CalendarDate): QualificationYear[] {
  const newest = today.year - QUALIFICATION_AGE;
  const years: QualificationYear[] = [];
  for (let year = newest; year >= FIRST_QUALIFICATION_YEAR; year--) years.push({ year, letter: letterForYear(year) });
  return years;
}

/** Free-text filter of the qualification table; with `sireOnly` it looks at the sire's name alone. */
export function filterQualifications<T extends Qualification>(rows: readonly T[], text: string, sireOnly: boolean): T[] {
  const needle = text.trim().toLocaleLowerCase("it-IT");
  if (!needle) return [...rows];
  const haystack = (row: T) =>
    sireOnly ? [row.sire] : [row.horseName, row.sire, row.dam, row.maternalGrandsire, row.breeder, row.owner, row.trainer, row.racecourse];
  return rows.filter((row) => haystack(row).some((value) => value?.toLocaleLowerCase("it-IT").includes(needle)));
}

/** Starter index letters with anchors: '#lettera-A'. */
export function letterAnchor(letter: string): string {
  return `lettera-${letter}`;
}

/**
 * A result table reads in placing order: 1°, 2°, 3°…, then the horses not placed (n.p.: no
 * placing, 0 or over 30), each group by starting number.
 */
export function inPlacingOrder<Row extends { placement: number | null; postPosition: number | null }>(rows: readonly Row[]): Row[] {
  const placed = (row: Row) => row.placement !== null && row.placement > 0 && row.placement <= NOT_PLACED_THRESHOLD;
  const post = (row: Row) => row.postPosition ?? Number.MAX_SAFE_INTEGER;
  return [...rows].sort((a, b) => {
    if (placed(a) !== placed(b)) return placed(a) ? -1 : 1;
    if (placed(a) && a.placement !== b.placement) return (a.placement as number) - (b.placement as number);
    return post(a) - post(b);
  });
}

/** A race's prize text, left out when it only states a zero amount ("0 euro" under a qualification trial). */
export function shownPrizeDescription(text: string | null | undefined): string | null {
  const trimmed = (text ?? "").trim();
  if (!trimmed) return null;
  return /^(€\s*)?0+(?:[.,]0+)?\s*(?:euro|eur|€)?$/i.test(trimmed) ? null : trimmed;
}
