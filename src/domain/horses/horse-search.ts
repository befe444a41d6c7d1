import { COUNTED, countOf } from "../agreement";
import { isoDay, type CalendarDate } from "../calendar";

/** Search pages (docs/PRODUCT.md, "Searches"). */

export type HorseSearchResult = {
  code: string;
  name: string;
  sire: string | null;
  dam: string | null;
  /** The site path the upstream gives for the horse, if any. */
  route: string | null;
};

export type RacingSon = HorseSearchResult & {
  day: CalendarDate;
  racecourse: string | null;
  racecourseCode: string | null;
  raceNumber: number | null;
  startTime: string | null;
  kmTime: string | null;
};

export type RacingSons = { title: string | null; description: string | null; results: RacingSon[] };

export type StarterSearchRow = {
  day: CalendarDate;
  startTime: string | null;
  racecourse: string | null;
  racecourseCode: string | null;
  raceNumber: number | null;
  purse: number | null;
  distance: number | null;
  horseName: string | null;
  horseCode: string | null;
  driver: string | null;
  postPosition: number | null;
  placement: number | null;
  kmTime: string | null;
};

/**
 * How long a name must be before each search runs: one constant per search, read by its check
 * (the use case asks nothing below it), its form (the field's minlength) and its hint.
 * The horse search follows the spec's rule (more than 3 characters, as the picker); the starter
 * and racing-sons searches are answered by the upstream from 3 characters.
 */
export const SEARCH_MIN_LENGTH = { horses: 4, starters: 3, racingSons: 3 } as const;

/** 'almeno 4 lettere': what a search's hint and its too-short message say. */
export function atLeastLetters(min: number): string {
  return `almeno ${countOf(min, COUNTED.letter)}`;
}

/** Longest search text we pass on; anything longer is cut. */
export const SEARCH_TEXT_MAX = 60;

export function normaliseSearchText(text: string | null | undefined): string {
  return (text ?? "").trim().replace(/\s+/g, " ").slice(0, SEARCH_TEXT_MAX);
}

/** 'da {sire} e {dam}' under a search result; unknown parents are left out. */
export function parentage(result: { sire?: string | null; dam?: string | null }): string {
  if (result.sire && result.dam) return `da ${result.sire} e ${result.dam}`;
  if (result.sire) return `da ${result.sire}`;
  if (result.dam) return `da ${result.dam}`;
  return "";
}

/** Racing sons grouped by race day and racecourse, in the order the upstream lists them. */
export type RacingSonsGroup = { key: string; day: CalendarDate; racecourse: string; racecourseCode: string; sons: RacingSon[] };

export function groupRacingSons(results: RacingSon[]): RacingSonsGroup[] {
  const groups = new Map<string, RacingSonsGroup>();
  for (const son of results) {
    const key = `${isoDay(son.day)}-${son.racecourseCode ?? son.racecourse ?? ""}`;
    const group = groups.get(key) ?? {
      key,
      day: son.day,
      racecourse: son.racecourse ?? "",
      racecourseCode: son.racecourseCode ?? "",
      sons: [],
    };
    group.sons.push(son);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * One sire's sons among racing sons found by part of a name: the sire whose name is the typed
 * text, else the first whose name starts with it, else the first listed. The heading names that
 * sire and the table lists only his sons; the other sires the text matched are offered apart.
 * When no row names its sire, the rows are kept as the upstream chose them.
 */
export type OneSireSons = { sire: string | null; sons: RacingSon[]; otherSires: string[] };

export function sonsOfOneSire(results: RacingSon[], typed: string): OneSireSons {
  const wanted = typed.trim().toLocaleLowerCase("it");
  const sires = [...new Set(results.map((son) => son.sire).filter((sire): sire is string => Boolean(sire)))];
  const sire =
    sires.find((name) => name.toLocaleLowerCase("it") === wanted) ??
    sires.find((name) => name.toLocaleLowerCase("it").startsWith(wanted)) ??
    sires[0] ??
    null;
  // No row names its sire (an upstream that left the field out): nothing to tell the sires apart by, the rows stay.
  if (!sire) return { sire: null, sons: [...results], otherSires: [] };
  return { sire, sons: results.filter((son) => son.sire === sire), otherSires: sires.filter((name) => name !== sire) };
}
