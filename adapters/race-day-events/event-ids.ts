import type { PublishedRaceDayEvent, RaceDayEvent, RaceDaySnapshot } from "~/src/domain/races/live";

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

const KINDS = new Set(["result", "result-corrected", "draw"]);

/** A message from the shared channel, read tolerantly: anything that is not a well-formed event is dropped. */
export function eventsFromMessage(message: string): PublishedRaceDayEvent[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (event): event is PublishedRaceDayEvent =>
      typeof event === "object" &&
      event !== null &&
      KINDS.has(event.kind) &&
      typeof event.id === "string" &&
      /^\d{1,20}$/.test(event.id) &&
      typeof event.day === "string" &&
      /^\d{8}$/.test(event.day) &&
      typeof event.racecourseCode === "string" &&
      typeof event.racecourseName === "string" &&
      Number.isInteger(event.raceNumber),
  );
}

/** A stored snapshot, read tolerantly: null when it is not one. */
export function snapshotFromText(text: string | null): RaceDaySnapshot | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as RaceDaySnapshot;
    if (typeof parsed?.day !== "string" || !Array.isArray(parsed.meetings)) return null;
    const wellFormed = parsed.meetings.every(
      (meeting) =>
        typeof meeting?.racecourseCode === "string" &&
        Array.isArray(meeting.races) &&
        meeting.races.every((race) => Number.isInteger(race?.raceNumber) && typeof race.drawn === "boolean"),
    );
    return wellFormed ? parsed : null;
  } catch {
    return null;
  }
}
