import type { CalendarDate } from "../calendar";
import type { ArchivedRace } from "./archive";
import type { FittedFigures } from "./figures";

/**
 * A horse's rating: its figures weighted toward the recent ones (a figure loses half its weight
 * every HALF_LIFE_DAYS and every few runs), pulled toward the archive's newcomers while it has
 * few of them. It carries the horse's tendency to break: its own breaks against what its runs'
 * conditions (start type, age) make usual, shrunk toward none while it has few starts.
 */

export const HALF_LIFE_DAYS = 240;
/** Weight (in figures) of the newcomers' average a rating starts from. */
export const PRIOR_WEIGHT = 0.6;
/** Starts of the archive's average a break rate starts from. */
export const BREAK_PRIOR_STARTS = 8;
/** How many last figures a rating shows. */
export const LAST_FIGURES = 5;

export type HorseRating = {
  horseCode: string;
  /** Seconds per km against the archive's average horse (negative: faster); null before any figure. */
  rating: number | null;
  figures: number;
  /** The latest figures, newest first (seconds per km). */
  lastFigures: { day: CalendarDate; figure: number }[];
  starts: number;
  breaks: number;
  /** Breaks above (positive) or below what its starts' conditions make usual, per start. */
  breakExcess: number;
  lastDay: CalendarDate | null;
};

/** A horse's figure in one run, on the published scale. */
export type RunFigure = { day: CalendarDate; racecourseCode: string; raceNumber: number; figure: number; placement: number | null };

/** What the horse file shows: the rating on the published scale (null without figures), each run's figure, oldest first. */
export type HorseFigures = { rating: number | null; runs: RunFigure[]; starts: number; breaks: number };

type Running = {
  weightedSum: number;
  weight: number;
  lastDayNumber: number;
  figures: number;
  last: { day: CalendarDate; figure: number }[];
  starts: number;
  breaks: number;
  expectedBreaks: number;
  lastDay: CalendarDate | null;
};

export const dayNumberOf = (day: CalendarDate): number => Math.floor(Date.UTC(day.year, day.month - 1, day.day) / 86_400_000);

/** The usual break rate of a start by its conditions, fitted from the archive: [autostart, tapes, unknown] × [two-year-old, older]. */
export type BreakBase = number[][];

export function fitBreakBase(races: readonly ArchivedRace[]): BreakBase {
  const counts = [0, 1, 2].map(() => [
    [1, 10],
    [1, 10],
  ]);
  for (const race of races) {
    const kind = race.startType === "autostart" ? 0 : race.startType === "nastri" ? 1 : 2;
    for (const start of race.starters) {
      const young = start.age !== null && start.age <= 2 ? 0 : 1;
      counts[kind][young][1] += 1;
      if (start.outcome !== "arrivato" && start.outcome !== "non-classificato") counts[kind][young][0] += 1;
    }
  }
  return counts.map((byAge) => byAge.map(([breaks, starts]) => breaks / starts));
}

export const breakBaseOf = (base: BreakBase, startType: ArchivedRace["startType"], age: number | null): number =>
  base[startType === "autostart" ? 0 : startType === "nastri" ? 1 : 2][age !== null && age <= 2 ? 0 : 1];

/**
 * Replays the archive oldest first. `before` sees each race before its result counts, with the
 * ratings its starters had then (what a forecast for that race could have known).
 */
export class RatingBook {
  private readonly running = new Map<string, Running>();
  /** The average first figure of the horses seen so far: where a newcomer's rating starts. */
  private newcomerSum = 0;
  private newcomerCount = 0;

  constructor(
    private readonly fit: FittedFigures,
    private readonly breakBase: BreakBase,
  ) {}

  get newcomerFigure(): number {
    return this.newcomerCount ? this.newcomerSum / this.newcomerCount : 0;
  }

  ratingOf(horseCode: string, on?: CalendarDate): HorseRating {
    const entry = this.running.get(horseCode);
    if (!entry) return { horseCode, rating: null, figures: 0, lastFigures: [], starts: 0, breaks: 0, breakExcess: 0, lastDay: null };
    const decay = on ? Math.pow(0.5, Math.max(0, dayNumberOf(on) - entry.lastDayNumber) / HALF_LIFE_DAYS) : 1;
    const weight = entry.weight * decay;
    const rating = entry.figures ? (entry.weightedSum * decay + PRIOR_WEIGHT * this.newcomerFigure) / (weight + PRIOR_WEIGHT) : null;
    return {
      horseCode,
      rating,
      figures: entry.figures,
      lastFigures: [...entry.last].reverse(),
      starts: entry.starts,
      breaks: entry.breaks,
      breakExcess: (entry.breaks - entry.expectedBreaks) / (entry.starts + BREAK_PRIOR_STARTS),
      lastDay: entry.lastDay,
    };
  }

  /** Counts race `index` of the fitted list. */
  add(race: ArchivedRace, index: number): void {
    const today = dayNumberOf(race.day);
    const figures = this.fit.figures[index];
    race.starters.forEach((start, position) => {
      let entry = this.running.get(start.horseCode);
      if (!entry) {
        entry = {
          weightedSum: 0,
          weight: 0,
          lastDayNumber: today,
          figures: 0,
          last: [],
          starts: 0,
          breaks: 0,
          expectedBreaks: 0,
          lastDay: null,
        };
        this.running.set(start.horseCode, entry);
      }
      entry.starts += 1;
      entry.lastDay = race.day;
      entry.expectedBreaks += breakBaseOf(this.breakBase, race.startType, start.age);
      if (start.outcome !== "arrivato" && start.outcome !== "non-classificato") entry.breaks += 1;
      const figure = figures?.[position];
      if (figure === undefined || Number.isNaN(figure)) return;
      if (entry.figures === 0) {
        this.newcomerSum += figure;
        this.newcomerCount += 1;
      }
      const decay = Math.pow(0.5, Math.max(0, today - entry.lastDayNumber) / HALF_LIFE_DAYS);
      entry.weightedSum = entry.weightedSum * decay * RUN_DECAY + figure;
      entry.weight = entry.weight * decay * RUN_DECAY + 1;
      entry.lastDayNumber = today;
      entry.figures += 1;
      entry.last.push({ day: race.day, figure });
      if (entry.last.length > LAST_FIGURES) entry.last.shift();
    });
  }
}

/** Each newer figure weighs this much more than the one before it, whatever the days between. */
const RUN_DECAY = 0.85;
