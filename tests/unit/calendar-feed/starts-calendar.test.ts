import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  calendarLinkLabel,
  isUpcoming,
  startEvent,
  startEvents,
  startsCalendarName,
  type UpcomingStart,
} from "~/src/domain/calendar-feed/starts-calendar";
import { parseHorseCodes } from "~/src/urls/horses";
import { calendarEntityTag, startsIcs } from "~/views/calendar-feed.server";

const start = (overrides: Partial<UpcomingStart> = {}): UpcomingStart => ({
  horseCode: "113468",
  horseName: "Dubbio Ul",
  raceDay: { year: 2026, month: 11, day: 28 },
  postTime: "16:10",
  trackCode: "PD",
  trackName: "Padova Le Padovanelle",
  raceNumber: 5,
  raceName: "Premio Cristallo Smt",
  distanceMetres: 2080,
  startingNumber: 1,
  driver: "Santino Costa",
  ...overrides,
});

const calendar = () => ({
  name: "Partenti di Dubbio Ul",
  horses: [{ code: "113468", name: "Dubbio Ul", slug: "113468-dubbio-ul" }],
  events: [],
  generatedAt: new Date("2026-11-22T10:00:00Z"),
});

describe("calendar events of upcoming starts", () => {
  it("names the race, the track and the horse, and says which race it is", () => {
    expect(startEvent(start())).toEqual({
      horseCode: "113468",
      race: { day: { year: 2026, month: 11, day: 28 }, trackCode: "PD", raceNumber: 5 },
      summary: "Dubbio Ul: Premio Cristallo Smt (corsa 5)",
      location: "Padova Le Padovanelle",
      description:
        "Dubbio Ul corre a Padova Le Padovanelle, Premio Cristallo Smt (corsa 5). Numero di partenza 1, distanza 2080 m, guida Santino Costa.",
      start: { year: 2026, month: 11, day: 28, hour: 16, minute: 10 },
      durationMinutes: 15,
    });
  });

  it("keeps the event's identity when the time, the number or the driver change, so updates replace the event", () => {
    const uid = (event: ReturnType<typeof startEvent>) =>
      startsIcs({ ...calendar(), events: [event] }, "https://www.sulky.it").match(/^UID:(.*)$/m)?.[1];
    const before = uid(startEvent(start()));
    expect(before).toBe("partenza-113468-28112026-PD-5@www.sulky.it");
    expect(uid(startEvent(start({ postTime: "17:00", startingNumber: 7, driver: "Altro" })))).toBe(before);
    expect(uid(startEvent(start({ raceNumber: 6 })))).not.toBe(before);
    expect(uid(startEvent(start({ horseCode: "1" })))).not.toBe(before);
  });

  it("writes one well-formed sentence of facts whichever the programme gives (no number drawn yet)", () => {
    expect(startEvent(start({ startingNumber: null })).description).toBe(
      "Dubbio Ul corre a Padova Le Padovanelle, Premio Cristallo Smt (corsa 5). Distanza 2080 m, guida Santino Costa.",
    );
    expect(startEvent(start({ startingNumber: null, distanceMetres: null })).description).toMatch(/\. Guida Santino Costa\.$/);
    expect(startEvent(start({ startingNumber: null, distanceMetres: null, driver: null })).description).toBe(
      "Dubbio Ul corre a Padova Le Padovanelle, Premio Cristallo Smt (corsa 5).",
    );
  });

  it("names a feed after its horse, or after the horses followed", () => {
    expect(startsCalendarName(["Dubbio Ul"])).toBe("Partenze di Dubbio Ul");
    expect(startsCalendarName(["Dubbio Ul", "Vagabondo Vr"])).toBe("Partenze dei cavalli seguiti");
    expect(calendarLinkLabel(1)).toBe("Le sue partenze nel tuo calendario");
    expect(calendarLinkLabel(3)).toBe("Le loro partenze nel tuo calendario");
  });

  it("puts a race without a time at midday, orders by time and counts a start once", () => {
    expect(startEvent(start({ postTime: null, raceName: null }))).toMatchObject({
      start: { hour: 12, minute: 0 },
      summary: "Dubbio Ul: Corsa 5",
    });
    const events = startEvents([
      start(),
      start({ raceDay: { year: 2026, month: 11, day: 24 }, postTime: "14:30", raceNumber: 1 }),
      start(),
    ]);
    expect(events.map((event) => event.start.day)).toEqual([24, 28]);
  });

  it("tells upcoming days from past ones on the Italian calendar", () => {
    const today = { year: 2026, month: 11, day: 22 };
    expect(isUpcoming({ year: 2026, month: 11, day: 22 }, today)).toBe(true);
    expect(isUpcoming({ year: 2026, month: 11, day: 21 }, today)).toBe(false);
    expect(isUpcoming({ year: 2027, month: 1, day: 1 }, today)).toBe(true);
  });

  it("accepts 1 to 20 numeric horse codes", () => {
    expect(parseHorseCodes("101, 102,101")).toEqual({ ok: true, codes: ["101", "102"] });
    expect(parseHorseCodes(null)).toMatchObject({ ok: false, message: expect.stringContaining("almeno un cavallo") });
    expect(parseHorseCodes("101,abc")).toMatchObject({ ok: false, message: "I codici dei cavalli sono numeri separati da virgole." });
    expect(parseHorseCodes(Array.from({ length: 21 }, (_, index) => 100 + index).join(","))).toMatchObject({
      ok: false,
      message: "Al massimo 20 cavalli per calendario.",
    });
    expect(parseHorseCodes(Array.from({ length: 20 }, (_, index) => 100 + index).join(","))).toMatchObject({ ok: true });
  });
});

describe("the iCalendar feed, read back by an independent parser (ical.js)", () => {
  const calendar = {
    name: "Partenze di Dubbio Ul",
    horses: [{ code: "113468", name: "Dubbio Ul", slug: "113468-dubbio-ul" }],
    events: startEvents([
      start(),
      start({ raceDay: { year: 2027, month: 7, day: 5 }, postTime: "21:40", raceNumber: 8, raceName: "Premio; d'estate, in notturna" }),
    ]),
    generatedAt: new Date("2026-11-22T10:00:00Z"),
  };
  const ics = startsIcs(calendar, "https://www.sulky.it");
  const component = new ICAL.Component(ICAL.parse(ics));

  it("declares Europe/Rome with its VTIMEZONE and puts each start at its Italian time", () => {
    const zone = component.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Europe/Rome");
    ICAL.TimezoneService.register(zone!);
    const events = component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(2);
    // Winter: CET, UTC+1. Summer: CEST, UTC+2.
    expect(events[0].startDate.zone?.tzid).toBe("Europe/Rome");
    expect(events[0].startDate.toJSDate().toISOString()).toBe("2026-11-28T15:10:00.000Z");
    expect(events[1].startDate.toJSDate().toISOString()).toBe("2027-07-05T19:40:00.000Z");
    expect(events[1].endDate.toJSDate().toISOString()).toBe("2027-07-05T19:55:00.000Z");
  });

  it("carries the race name, the track, the race page and a stable UID, escaped as RFC 5545 says", () => {
    const events = component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events[1].summary).toBe("Dubbio Ul: Premio; d'estate, in notturna (corsa 8)");
    expect(events[0].location).toBe("Padova Le Padovanelle");
    expect(events[0].uid).toBe("partenza-113468-28112026-PD-5@www.sulky.it");
    expect(component.getAllSubcomponents("vevent")[0].getFirstPropertyValue("url")).toBe(
      "https://www.sulky.it/trotto/partenti/28112026/PDT/5",
    );
    expect(component.getFirstPropertyValue("x-wr-calname")).toBe("Partenze di Dubbio Ul");
  });

  it("stamps each event in UTC, names the zone only through VTIMEZONE and TZID, and ends every line in CRLF", () => {
    for (const vevent of component.getAllSubcomponents("vevent")) {
      const stamp = vevent.getFirstPropertyValue("dtstamp") as ICAL.Time;
      expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone);
      expect(stamp.toJSDate().toISOString()).toBe("2026-11-22T10:00:00.000Z");
    }
    expect(ics).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
    // TIMEZONE-ID is no iCalendar property: the zone is the VTIMEZONE the events' TZID names.
    expect(component.getFirstProperty("timezone-id")).toBeNull();
    expect(ics).not.toMatch(/^TIMEZONE-ID/m);
    expect(ics).toMatch(/^DTSTART;TZID=Europe\/Rome:/m);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("has the same validator when only the generation time differs", () => {
    const later = startsIcs({ ...calendar, generatedAt: new Date("2026-11-23T08:00:00Z") }, "https://www.sulky.it");
    expect(later).not.toBe(ics);
    expect(calendarEntityTag(later)).toBe(calendarEntityTag(ics));
    expect(calendarEntityTag(startsIcs({ ...calendar, events: calendar.events.slice(1) }, "https://www.sulky.it"))).not.toBe(
      calendarEntityTag(ics),
    );
  });
});
