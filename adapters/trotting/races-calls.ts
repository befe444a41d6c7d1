import type { CalendarDate } from "~/src/domain/calendar";
import type { RacesTrottingPort } from "~/src/ports/trotting/races";
import type { UpstreamClient } from "../http/upstream-client";
import { upstreamPathDay } from "./schemas/days";
import {
  drawDetailSchema,
  drawSearchSchema,
  meetingsSchema,
  qualificationRankingSchema,
  qualificationsSchema,
  qualificationSubjectSchema,
  raceAtAGlanceSchema,
  raceDetailSchema,
  startersByDateSchema,
} from "./schemas/races";

const segment = (value: string | number) => encodeURIComponent(String(value));
const daySegment = (day: CalendarDate) => segment(upstreamPathDay(day));

export function racesCalls(client: UpstreamClient): RacesTrottingPort {
  return {
    raceDays: (type) => client.get(`/api/v2/corse/${type}`, meetingsSchema),
    raceDetail: (type, date, code, raceNumber) =>
      client.get(
        `/api/v2/${type}/${daySegment(date)}/${segment(code)}${raceNumber === undefined ? "" : `/${raceNumber}`}`,
        raceDetailSchema,
      ),
    raceAtAGlance: (date, code, raceNumber) =>
      client.get(`/api/v2/partenti/dettaglio-corsa/${daySegment(date)}/${segment(code)}/${raceNumber}`, raceAtAGlanceSchema),
    startersByDate: (date) => client.get(`/api/v2/partenti/${daySegment(date)}`, startersByDateSchema),
    searchDraws: (horseName) => client.get("/api/v2/draws", drawSearchSchema, { horse: horseName }),
    drawDetail: (date, code, raceNumber) =>
      client.get(`/api/v2/draws/${daySegment(date)}/${segment(code)}/${raceNumber}`, drawDetailSchema),
    qualifications: (birthYear, take) => client.get("/api/v1/classifiche/qualifiche", qualificationsSchema, { year: birthYear, take }),
    qualificationRanking: (type, birthYear) =>
      client.get("/api/v2/qualifiche/classifica", qualificationRankingSchema, { year: birthYear, type }),
    qualificationSubject: (type, birthYear, slug) =>
      client.get("/api/v2/qualifiche/classifica", qualificationSubjectSchema, { year: birthYear, type, slug }),
  };
}

/**
 * The trotting API's answers a change of one race day makes old: the lists of
 * meetings, the day's entries, results, races at a glance and draws, the starters index, and
 * the draw search. The race-day updates expire them on every instance when the day changes
 * (docs/decisions/030-live-race-day-events.md).
 */
export function raceDayAnswersOf(day: CalendarDate): (pathAndQuery: string) => boolean {
  const ofDay = new RegExp(`^/api/v2/(partenti|arrivi|draws)/(dettaglio-corsa/)?${upstreamPathDay(day)}(/|$|\\?)`);
  return (pathAndQuery) =>
    pathAndQuery.startsWith("/api/v2/corse/") || pathAndQuery.startsWith("/api/v2/draws?") || ofDay.test(pathAndQuery);
}
