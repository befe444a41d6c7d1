import { formatRouteDate, parseRouteDate } from "~/src/domain/calendar";
import { parseRaceNumber, parseTrackCode } from "~/src/domain/races/rules";
import type { RaceType } from "~/src/domain/races/types";

import { notFound } from "../../route-errors";

export function routeDateParam(text: string | undefined): string {
  const date = text ? parseRouteDate(text) : null;
  return date ? formatRouteDate(date) : notFound();
}

export function trackCodeParam(text: string | undefined): string {
  return (text && parseTrackCode(text)) || notFound();
}

/** Optional race number: undefined when absent, 404 when malformed. */
export function raceNumberParam(text: string | undefined): number | undefined {
  const number = parseRaceNumber(text);
  return number === null ? notFound() : number;
}

export function raceTypeOf(request: Request): RaceType {
  return new URL(request.url).pathname.startsWith("/trotto/arrivi") ? "arrivi" : "partenti";
}
