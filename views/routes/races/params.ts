import type { CalendarDate } from "~/src/domain/calendar";
import type { RaceType } from "~/src/domain/races/types";
import { raceTypeOfRoute } from "~/src/urls/races";
import { parseAddressDay, parseAddressRaceNumber, parseAddressRacecourse } from "~/src/urls/values";

import { notFound } from "../../route-errors";

/** The day of a race address (ddmmyyyy); anything else is a 404. */
export function routeDateParam(text: string | undefined): CalendarDate {
  return parseAddressDay(text) ?? notFound();
}

export function trackCodeParam(text: string | undefined): string {
  return parseAddressRacecourse(text) ?? notFound();
}

/** Optional race number: undefined when absent, 404 when malformed. */
export function raceNumberParam(text: string | undefined): number | undefined {
  const number = parseAddressRaceNumber(text);
  return number === null ? notFound() : number;
}

/** Entries or results: the route says which (its pattern, as a loader receives it). */
export function raceTypeOf(pattern: string): RaceType {
  return raceTypeOfRoute(pattern) ?? notFound();
}
