import { createHash } from "node:crypto";
import ical from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { CALENDAR_TIME_ZONE, type ItalianDateTime } from "~/src/domain/calendar-feed/starts-calendar";
import type { StartCalendar } from "~/src/application/horses/get-start-calendar";
import type { StartEvent } from "~/src/domain/calendar-feed/starts-calendar";
import { racePath } from "~/src/urls/races";
import { addressDay } from "~/src/urls/values";

const pad = (value: number) => String(value).padStart(2, "0");
/** The zone's VTIMEZONE block, built once: every feed carries the same one. */
const ROME_VTIMEZONE = tzlib_get_ical_block(CALENDAR_TIME_ZONE)[0];

/**
 * Wall-clock time in Italy as ical-generator takes it with a time zone: a date-time without
 * offset, which it writes as `DTSTART;TZID=Europe/Rome:…` next to the zone's VTIMEZONE.
 */
function wallClock(time: ItalianDateTime, plusMinutes = 0): string {
  const total = time.hour * 60 + time.minute + plusMinutes;
  const day = new Date(Date.UTC(time.year, time.month - 1, time.day + Math.floor(total / 1440)));
  const minutes = total % 1440;
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
}

/**
 * An event's UID, stable across updates (the same horse in the same race is the same event), so
 * a calendar app updates it instead of adding another. Its day is written as the race's address
 * writes it, as it always was.
 */
function eventUid(event: StartEvent, siteHost: string): string {
  const { day, trackCode, raceNumber } = event.race;
  return `partenza-${event.horseCode}-${addressDay(day)}-${trackCode}-${raceNumber}@${siteHost}`;
}

/**
 * The iCalendar text of a starts calendar (RFC 5545), written by ical-generator. The events carry
 * `TZID=Europe/Rome` with the zone's VTIMEZONE; the calendar itself names no zone, so the writer
 * adds neither the non-standard `TIMEZONE-ID` nor a DTSTAMP in local time: DTSTAMP is UTC, with
 * its `Z`, as RFC 5545 requires. Every line ends in CRLF, the last one too.
 */
export function startsIcs(calendar: StartCalendar, siteUrl: string): string {
  const siteHost = new URL(siteUrl).host;
  const feed = ical({ name: calendar.name, prodId: { company: "Sulky", product: "Partenti", language: "IT" }, ttl: 60 * 60 });
  feed.timezone({ name: null, generator: (zone) => (zone === CALENDAR_TIME_ZONE ? ROME_VTIMEZONE : null) });
  for (const event of calendar.events) {
    feed.createEvent({
      id: eventUid(event, siteHost),
      stamp: calendar.generatedAt,
      start: wallClock(event.start),
      end: wallClock(event.start, event.durationMinutes),
      timezone: CALENDAR_TIME_ZONE,
      summary: event.summary,
      location: event.location,
      description: event.description,
      // the race's entries page on the site
      url: new URL(racePath("partenti", event.race.day, event.race.trackCode, event.race.raceNumber), siteUrl).toString(),
    });
  }
  const text = feed.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

/** A validator that ignores DTSTAMP: two feeds with the same events are the same feed. */
export function calendarEntityTag(ics: string): string {
  const stable = ics.replace(/^DTSTAMP[^\r\n]*\r?\n/gm, "");
  return `W/"${createHash("sha1").update(stable).digest("base64url")}"`;
}

/** The feed as an answer: text/calendar, an ETag, and 304 when the client's copy is current; cached like the pages. */
export function calendarResponse(calendar: StartCalendar, request: Request, siteUrl: string, fileName: string): Response {
  const ics = startsIcs(calendar, siteUrl);
  const entityTag = calendarEntityTag(ics);
  const headers = {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `inline; filename="${fileName}.ics"`,
    "Cache-Control": "private, no-cache",
    ETag: entityTag,
  };
  const known = request.headers.get("If-None-Match");
  if (known && known.split(",").some((tag) => tag.trim().replace(/^W\//, "") === entityTag.replace(/^W\//, ""))) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(ics, { headers });
}
