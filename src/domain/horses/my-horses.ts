import { compareDays, type CalendarDate } from "../calendar";
import { MAX_CALENDAR_HORSES } from "../calendar-feed/starts-calendar";
import type { HorseSex } from "./sex";

/**
 * "I miei cavalli": the horses a visitor keeps, without an account, in a cookie of their own browser
 * (docs/decisions/039-visitor-address-to-the-game-and-my-horses-in-a-cookie.md). As many as one
 * calendar feed takes, so the whole list is always one subscription.
 */
export const MY_HORSES_COOKIE = "sulky_cavalli";
export const MY_HORSES_MAX = MAX_CALENDAR_HORSES;
/** A year: the list outlives browser restarts and a season's break. */
export const MY_HORSES_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const CODE = /^\d{1,9}$/;

/** The cookie's text as a list of horse codes: numeric, each once, newest first, at most MY_HORSES_MAX; anything else is dropped. */
export function parseMyHorses(text: string | null | undefined): string[] {
  const codes = (text ?? "")
    .split(/[.,]/)
    .map((part) => part.trim())
    .filter((part) => CODE.test(part));
  return [...new Set(codes)].slice(0, MY_HORSES_MAX);
}

export function serializeMyHorses(codes: readonly string[]): string {
  return parseMyHorses(codes.join(".")).join(".");
}

/** The list with the horse added first; a full list forgets its oldest horse. */
export function withMyHorse(codes: readonly string[], code: string): string[] {
  if (!CODE.test(code)) return [...codes];
  return [code, ...codes.filter((kept) => kept !== code)].slice(0, MY_HORSES_MAX);
}

export function withoutMyHorse(codes: readonly string[], code: string): string[] {
  return codes.filter((kept) => kept !== code);
}

/** One horse of the list: who it is, its next start and its last results. */
export type MyHorse = {
  code: string;
  name: string;
  slug: string;
  sex: HorseSex | null;
  birthYear: number | null;
  sire: string | null;
  dam: string | null;
  nextStart: MyHorseStart | null;
  lastResults: MyHorseResult[];
};

export type MyHorseStart = {
  day: CalendarDate;
  time: string | null;
  racecourse: string;
  racecourseCode: string;
  raceNumber: number;
  postPosition: number | null;
  driver: string | null;
};

export type MyHorseResult = {
  day: CalendarDate;
  racecourse: string | null;
  racecourseCode: string | null;
  raceNumber: number | null;
  placement: number | null;
  kmTime: string | null;
  url: string | null;
};

/** How many past results the list shows per horse. */
export const MY_HORSE_RESULTS = 3;

/** The earliest start still to come. */
export function nextOf<T extends { day: CalendarDate }>(starts: readonly T[], today: CalendarDate): T | null {
  return [...starts].filter((start) => compareDays(start.day, today) >= 0).sort((a, b) => compareDays(a.day, b.day))[0] ?? null;
}

/** The latest results first, at most MY_HORSE_RESULTS. */
export function latestOf<T extends { day: CalendarDate | null }>(results: readonly T[]): (T & { day: CalendarDate })[] {
  return results
    .filter((result): result is T & { day: CalendarDate } => result.day !== null)
    .sort((a, b) => compareDays(b.day, a.day))
    .slice(0, MY_HORSE_RESULTS);
}

/** 1°, 2°…; 0 or over 30 is n.p. (not placed), as on every results table. */
export function placementText(placement: number | null): string {
  if (placement === null) return "";
  return placement === 0 || placement > 30 ? "n.p." : `${placement}°`;
}
