import { matchRoutes } from "react-router";
import { compareDays, type CalendarDate } from "../domain/calendar";
import type { PublishedRaceDayEvent, RaceDayEvent, RaceDayEventKind } from "../domain/races/race-day";
import { CSV_EXPORT_PREFIX } from "./files";
import { HOME_PATTERN } from "./news";
import { RACE_DAY_PAGE_PATTERNS } from "./races";
import { addressDay, parseAddressDay, parseAddressRacecourse, queryString } from "./values";

/**
 * The race day's public formats (docs/decisions/030-live-race-day-events.md, "The events"):
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

type PageParams = Readonly<Record<string, string | undefined>>;
const sameMeeting = ({ date, racecourse }: PageParams, event: RaceDayEvent) =>
  sameDay(date, event.day) && parseAddressRacecourse(racecourse) === event.racecourseCode;
/** The race of the address, or when it names none the race the page then shows (null: the whole meeting). */
const sameRace = ({ raceNumber }: PageParams, event: RaceDayEvent, whenMissing: number | null) =>
  raceNumber === undefined ? whenMissing === null || whenMissing === event.raceNumber : Number(raceNumber) === event.raceNumber;

/** A page the race day changes: its route's pattern, whether an event concerns it, whether its notices name the racecourse. */
type RaceDayPage = {
  path: string;
  shows(params: PageParams, event: RaceDayEvent): boolean;
  /** False on a page of one meeting: its notices need not say which racecourse. */
  namesRacecourse: boolean;
};

const PAGES = RACE_DAY_PAGE_PATTERNS;
/**
 * The pages an event changes, by the patterns of their routes (src/urls/races.ts, typed against
 * views/routes.ts): the home page (today's next race and latest results), the race lists, the
 * day's starters, the meeting's entries and results, the race itself (at a glance too: without a
 * number, race 1), its draw, and the draw search after a draw.
 */
const RACE_DAY_PAGES: readonly RaceDayPage[] = [
  { path: HOME_PATTERN, shows: (_, event) => event.kind !== "draw", namesRacecourse: true },
  { path: PAGES.entriesList, shows: () => true, namesRacecourse: true },
  { path: PAGES.resultsList, shows: () => true, namesRacecourse: true },
  { path: PAGES.startersByDate, shows: ({ date }, event) => sameDay(date, event.day), namesRacecourse: true },
  {
    path: PAGES.raceAtAGlance,
    shows: (params, event) => sameMeeting(params, event) && sameRace(params, event, 1),
    namesRacecourse: false,
  },
  {
    path: PAGES.entriesDetail,
    shows: (params, event) => sameMeeting(params, event) && sameRace(params, event, null),
    namesRacecourse: false,
  },
  {
    path: PAGES.resultsDetail,
    shows: (params, event) => sameMeeting(params, event) && sameRace(params, event, null),
    namesRacecourse: false,
  },
  { path: PAGES.draws, shows: (_, event) => event.kind === "draw", namesRacecourse: true },
  { path: PAGES.drawDetail, shows: (params, event) => sameMeeting(params, event) && sameRace(params, event, null), namesRacecourse: false },
];

/** The same pages, and the CSV exports of their tables (`/esporta/csv/…`), which follow their page, as React Router's route objects. */
const RACE_DAY_ROUTES = RACE_DAY_PAGES.flatMap((page) =>
  page.path === HOME_PATTERN ? [page] : [page, { ...page, path: CSV_EXPORT_PREFIX + page.path }],
);

/** The race-day page at `path` (its query ignored), matched by React Router as the route table would; null for any other page. */
function raceDayPageAt(path: string): { page: RaceDayPage; params: PageParams } | null {
  const matches = matchRoutes(RACE_DAY_ROUTES, path.split("?")[0]);
  const match = matches?.[matches.length - 1];
  return match ? { page: match.route, params: match.params } : null;
}

/**
 * True when the page at `path` shows what `event` changed (RACE_DAY_PAGES). The server drops
 * these pages from its cache; the browser on one of them reloads its data.
 */
export function pageShowsEvent(path: string, event: RaceDayEvent): boolean {
  const found = raceDayPageAt(path);
  return found !== null && found.page.shows(found.params, event);
}

/** A race-day page names the racecourse in its notices unless it shows one meeting. */
export function noticeNamesRacecourse(path: string): boolean {
  return raceDayPageAt(path)?.page.namesRacecourse ?? true;
}
