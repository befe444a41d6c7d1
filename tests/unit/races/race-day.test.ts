import { describe, expect, it } from "vitest";
import {
  isFollowedRaceDay,
  raceDayNotice,
  meetingState,
  raceDayChanges,
  resultPublished,
  updatedAtText,
  type RaceDayEvent,
  type RaceDaySnapshot,
} from "~/src/domain/races/race-day";
import type { RaceDetail, RaceRow, RaceSection } from "~/src/domain/races/types";

const row = (horseCode: string, postPosition: number | null, placement: number | null, kmTime: string | null = null) =>
  ({ horseCode, postPosition, placement, kmTime }) as RaceRow;
const race = (raceNumber: number, rows: RaceRow[]) => ({ raceNumber, rows }) as RaceSection;
const detail = (races: RaceSection[]): RaceDetail =>
  ({ trials: [], races, track: { racecourseName: "Napoli Agnano", racecourseCode: "NA" } }) as unknown as RaceDetail;
const day = { year: 2026, month: 11, day: 22 };
const snapshot = (races: { raceNumber: number; result: string | null; drawn: boolean }[]): RaceDaySnapshot => ({
  day,
  meetings: [{ racecourseCode: "NA", racecourseName: "Napoli Agnano", races }],
});
const event = (kind: RaceDayEvent["kind"], raceNumber = 4): RaceDayEvent => ({
  kind,
  day,
  racecourseCode: "NA",
  racecourseName: "Napoli Agnano",
  raceNumber,
});

describe("what the poller remembers of a meeting", () => {
  it("fingerprints a result by its placings and times, and sees the numbers drawn once every horse has one", () => {
    const state = meetingState(
      { racecourseCode: "NA", racecourseName: "NA" },
      detail([
        race(1, [row("1", 2, 1, "1.12.5"), row("2", 1, 2, "1.12.6")]),
        race(2, [row("3", 1, null), row("4", 2, null)]),
        race(3, [row("5", null, null), row("6", 2, null)]),
        race(4, []),
      ]),
    );
    expect(state.racecourseName).toBe("Napoli Agnano");
    expect(state.races).toEqual([
      { raceNumber: 1, result: "1:1:1.12.5|2:2:1.12.6", drawn: true },
      { raceNumber: 2, result: null, drawn: true },
      { raceNumber: 3, result: null, drawn: false },
      { raceNumber: 4, result: null, drawn: false },
    ]);
    expect(resultPublished({ rows: [row("1", 1, null), row("2", 2, 31)] })).toBe(true);
    expect(resultPublished({ rows: [row("1", 1, null)] })).toBe(false);
    expect(resultPublished({ rows: undefined })).toBe(false);
  });
});

describe("changes of a race day", () => {
  const before = snapshot([
    { raceNumber: 3, result: "a", drawn: true },
    { raceNumber: 4, result: null, drawn: true },
    { raceNumber: 5, result: null, drawn: false },
  ]);

  it("announces a published result, a corrected one and a new draw, once each", () => {
    const after = snapshot([
      { raceNumber: 3, result: "b", drawn: true },
      { raceNumber: 4, result: "c", drawn: true },
      { raceNumber: 5, result: null, drawn: true },
    ]);
    expect(raceDayChanges(before, after)).toEqual([event("result-corrected", 3), event("result", 4), event("draw", 5)]);
    expect(raceDayChanges(after, after)).toEqual([]);
  });

  it("announces nothing on a first look, for another day, or for races and meetings seen for the first time", () => {
    const after = snapshot([{ raceNumber: 6, result: "x", drawn: true }]);
    expect(raceDayChanges(null, after)).toEqual([]);
    expect(raceDayChanges({ ...before, day: { ...day, day: 21 } }, snapshot([{ raceNumber: 4, result: "c", drawn: true }]))).toEqual([]);
    expect(raceDayChanges(before, after)).toEqual([]);
    expect(raceDayChanges(before, { day, meetings: [{ ...after.meetings[0], racecourseCode: "MI" }] })).toEqual([]);
  });

  it("does not announce a result taken back (the page shows it on its next read)", () => {
    expect(raceDayChanges(before, snapshot([{ raceNumber: 3, result: null, drawn: true }]))).toEqual([]);
  });
});

describe("the notice", () => {
  it("says what changed, naming the racecourse only where several meetings share the page", () => {
    expect(raceDayNotice(event("result"), { withRacecourse: false })).toBe("Arrivo della corsa 4 disponibile");
    expect(raceDayNotice(event("result"), { withRacecourse: true })).toBe("Arrivo della corsa 4 di Napoli Agnano disponibile");
    expect(raceDayNotice(event("result-corrected"), { withRacecourse: false })).toBe("Arrivo della corsa 4 aggiornato");
    expect(raceDayNotice(event("draw", 2), { withRacecourse: false })).toBe("Numeri della corsa 2 sorteggiati");
  });

  it("tells the time of the page's data on the Italian clock", () => {
    expect(updatedAtText(new Date("2026-11-22T14:42:00Z"))).toBe("Aggiornato alle 15:42");
    expect(updatedAtText(new Date("2026-07-01T06:05:00Z"))).toBe("Aggiornato alle 08:05");
  });
});

describe("followed days", () => {
  const today = { year: 2026, month: 11, day: 22 };
  it("are today and the coming week", () => {
    expect(isFollowedRaceDay(today, today)).toBe(true);
    expect(isFollowedRaceDay({ year: 2026, month: 11, day: 29 }, today)).toBe(true);
    expect(isFollowedRaceDay({ year: 2026, month: 11, day: 30 }, today)).toBe(false);
    expect(isFollowedRaceDay({ year: 2026, month: 11, day: 21 }, today)).toBe(false);
    expect(isFollowedRaceDay({ year: 2027, month: 11, day: 22 }, today)).toBe(false);
    expect(isFollowedRaceDay({ year: 2027, month: 1, day: 1 }, { year: 2026, month: 12, day: 31 })).toBe(true);
  });
});
