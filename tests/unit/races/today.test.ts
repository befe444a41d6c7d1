import { describe, expect, it } from "vitest";
import { todayAtTheRaces } from "~/src/domain/races/today";
import type { Meeting, RaceRow, RaceSection } from "~/src/domain/races/types";
import { day } from "../../support/domain";

const today = day(2026, 11, 22);
const meeting = (code: string, on = today): Meeting => ({ day: on, racecourseCode: code, racecourseName: `Ippodromo ${code}`, town: null });
const row = (code: string, placement: number | null) =>
  ({ horseCode: code, horseName: `Cavallo ${code}`, slug: null, placement }) as RaceRow;
const race = (raceNumber: number, startTime: string, placements: (number | null)[] = []): RaceSection =>
  ({
    raceNumber,
    startTime,
    prizeName: `Premio ${raceNumber}`,
    rows: placements.map((placement, index) => row(`${raceNumber}${index}`, placement)),
  }) as RaceSection;

describe("today at the races", () => {
  it("gives the next race not yet run and the latest results, latest first, each with its first three", () => {
    const races = new Map([
      ["NA", [race(0, "13:00", [1]), race(1, "14:00", [2, 1, 3, 4]), race(2, "14:30", [null, null]), race(3, "15:00", [null])]],
      ["MI", [race(1, "14:10", [1, 2]), race(2, "14:20", [3, 1, 2])]],
    ]);
    const result = todayAtTheRaces(today, [meeting("NA"), meeting("MI"), meeting("TO", day(2026, 11, 23))], races);
    expect(result.meetings.map((one) => one.racecourseCode)).toEqual(["NA", "MI"]);
    expect(result.nextRace).toMatchObject({ raceNumber: 2, startTime: "14:30", meeting: { racecourseCode: "NA" } });
    expect(result.latestResults.map((one) => `${one.meeting.racecourseCode}${one.raceNumber}`)).toEqual(["MI2", "MI1", "NA1"]);
    expect(result.latestResults[2].podium.map((place) => place.placement)).toEqual([1, 2, 3]);
    expect(result.nextRaceDay).toBeNull();
  });

  it("names the next day with meetings when nobody races today", () => {
    const result = todayAtTheRaces(
      today,
      [meeting("TO", day(2026, 11, 24)), meeting("MI", day(2026, 11, 23)), meeting("NA", day(2026, 11, 23))],
      new Map(),
    );
    expect(result.meetings).toEqual([]);
    expect(result.nextRace).toBeNull();
    expect(result.nextRaceDay?.day).toEqual(day(2026, 11, 23));
    expect(result.nextRaceDay?.meetings.map((one) => one.racecourseCode)).toEqual(["MI", "NA"]);
  });
});
