import { calendarDateInItaly, compareDays, isoDay, type CalendarDate } from "../../domain/calendar";
import type { ArchivedRace } from "../../domain/ratings/archive";
import type { ForecastStarter, RaceForecast } from "../../domain/ratings/chances";
import { rate, type RatingsOnDay } from "../../domain/ratings/engine";
import { publishedFigure, type FittedFigures } from "../../domain/ratings/figures";
import type { HorseFigures, RunFigure } from "../../domain/ratings/horse-ratings";
import { calibrationTest, scoreForecasts, type CalibrationTest, type ForecastScore, type ScoredRace } from "../../domain/ratings/scores";
import { startTypeOf } from "../../domain/races/starting-numbers";
import type { Clock } from "../../ports/clock";
import type { Logger } from "../../ports/logger";
import type { ResultsArchivePort } from "../../ports/results-archive";
import type { RacesTrottingPort } from "../../ports/trotting/races";
import { isUpstreamError } from "../../ports/upstream-error";
import { makeIngestResults, type IngestOptions } from "./ingest-results";

export type Methodology = {
  day: CalendarDate;
  races: number;
  observations: number;
  compression: number;
  residualSd: number;
  pars: FittedFigures["pars"];
  seasons: number[];
  posts: FittedFigures["posts"];
  ages: number[];
  breakBase: number[][];
  winWeights: number[];
  /** The calibration's exponents (a of p, b of 1 − p) and the races it was fitted on. */
  calibration: { weights: [number, number]; races: number };
};

export type TrackRecord = { days: number; score: ForecastScore; calibrationTest: CalibrationTest | null };

/** The periods of the public track record, in days. */
export const TRACK_RECORD_PERIODS = [30, 365] as const;
/** Draws of the calibration test (p to the nearest 0.005): about 30 ms for a year of races, in the background job, once per new result. */
const CALIBRATION_DRAWS = 200;

/**
 * Keeps the ratings of the day, computed in the background from the archive (never in a
 * visitor's request), and freezes the chances of every published card once.
 */
export function createRatingsService(deps: {
  archive: ResultsArchivePort;
  races: Pick<RacesTrottingPort, "raceDays" | "raceDetail">;
  horses: Parameters<typeof makeIngestResults>[0]["horses"];
  clock: Clock;
  logger: Logger;
  ingestOptions?: IngestOptions;
}) {
  const ingest = makeIngestResults(deps, deps.ingestOptions);
  let current: RatingsOnDay | null = null;
  let figuresByHorse = new Map<string, RunFigure[]>();
  let ratedRaces = -1;
  let calibrationTests = new Map<number, CalibrationTest>();

  /** Rates the archive as of today; false when nothing changed since the last time. */
  async function refreshRatings(): Promise<boolean> {
    const today = calendarDateInItaly(deps.clock.now());
    const races = await deps.archive.races({ to: today });
    if (current && compareDays(current.day, today) === 0 && races.length === ratedRaces) return false;
    current = rate(races, today, current ?? undefined);
    ratedRaces = races.length;
    const byHorse = new Map<string, RunFigure[]>();
    current.races.forEach((race, index) =>
      race.starters.forEach((start, position) => {
        const figure = current!.fit.figures[index][position];
        if (Number.isNaN(figure)) return;
        const runs = byHorse.get(start.horseCode) ?? [];
        runs.push({
          day: race.day,
          racecourseCode: race.racecourseCode,
          raceNumber: race.raceNumber,
          figure: publishedFigure(figure),
          placement: start.placement,
        });
        byHorse.set(start.horseCode, runs);
      }),
    );
    figuresByHorse = byHorse;
    return true;
  }

  /** The frozen forecasts of the last `days` days beside their results. */
  async function scoredForecasts(days: number): Promise<ScoredRace[]> {
    const today = calendarDateInItaly(deps.clock.now());
    const from = nextDay(today, -days);
    const [forecasts, races] = await Promise.all([deps.archive.forecasts({ from, to: today }), deps.archive.races({ from, to: today })]);
    return scoredAgainst(forecasts, races);
  }

  /** The track record's calibration test, drawn in the background: too long for a visitor's request. */
  async function testCalibration(): Promise<void> {
    const tests = new Map<number, CalibrationTest>();
    for (const days of TRACK_RECORD_PERIODS) tests.set(days, calibrationTest(await scoredForecasts(days), CALIBRATION_DRAWS));
    calibrationTests = tests;
  }

  /** Freezes the chances of every race of today's and the coming cards whose numbers are drawn. */
  async function freezeCards(): Promise<number> {
    if (!current) return 0;
    const today = calendarDateInItaly(deps.clock.now());
    const frozen = new Set(
      (await deps.archive.forecasts({ from: today })).map(
        (forecast) => `${isoDay(forecast.day)}|${forecast.racecourseCode}|${forecast.raceNumber}`,
      ),
    );
    const meetings = (await deps.races.raceDays("partenti")).filter((meeting) => compareDays(meeting.day, today) >= 0);
    const forecasts: RaceForecast[] = [];
    for (const meeting of meetings) {
      try {
        const detail = await deps.races.raceDetail("partenti", meeting.day, meeting.racecourseCode);
        for (const race of detail.races) {
          const key = `${isoDay(meeting.day)}|${meeting.racecourseCode}|${race.raceNumber}`;
          if (frozen.has(key) || race.raceNumber < 1 || race.rows.length < 2 || race.rows.some((row) => row.postPosition === null))
            continue;
          forecasts.push({
            day: meeting.day,
            racecourseCode: meeting.racecourseCode,
            raceNumber: race.raceNumber,
            frozenAt: deps.clock.now().toISOString(),
            starters: current.forecast(
              { day: meeting.day, startType: race.startType ?? startTypeOf(race.raceDescription, detail.track) },
              race.rows.map((row) => ({
                horseCode: row.horseCode,
                horseName: row.horseName,
                postPosition: row.postPosition,
                age: row.age,
              })),
            ),
          });
        }
      } catch (error) {
        if (!isUpstreamError(error)) throw error;
        deps.logger.warn({ err: error, day: isoDay(meeting.day), track: meeting.racecourseCode }, "pronostico Sulky: programma non letto");
      }
    }
    await deps.archive.freezeForecasts(forecasts);
    // the ingest's own writes log a refused disk; the forecasts stay in memory until the next write succeeds
    await deps.archive.flush().catch(() => undefined);
    return forecasts.length;
  }

  return {
    /** The background job: reads new results, rates the day, freezes the new cards' chances. */
    async run() {
      const report = await ingest.run();
      const rerated = await refreshRatings();
      const frozen = await freezeCards();
      if (rerated || calibrationTests.size === 0) await testCalibration();
      return { ...report, frozen };
    },
    current: () => current,
    horseFigures(horseCode: string): HorseFigures | null {
      if (!current) return null;
      const rating = current.ratingOf(horseCode);
      return {
        rating: rating.rating === null ? null : publishedFigure(rating.rating),
        runs: figuresByHorse.get(horseCode) ?? [],
        starts: rating.starts,
        breaks: rating.breaks,
      };
    },
    async forecastsOf(day: CalendarDate, racecourseCode: string): Promise<RaceForecast[]> {
      const forecasts = await deps.archive.forecasts({ from: day, to: nextDay(day) });
      return forecasts.filter((forecast) => forecast.racecourseCode === racecourseCode);
    },
    /** The fitted adjustments, for the methodology page; null before the first rating. */
    methodology(): Methodology | null {
      if (!current) return null;
      const { fit, breakBase, winModel, calibration } = current;
      return {
        day: current.day,
        races: current.races.length,
        observations: fit.observations,
        compression: fit.compression,
        residualSd: fit.residualSd,
        pars: fit.pars
          .filter((cell) => cell.runs >= 20)
          .sort(
            (a, b) =>
              a.racecourseCode.localeCompare(b.racecourseCode) || a.band.localeCompare(b.band) || a.startType.localeCompare(b.startType),
          ),
        seasons: fit.seasons,
        posts: fit.posts,
        ages: fit.ages,
        breakBase,
        winWeights: winModel.weights,
        calibration,
      };
    },
    /** The frozen forecasts of the last `days` days scored against the archived results, with the background's calibration test. */
    async trackRecord(days: number): Promise<TrackRecord> {
      return { days, score: scoreForecasts(await scoredForecasts(days)), calibrationTest: calibrationTests.get(days) ?? null };
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;

function nextDay(day: CalendarDate, days = 1): CalendarDate {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Each frozen forecast beside its race's result: the winners by horse, whatever order the starters were listed in. */
export function scoredAgainst(forecasts: RaceForecast[], races: ArchivedRace[]): ScoredRace[] {
  const results = new Map(races.map((race) => [`${isoDay(race.day)}|${race.racecourseCode}|${race.raceNumber}`, race]));
  return forecasts.flatMap((forecast) => {
    const race = results.get(`${isoDay(forecast.day)}|${forecast.racecourseCode}|${forecast.raceNumber}`);
    if (!race) return [];
    const winners = new Set(race.starters.filter((start) => start.placement === 1).map((start) => start.horseCode));
    const indexes = forecast.starters.flatMap((starter: ForecastStarter, index) => (winners.has(starter.horseCode) ? [index] : []));
    return indexes.length ? [{ win: forecast.starters.map((starter) => starter.win), winners: indexes }] : [];
  });
}
