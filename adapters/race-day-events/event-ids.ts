import type { PublishedRaceDayEvent, RaceDayEvent, RaceDaySnapshot } from "~/src/domain/races/race-day";
import { parseEventDay, publishedEventFromPayload, publishedEventPayload, eventDay } from "~/src/urls/race-day-events";

/**
 * Event ids grow with time (milliseconds × 100 plus a counter), so they keep growing when
 * another instance takes over the polling: a reader who reconnects with `Last-Event-ID`
 * is sent what came after it, whichever instance answers (docs/decisions/030-live-race-day-events.md).
 */
export function createEventIds(now: () => number = Date.now): () => string {
  let last = 0;
  return () => {
    last = Math.max(now() * 100, last + 1);
    return String(last);
  };
}

export function numbered(events: RaceDayEvent[], nextId: () => string): PublishedRaceDayEvent[] {
  return events.map((event) => ({ ...event, id: nextId() }));
}

/** Events as the shared channel carries them: the public payload of each, with its id (src/urls/race-day-events.ts). */
export function messageOf(events: PublishedRaceDayEvent[]): string {
  return JSON.stringify(events.map(publishedEventPayload));
}

/** A message from the shared channel, read tolerantly: anything that is not a well-formed event is dropped. */
export function eventsFromMessage(message: string): PublishedRaceDayEvent[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map(publishedEventFromPayload).filter((event) => event !== null);
}

/** A snapshot as the shared store keeps it: its day written as the events write it. */
export function snapshotText(snapshot: RaceDaySnapshot): string {
  return JSON.stringify({ ...snapshot, day: eventDay(snapshot.day) });
}

/** A stored snapshot, read tolerantly: null when it is not one. */
export function snapshotFromText(text: string | null): RaceDaySnapshot | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Omit<RaceDaySnapshot, "day"> & { day: unknown };
    const day = typeof parsed?.day === "string" ? parseEventDay(parsed.day) : null;
    if (!day || !Array.isArray(parsed.meetings)) return null;
    const wellFormed = parsed.meetings.every(
      (meeting) =>
        typeof meeting?.racecourseCode === "string" &&
        Array.isArray(meeting.races) &&
        meeting.races.every((race) => Number.isInteger(race?.raceNumber) && typeof race.drawn === "boolean"),
    );
    return wellFormed ? { ...parsed, day } : null;
  } catch {
    return null;
  }
}
