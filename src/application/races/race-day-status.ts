import { calendarDateInItaly, type CalendarDate } from "../../domain/calendar";
import { isFollowedRaceDay, updatedAtText } from "../../domain/races/race-day";
import type { Clock } from "../../ports/clock";
import type { RaceDayEventCursor } from "../../ports/race-day-events";

/**
 * What a race-day page needs to follow its day: the day its events come from, the stream's cursor
 * when its data were read (the page's stream starts after it, so an event between the read and
 * the browser's connection is not lost) and the time of the read ("Aggiornato alle 15:42").
 */
export type RaceDayStatus = { day: CalendarDate; since: string; updatedAt: string };

/**
 * Today, or a coming day of the week ahead, is followed; any other day is not (null). A loader asks
 * for it before it reads its data: the cursor must not be newer than the data.
 */
export function makeRaceDayStatus(deps: { clock: Clock; raceDayEvents: RaceDayEventCursor }) {
  return function raceDayStatus(day?: CalendarDate): RaceDayStatus | null {
    const now = deps.clock.now();
    const today = calendarDateInItaly(now);
    const watched = day ?? today;
    if (!isFollowedRaceDay(watched, today)) return null;
    return { day: watched, since: deps.raceDayEvents.latestId(), updatedAt: updatedAtText(now) };
  };
}
