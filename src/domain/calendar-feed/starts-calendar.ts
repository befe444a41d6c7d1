import { capitalised, forCount, THEIR } from "../agreement";
import { compareDays, isoDay, type CalendarDate } from "../calendar";

/** A start a horse is entered for, in Sulky's words: what a calendar event needs. */
export type UpcomingStart = {
  horseCode: string;
  horseName: string;
  raceDay: CalendarDate;
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
  /** The same horse in the same race is the same event. */
  horseCode: string;
  race: { day: CalendarDate; trackCode: string; raceNumber: number };
  summary: string;
  location: string;
  description: string;
  start: ItalianDateTime;
  /** A race and its parade: long enough to see in a calendar, short enough not to block the day. */
  durationMinutes: number;
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
export function isUpcoming(raceDay: CalendarDate, today: CalendarDate): boolean {
  return compareDays(raceDay, today) >= 0;
}

function postTimeOf(text: string | null): { hour: number; minute: number } {
  const match = /^(\d{1,2})[:.](\d{2})/.exec(text?.trim() ?? "");
  if (!match) return DEFAULT_POST_TIME;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour < 24 && minute < 60 ? { hour, minute } : DEFAULT_POST_TIME;
}

/** One VEVENT's content for a start. */
export function startEvent(start: UpcomingStart): StartEvent {
  const race = start.raceName ? `${start.raceName} (corsa ${start.raceNumber})` : `Corsa ${start.raceNumber}`;
  // The facts the programme gives make one sentence, whichever comes first: "Numero di partenza 4, distanza 2100 m."
  const facts = [
    start.startingNumber !== null ? `numero di partenza ${start.startingNumber}` : null,
    start.distanceMetres !== null ? `distanza ${start.distanceMetres} m` : null,
    start.driver ? `guida ${start.driver}` : null,
  ].filter((fact) => fact !== null);
  return {
    horseCode: start.horseCode,
    race: { day: start.raceDay, trackCode: start.trackCode, raceNumber: start.raceNumber },
    summary: `${start.horseName}: ${race}`,
    location: start.trackName,
    description: `${start.horseName} corre a ${start.trackName}, ${race}.${facts.length > 0 ? ` ${capitalised(facts.join(", "))}.` : ""}`,
    start: { ...start.raceDay, ...postTimeOf(start.postTime) },
    durationMinutes: EVENT_MINUTES,
  };
}

/** What makes an event itself: one horse in one race. */
function eventKey(event: StartEvent): string {
  return [event.horseCode, isoDay(event.race.day), event.race.trackCode, event.race.raceNumber].join(" ");
}

/** The events of a feed, in running order, one per horse and race. */
export function startEvents(starts: readonly UpcomingStart[]): StartEvent[] {
  const seen = new Set<string>();
  const events: StartEvent[] = [];
  for (const start of starts) {
    const event = startEvent(start);
    if (seen.has(eventKey(event))) continue;
    seen.add(eventKey(event));
    events.push(event);
  }
  const key = (event: StartEvent) =>
    [event.start.year, event.start.month, event.start.day, event.start.hour, event.start.minute]
      .map((part) => String(part).padStart(4, "0"))
      .join("");
  return events.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : eventKey(a) < eventKey(b) ? -1 : 1));
}
