import { compareDays, type CalendarDate } from "../calendar";
import type { Meeting, RaceDetail } from "./types";
import { italianClockTime } from "../italian-format";

/**
 * The race-day updates (docs/ARCHITECTURE.md, "Race-day updates"): what the poller
 * remembers of a day, the events a change makes and the notice a reader hears. Pure rules:
 * the poller, the event stream and the browser all read them from here; which pages an event
 * changes, the stream's address and the events' public payload are addresses' business
 * (src/urls/race-day-events.ts).
 */

/**
 * - `result`: a race's result is published;
 * - `result-corrected`: a published result changed (a placing or a time after the stewards' review);
 * - `draw`: the starting numbers of a race are drawn.
 */
export type RaceDayEventKind = "result" | "result-corrected" | "draw";

export type RaceDayEvent = {
  kind: RaceDayEventKind;
  day: CalendarDate;
  racecourseCode: string;
  racecourseName: string;
  raceNumber: number;
};

/** An event as it travels: its id orders events for a reader who reconnects (`Last-Event-ID`). */
export type PublishedRaceDayEvent = RaceDayEvent & { id: string };

/** What the poller remembers of a race: its result's fingerprint (null before it is out) and whether its numbers are drawn. */
export type RaceState = { raceNumber: number; result: string | null; drawn: boolean };
export type MeetingState = { racecourseCode: string; racecourseName: string; races: RaceState[] };
export type RaceDaySnapshot = { day: CalendarDate; meetings: MeetingState[] };

/** How far ahead a day is followed: its entries are listed a week ahead, and draws come in during that week. */
export const FOLLOWED_DAYS_AHEAD = 7;

/** A meeting's races as the poller remembers them, from the entries answer of its day. */
export function meetingState(meeting: Pick<Meeting, "racecourseCode" | "racecourseName">, detail: RaceDetail): MeetingState {
  return {
    racecourseCode: meeting.racecourseCode,
    racecourseName: detail.track.racecourseName || meeting.racecourseName,
    races: detail.races.map((race) => {
      const placed = race.rows.filter((row) => row.placement !== null);
      return {
        raceNumber: race.raceNumber,
        result: placed.length === 0 ? null : placed.map((row) => `${row.horseCode}:${row.placement}:${row.kmTime ?? ""}`).join("|"),
        drawn: race.rows.length > 0 && race.rows.every((row) => row.postPosition !== null),
      };
    }),
  };
}

/** A race's result is out once any of its horses has a placing. */
export function resultPublished(race: { rows: readonly { placement: number | null }[] | undefined }): boolean {
  return (race.rows ?? []).some((row) => row.placement !== null);
}

/**
 * The events between two snapshots of a day, one per change. Without an earlier snapshot (the
 * first poll of a day, a new poller that found none) nothing is announced: the pages already
 * show what the first snapshot holds. A meeting or race seen for the first time is likewise
 * taken as it is.
 */
export function raceDayChanges(previous: RaceDaySnapshot | null, next: RaceDaySnapshot): RaceDayEvent[] {
  if (!previous || compareDays(previous.day, next.day) !== 0) return [];
  const events: RaceDayEvent[] = [];
  for (const meeting of next.meetings) {
    const before = previous.meetings.find((candidate) => candidate.racecourseCode === meeting.racecourseCode);
    if (!before) continue;
    for (const race of meeting.races) {
      const earlier = before.races.find((candidate) => candidate.raceNumber === race.raceNumber);
      if (!earlier) continue;
      const event = {
        day: next.day,
        racecourseCode: meeting.racecourseCode,
        racecourseName: meeting.racecourseName,
        raceNumber: race.raceNumber,
      };
      if (race.drawn && !earlier.drawn) events.push({ kind: "draw", ...event });
      if (race.result !== null && earlier.result === null) events.push({ kind: "result", ...event });
      else if (race.result !== null && race.result !== earlier.result) events.push({ kind: "result-corrected", ...event });
    }
  }
  return events;
}

/** The short notice a reader sees and hears ("Arrivo della corsa 4 disponibile"); the racecourse is named on pages of several meetings. */
export function raceDayNotice(event: RaceDayEvent, options: { withRacecourse: boolean }): string {
  const race = `della corsa ${event.raceNumber}${options.withRacecourse ? ` di ${event.racecourseName}` : ""}`;
  switch (event.kind) {
    case "result":
      return `Arrivo ${race} disponibile`;
    case "result-corrected":
      return `Arrivo ${race} aggiornato`;
    case "draw":
      return `Numeri ${race} sorteggiati`;
  }
}

/** True when a day has a race-day page: today, or a coming day whose entries and draws may still change. */
export function isFollowedRaceDay(day: CalendarDate, today: CalendarDate): boolean {
  const offset = (Date.UTC(day.year, day.month - 1, day.day) - Date.UTC(today.year, today.month - 1, today.day)) / 86_400_000;
  return offset >= 0 && offset <= FOLLOWED_DAYS_AHEAD;
}

/** "Aggiornato alle 15:42": when the page's data were read, on the Italian clock. */
export function updatedAtText(instant: Date): string {
  return `Aggiornato alle ${italianClockTime(instant)}`;
}
