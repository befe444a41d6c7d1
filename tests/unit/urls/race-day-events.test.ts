import { describe, expect, it } from "vitest";
import type { RaceDayEvent } from "~/src/domain/races/race-day";
import {
  eventFrame,
  eventFromPayload,
  eventPayload,
  noticeNamesRacecourse,
  pageShowsEvent,
  parseRaceDayEventsPath,
  publishedEventFromPayload,
  raceDayEventsPath,
} from "~/src/urls/race-day-events";

const day = { year: 2026, month: 11, day: 22 };
const event = (kind: RaceDayEvent["kind"], raceNumber = 4): RaceDayEvent => ({
  kind,
  day,
  racecourseCode: "NA",
  racecourseName: "Napoli Agnano",
  raceNumber,
});

describe("a day's stream", () => {
  it("is /eventi/corse/{ddmmyyyy}, with the page's cursor when it has one", () => {
    expect(raceDayEventsPath(day)).toBe("/eventi/corse/22112026");
    expect(raceDayEventsPath({ year: 2027, month: 1, day: 3 }, "176400000000001")).toBe("/eventi/corse/03012027?dal=176400000000001");
  });

  it("is read back from its path, and nothing else is", () => {
    expect(parseRaceDayEventsPath("/eventi/corse/22112026")).toEqual(day);
    expect(parseRaceDayEventsPath("/eventi/corse/22112026/")).toEqual(day);
    expect(parseRaceDayEventsPath("/eventi/corse/31022027")).toBeNull();
    expect(parseRaceDayEventsPath("/eventi/corse/2026-11-22")).toBeNull();
    expect(parseRaceDayEventsPath("/eventi/corse/../etc")).toBeNull();
  });
});

describe("the events' public payload", () => {
  it("writes an event as it always has: its day ddmmyyyy, its id on a line of its own", () => {
    expect(eventFrame({ ...event("result"), id: "176400000000001" })).toBe(
      'id: 176400000000001\ndata: {"kind":"result","day":"22112026","racecourseCode":"NA","racecourseName":"Napoli Agnano","raceNumber":4}\n\n',
    );
  });

  it("reads back what it writes, and drops what is not an event", () => {
    expect(eventFromPayload(eventPayload(event("draw", 2)))).toEqual(event("draw", 2));
    expect(publishedEventFromPayload({ ...eventPayload(event("result")), id: "17" })).toEqual({ ...event("result"), id: "17" });
    expect(publishedEventFromPayload({ ...eventPayload(event("result")), id: "x17" })).toBeNull();
    expect(eventFromPayload({ ...eventPayload(event("result")), day: "2026-11-22" })).toBeNull();
    expect(eventFromPayload({ ...eventPayload(event("result")), kind: "rumour" })).toBeNull();
    expect(eventFromPayload({ ...eventPayload(event("result")), raceNumber: "4" })).toBeNull();
    expect(eventFromPayload(null)).toBeNull();
    expect(eventFromPayload("result")).toBeNull();
  });
});

describe("the pages an event changes", () => {
  const result = event("result", 4);
  it.each([
    ["/trotto/arrivi", true],
    ["/trotto/partenti", true],
    ["/trotto/partenti/22112026", true],
    ["/trotto/partenti/23112026", false],
    ["/trotto/partenti/figli-di?padreText=Varenne", false],
    ["/trotto/arrivi/22112026/NAT", true],
    ["/trotto/arrivi/22112026/na?formato=csv", true],
    ["/esporta/csv/trotto/arrivi/22112026/NAT", true],
    ["/trotto/partenti/22112026/NAT/4", true],
    ["/trotto/partenti/22112026/NAT/3", false],
    ["/trotto/partenti/22112026/MIT", false],
    ["/trotto/partenti/21112026/NAT/4", false],
    ["/trotto/partenti/dettaglio-corsa/22112026/NAT/4", true],
    ["/trotto/partenti/dettaglio-corsa/22112026/NAT", false],
    ["/trotto/sorteggi/22112026/NAT/4", true],
    ["/trotto/sorteggi?cavallo=Vento", false],
    ["/trotto/stalloni/102306-corsaro-grif", false],
    ["/", true],
    ["/news", false],
  ])("%s: %s", (path, shows) => {
    expect(pageShowsEvent(path, result)).toBe(shows);
  });

  it("sends a draw to the draw search and a race at a glance without number to race 1", () => {
    expect(pageShowsEvent("/trotto/sorteggi?cavallo=Vento", event("draw"))).toBe(true);
    expect(pageShowsEvent("/", event("draw"))).toBe(false);
    expect(pageShowsEvent("/trotto/partenti/dettaglio-corsa/22112026/NAT", event("result", 1))).toBe(true);
  });

  it("names the racecourse in a notice only where several meetings share the page", () => {
    expect(noticeNamesRacecourse("/trotto/arrivi")).toBe(true);
    expect(noticeNamesRacecourse("/trotto/partenti/22112026")).toBe(true);
    expect(noticeNamesRacecourse("/trotto/arrivi/22112026/NAT")).toBe(false);
    expect(noticeNamesRacecourse("/trotto/partenti/dettaglio-corsa/22112026/NAT/4")).toBe(false);
    expect(noticeNamesRacecourse("/trotto/sorteggi/26112026/TOT/2")).toBe(false);
    expect(noticeNamesRacecourse("/trotto/sorteggi")).toBe(true);
  });
});
