import { compareDays, type CalendarDate } from "../domain/calendar";
import type { PublishedRaceDayEvent, RaceDayEvent, RaceDayEventKind } from "../domain/races/live";
import { addressDay, parseAddressDay, parseAddressRacecourse, queryString } from "./values";

/**
 * The live race day's public formats (docs/decisions/030-live-race-day-events.md, "The events"):
 * the address of a day's event stream, the payload of its events, and which pages an event
 * changes. The only place that writes or reads them: the server's streams, the browser's client
 * and the instances' shared channel all go through here. The payload is Sulky's own and stays
 * stable: a day is written as addresses write it (ddmmyyyy).
 */

/** Where every day's stream is served; the server hands these requests to the streams before Express. */
export const RACE_DAY_EVENTS_PREFIX = "/eventi/corse/";

/** A day's stream: /eventi/corse/{ddmmyyyy}[?dal={cursor}] (the cursor: the last event the page's data include). */
export function raceDayEventsPath(day: CalendarDate, since?: string): string {
  return `${RACE_DAY_EVENTS_PREFIX}${addressDay(day)}${queryString({ dal: since })}`;
}

/** The day of a stream's path (`/eventi/corse/22112026`, a trailing slash allowed); null for anything else. */
export function parseRaceDayEventsPath(pathname: string): CalendarDate | null {
  const match = /^\/eventi\/corse\/(\d{8})\/?$/.exec(pathname);
  return match ? parseAddressDay(match[1]) : null;
}

/** An event as the stream's `data:` line and the shared channel carry it. */
export type RaceDayEventPayload = {
  kind: RaceDayEventKind;
  /** ddmmyyyy */
  day: string;
  racecourseCode: string;
  racecourseName: string;
  raceNumber: number;
};

const KINDS: readonly string[] = ["result", "result-corrected", "draw"] satisfies RaceDayEventKind[];
const EVENT_ID = /^\d{1,20}$/;

export function eventPayload(event: RaceDayEvent): RaceDayEventPayload {
  return {
    kind: event.kind,
    day: addressDay(event.day),
    racecourseCode: event.racecourseCode,
    racecourseName: event.racecourseName,
    raceNumber: event.raceNumber,
  };
}

/** A payload read tolerantly: null when it is not a well-formed event. */
export function eventFromPayload(value: unknown): RaceDayEvent | null {
  if (typeof value !== "object" || value === null) return null;
  const fields = value as Record<string, unknown>;
  const day = typeof fields.day === "string" ? parseAddressDay(fields.day) : null;
  if (!day || typeof fields.kind !== "string" || !KINDS.includes(fields.kind)) return null;
  if (typeof fields.racecourseCode !== "string" || typeof fields.racecourseName !== "string") return null;
  if (typeof fields.raceNumber !== "number" || !Number.isInteger(fields.raceNumber)) return null;
  return {
    kind: fields.kind as RaceDayEventKind,
    day,
    racecourseCode: fields.racecourseCode,
    racecourseName: fields.racecourseName,
    raceNumber: fields.raceNumber,
  };
}

/** A numbered event as the shared channel carries it: its payload and its `id`. */
export function publishedEventPayload(event: PublishedRaceDayEvent): RaceDayEventPayload & { id: string } {
  return { ...eventPayload(event), id: event.id };
}

/** A numbered event read tolerantly (its id: digits only); null otherwise. */
export function publishedEventFromPayload(value: unknown): PublishedRaceDayEvent | null {
  const event = eventFromPayload(value);
  const id = (value as { id?: unknown } | null)?.id;
  return event && typeof id === "string" && EVENT_ID.test(id) ? { ...event, id } : null;
}

/** The stream's frame of one event: its id (for `Last-Event-ID`), then its payload as JSON. */
export function eventFrame(event: PublishedRaceDayEvent): string {
  return `id: ${event.id}\ndata: ${JSON.stringify(eventPayload(event))}\n\n`;
}

/** A day as the events write it (ddmmyyyy): also in the shared store's keys and the readiness figures. */
export const eventDay = addressDay;
export const parseEventDay = parseAddressDay;

const sameDay = (text: string | undefined, day: CalendarDate) => {
  const parsed = parseAddressDay(text);
  return parsed !== null && compareDays(parsed, day) === 0;
};

/**
 * True when the page at `path` shows what `event` changed: the race lists, the day's starters,
 * the meeting's entries and results, the race itself (at a glance too), its draw, and the draw
 * search after a draw. The server drops these pages from its cache; the browser on one of them
 * reloads its data. CSV exports of a page (`/esporta/csv/…`) follow their page.
 */
export function pageShowsEvent(path: string, event: RaceDayEvent): boolean {
  const segments = path.split("?")[0].split("/").filter(Boolean);
  if (segments[0] === "esporta" && segments[1] === "csv") segments.splice(0, 2);
  // The home page opens with today's next race and latest results.
  if (segments.length === 0) return event.kind !== "draw";
  if (segments[0] !== "trotto") return false;
  const [, section, ...rest] = segments;
  const sameMeeting = (day: string | undefined, code: string | undefined) =>
    sameDay(day, event.day) && parseAddressRacecourse(code) === event.racecourseCode;
  const sameRace = (number: string | undefined, whenMissing: number | null) =>
    number === undefined ? whenMissing === null || whenMissing === event.raceNumber : Number(number) === event.raceNumber;
  if (section === "sorteggi") {
    if (rest.length === 0) return event.kind === "draw";
    return sameMeeting(rest[0], rest[1]) && sameRace(rest[2], event.raceNumber);
  }
  if (section !== "partenti" && section !== "arrivi") return false;
  if (rest.length === 0) return true;
  if (section === "partenti" && rest[0] === "dettaglio-corsa") return sameMeeting(rest[1], rest[2]) && sameRace(rest[3], 1);
  if (rest.length === 1) return section === "partenti" && sameDay(rest[0], event.day);
  return sameMeeting(rest[0], rest[1]) && sameRace(rest[2], null);
}

/** A live page names the racecourse in its notices unless it shows one meeting. */
export function noticeNamesRacecourse(path: string): boolean {
  const segments = path.split("?")[0].split("/").filter(Boolean);
  const [, section, ...rest] = segments;
  if (section === "sorteggi") return rest.length === 0;
  if (rest[0] === "dettaglio-corsa") return false;
  return rest.length < 2;
}
