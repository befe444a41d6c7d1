import { capitalised, forCount, THEIR } from "../agreement";
import { type CalendarDate, parseRouteDate } from "../calendar";

/** A start a horse is entered for, in Sulky's words: what a calendar event needs. */
export type UpcomingStart = {
  horseCode: string;
  horseName: string;
  /** ddmmyyyy, as the race routes write days. */
  raceDay: string;
  /** HH:MM in Italy, when the programme gives it. */
  postTime: string | null;
  trackCode: string;
  trackName: string;
  raceNumber: number;
  raceName: string | null;
  distanceMetres: number | null;
  startingNumber: number | null;
  driver: string | null;
};

/** Wall-clock time in Italy: the calendar writes it with the Europe/Rome time zone. */
export type ItalianDateTime = CalendarDate & { hour: number; minute: number };

export type StartEvent = {
  /** Stable across updates: the same horse in the same race is the same event. */
  uid: string;
  summary: string;
  location: string;
  description: string;
  start: ItalianDateTime;
  /** A race and its parade: long enough to see in a calendar, short enough not to block the day. */
  durationMinutes: number;
  /** The race's entries page on the site. */
  path: string;
};

export const CALENDAR_TIME_ZONE = "Europe/Rome";
export const MAX_CALENDAR_HORSES = 20;
/** A programme without a time still has the race on that day: the event sits at midday. */
const DEFAULT_POST_TIME = { hour: 12, minute: 0 };
const EVENT_MINUTES = 15;

/** A feed's name: the starts of one horse, or of the horses a visitor follows. */
export function startsCalendarName(horseNames: readonly string[]): string {
  return horseNames.length === 1 ? `Partenze di ${horseNames[0]}` : "Partenze dei cavalli seguiti";
}

/** The link that subscribes to a feed: "Le sue partenze…" for one horse, "Le loro partenze…" for several. */
export function calendarLinkLabel(horseCount: number): string {
  return `Le ${forCount(horseCount, THEIR)} partenze nel tuo calendario`;
}

/** Is this start still to come? Starts of past days are results, not calendar events. */
export function isUpcoming(raceDay: string, today: CalendarDate): boolean {
  const day = parseRouteDate(raceDay);
  if (!day) return false;
  return day.year * 10_000 + day.month * 100 + day.day >= today.year * 10_000 + today.month * 100 + today.day;
}

function postTimeOf(text: string | null): { hour: number; minute: number } {
  const match = /^(\d{1,2})[:.](\d{2})/.exec(text?.trim() ?? "");
  if (!match) return DEFAULT_POST_TIME;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour < 24 && minute < 60 ? { hour, minute } : DEFAULT_POST_TIME;
}

/** One VEVENT's content for a start; null for a start whose day cannot be read. */
export function startEvent(start: UpcomingStart, siteHost: string): StartEvent | null {
  const day = parseRouteDate(start.raceDay);
  if (!day) return null;
  const race = start.raceName ? `${start.raceName} (corsa ${start.raceNumber})` : `Corsa ${start.raceNumber}`;
  // The facts the programme gives make one sentence, whichever comes first: "Numero di partenza 4, distanza 2100 m."
  const facts = [
    start.startingNumber !== null ? `numero di partenza ${start.startingNumber}` : null,
    start.distanceMetres !== null ? `distanza ${start.distanceMetres} m` : null,
    start.driver ? `guida ${start.driver}` : null,
  ].filter((fact) => fact !== null);
  return {
    uid: `partenza-${start.horseCode}-${start.raceDay}-${start.trackCode}-${start.raceNumber}@${siteHost}`,
    summary: `${start.horseName}: ${race}`,
    location: start.trackName,
    description: `${start.horseName} corre a ${start.trackName}, ${race}.${facts.length > 0 ? ` ${capitalised(facts.join(", "))}.` : ""}`,
    start: { ...day, ...postTimeOf(start.postTime) },
    durationMinutes: EVENT_MINUTES,
    path: `/trotto/partenti/${start.raceDay}/${start.trackCode}T/${start.raceNumber}`,
  };
}

/** The events of a feed, in running order, one per horse and race. */
export function startEvents(starts: readonly UpcomingStart[], siteHost: string): StartEvent[] {
  const seen = new Set<string>();
  const events: StartEvent[] = [];
  for (const start of starts) {
    const event = startEvent(start, siteHost);
    if (!event || seen.has(event.uid)) continue;
    seen.add(event.uid);
    events.push(event);
  }
  const key = (event: StartEvent) =>
    [event.start.year, event.start.month, event.start.day, event.start.hour, event.start.minute]
      .map((part) => String(part).padStart(4, "0"))
      .join("");
  return events.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.uid < b.uid ? -1 : 1));
}

export type HorseCodesParam = { ok: true; codes: string[] } | { ok: false; message: string };

/** `cavalli=101,102`: 1 to 20 numeric horse codes, repeated ones counted once. */
export function parseHorseCodes(param: string | null): HorseCodesParam {
  const parts = (param ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { ok: false, message: "Indica almeno un cavallo: cavalli=codice1,codice2" };
  if (parts.some((part) => !/^\d{1,9}$/.test(part))) return { ok: false, message: "I codici dei cavalli sono numeri separati da virgole." };
  const codes = [...new Set(parts)];
  if (codes.length > MAX_CALENDAR_HORSES) return { ok: false, message: `Al massimo ${MAX_CALENDAR_HORSES} cavalli per calendario.` };
  return { ok: true, codes };
}
