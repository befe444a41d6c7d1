import { describe, expect, it } from "vitest";
import type { CalendarDate } from "~/src/domain/calendar";
import type { ArchivedRace } from "~/src/domain/ratings/archive";
import { calibrated, fitCalibration, IDENTITY_CALIBRATION, type CalibrationSample } from "~/src/domain/ratings/calibration";
import { seededRandom } from "~/src/domain/ratings/draws";
import { rate } from "~/src/domain/ratings/engine";
import { calibrationWithin, scoreForecasts } from "~/src/domain/ratings/scores";

const dayAt = (index: number): CalendarDate => {
  const date = new Date(Date.UTC(2025, 0, 1 + index));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const normalised = (weights: number[]) => {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
};

/** Races whose true chances are known, forecast by a model that is too sure of itself (its chances are the true ones to the power 1.6). */
function overconfidentForecasts(races: number, seed: number, firstDay = 0) {
  const next = seededRandom(seed);
  const samples: CalibrationSample[] = [];
  for (let index = 0; index < races; index++) {
    const field = 6 + Math.floor(next() * 6);
    const chances = normalised(Array.from({ length: field }, () => Math.exp(2 * next())));
    let draw = next();
    const winner = Math.max(
      0,
      chances.findIndex((chance) => (draw -= chance) < 0),
    );
    samples.push({
      day: dayAt(firstDay + Math.floor(index / 8)),
      win: normalised(chances.map((chance) => chance ** 1.6)),
      winners: [winner],
    });
  }
  return { samples };
}

describe("the calibration map", () => {
  it("undoes a forecaster's overconfidence, learnt from its earlier forecasts, and keeps every race's chances summing to 1", () => {
    const earlier = overconfidentForecasts(12_000, 11);
    const later = overconfidentForecasts(12_000, 12, 2000);
    const map = fitCalibration(earlier.samples, dayAt(2000));
    // p' ∝ p^a (1 − p)^b: the true chances are the forecast's to the power 1/1.6
    expect(map.weights[0]).toBeGreaterThan(0.5);
    expect(map.weights[0]).toBeLessThan(0.75);
    expect(Math.abs(map.weights[1])).toBeLessThan(0.3);
    const before = scoreForecasts(later.samples);
    const after = scoreForecasts(later.samples.map((sample) => ({ ...sample, win: calibrated(map, sample.win) })));
    // tenths of at least 500 starters: a sampling error of about 2 points or less
    expect(calibrationWithin(before, 3, 500)).toBe(false);
    expect(calibrationWithin(after, 3, 500)).toBe(true);
    expect(after.logLoss).toBeLessThan(before.logLoss);
    for (const sample of later.samples) expect(calibrated(map, sample.win).reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 9);
  }, 60_000);

  it("stays the identity until it has enough races, and leaves the chances as they are then", () => {
    const few = overconfidentForecasts(50, 3);
    expect(fitCalibration(few.samples, dayAt(400))).toEqual(IDENTITY_CALIBRATION);
    expect(calibrated(IDENTITY_CALIBRATION, [0.5, 0.3, 0.2])).toEqual([0.5, 0.3, 0.2]);
  });

  it("refuses a race of the day rated or later: the map may learn only from races already run", () => {
    const { samples } = overconfidentForecasts(400, 5);
    const lastDay = samples.at(-1)!.day;
    expect(() => fitCalibration(samples, lastDay)).toThrow(/non è anteriore/);
    const earlier = samples.filter((sample) => sample.day.day !== lastDay.day || sample.day.month !== lastDay.month);
    expect(() => fitCalibration(earlier, lastDay)).not.toThrow();
  });
});

/** A small archive: horses of fixed speeds, four races a day, some breaks. */
function archive(days: number, seed = 9): ArchivedRace[] {
  const next = seededRandom(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(next() + 1e-12)) * Math.cos(2 * Math.PI * next());
  const speeds = Array.from({ length: 160 }, () => 74 + 1.2 * gauss());
  const races: ArchivedRace[] = [];
  for (let index = 0; index < days; index++) {
    for (let number = 1; number <= 4; number++) {
      const field = new Set<number>();
      while (field.size < 8) field.add(Math.floor(next() * speeds.length));
      const runs = [...field].map((horse, post) => ({ horse, post: post + 1, broke: next() < 0.1, time: speeds[horse] + 0.6 * gauss() }));
      const finishers = runs.filter((run) => !run.broke).sort((a, b) => a.time - b.time);
      races.push({
        day: dayAt(index),
        racecourseCode: "T0",
        raceNumber: number,
        distance: 1640,
        startType: "autostart",
        purse: null,
        category: null,
        prizeName: null,
        starters: runs.map((run) => {
          const place = finishers.indexOf(run);
          return {
            horseCode: `H${run.horse}`,
            horseName: `H${run.horse}`,
            postPosition: run.post,
            placement: place >= 0 ? place + 1 : null,
            outcome: place >= 0 ? ("arrivato" as const) : ("rottura" as const),
            kmTenths: place >= 0 ? Math.round((finishers[0].time + (run.time - finishers[0].time) * 0.5) * 10) : null,
            age: 6,
            driver: null,
            prize: null,
          };
        }),
      });
    }
  }
  return races;
}

describe("the calibration in the ratings of a day", () => {
  const races = archive(200);
  const day = dayAt(180);
  const time = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day);
  const entries = races.find((race) => time(race.day) === time(day))!.starters;
  const forecastOf = (rated: ReturnType<typeof rate>) => rated.forecast({ day, startType: "autostart" }, entries);
  const reversedFrom = (from: CalendarDate, to: CalendarDate) =>
    races.map((race) =>
      time(race.day) >= time(from) && time(race.day) < time(to)
        ? { ...race, starters: race.starters.map((start) => ({ ...start, placement: start.placement && 9 - start.placement })) }
        : race,
    );

  it("is fitted only on races before the day: the archive without the day and after, or with their results turned upside down, gives the same map and chances", () => {
    const rated = rate(races, day);
    expect(rated.calibration.races).toBeGreaterThanOrEqual(100);
    expect(rated.calibration).not.toEqual(IDENTITY_CALIBRATION);
    const past = races.filter((race) => time(race.day) < time(day));
    for (const other of [rate(reversedFrom(day, dayAt(400)), day), rate(past, day)]) {
      expect(other.calibration).toEqual(rated.calibration);
      expect(forecastOf(other)).toEqual(forecastOf(rated));
    }
    const chances = forecastOf(rated).map((starter) => starter.win);
    expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 9);
  }, 60_000);

  it("is learnt from the earlier results: change them and the map follows", () => {
    const rated = rate(races, day);
    const upsideDown = rate(reversedFrom(dayAt(100), day), day);
    expect(upsideDown.calibration.weights).not.toEqual(rated.calibration.weights);
  }, 60_000);
});
