import { dayNumberOf, breakBaseOf, type BreakBase, type HorseRating } from "./horse-ratings";
import { startAdjustment, type FittedFigures } from "./figures";
import type { CalendarDate } from "../calendar";
import type { StartType } from "../races/starting-numbers";

/**
 * Win and place chances: a conditional logit (each starter's weight is exp of a sum of its
 * features, the chance its share of the race's weights) fitted by Newton's method on races the
 * ratings had not seen. Places (the first three) follow from the win chances (Harville).
 */

export const FEATURE_NAMES = ["tempo atteso", "log(1 − rottura)", "esordiente", "assenza (anni)", "tempo atteso ÷ (indici + 1)"] as const;

export type ForecastStarter = {
  horseCode: string;
  horseName: string;
  postPosition: number | null;
  win: number;
  place: number;
  /** The rating on the published scale, null for a horse without figures. */
  rating: number | null;
  breakRate: number;
};

export type RaceForecast = {
  day: CalendarDate;
  racecourseCode: string;
  raceNumber: number;
  /** ISO instant the forecast was frozen. */
  frozenAt: string;
  starters: ForecastStarter[];
};

/** A frozen forecast as the pages show it, each starter with its latest figures before the race (newest first). */
export type SulkyForecast = Omit<RaceForecast, "starters"> & { starters: (ForecastStarter & { lastFigures: number[] })[] };

export type WinModel = { weights: number[] };
/** Before any fit: one second a km faster is worth e^1.2 more weight, a sure breaker none. */
export const DEFAULT_WIN_MODEL: WinModel = { weights: [-1.2, 1, 0, 0, 0] };

export type RaceEntry = { horseCode: string; postPosition: number | null; age: number | null };
export type RaceConditions = { day: CalendarDate; startType: StartType | null };

export function featuresOf(
  entry: RaceEntry,
  rating: HorseRating,
  race: RaceConditions,
  context: { fit: FittedFigures; breakBase: BreakBase; newcomerFigure: number },
): { features: number[]; breakRate: number } {
  const speed = rating.rating ?? context.newcomerFigure;
  const expected = speed + startAdjustment(context.fit, race.startType, entry.postPosition, entry.age, race.day.month);
  const breakRate = Math.min(0.9, Math.max(0.01, breakBaseOf(context.breakBase, race.startType, entry.age) + rating.breakExcess));
  const absence = rating.lastDay ? Math.min(365, dayNumberOf(race.day) - dayNumberOf(rating.lastDay)) / 365 : 0;
  // a gap measured on few figures is worth less than one measured on many: the model learns how much less
  const relative = expected - context.newcomerFigure;
  return {
    features: [expected, Math.log(1 - breakRate), rating.rating === null ? 1 : 0, absence, relative / (rating.figures + 1)],
    breakRate,
  };
}

export function winChances(model: WinModel, features: number[][]): number[] {
  const utilities = features.map((row) => row.reduce((sum, value, index) => sum + value * model.weights[index], 0));
  const top = Math.max(...utilities);
  const weights = utilities.map((utility) => Math.exp(utility - top));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/** The chance of finishing in the first `places` (Harville: each place drawn from those left, by their win chances). */
export function placeChances(win: number[], places = 3): number[] {
  const n = win.length;
  if (n <= places) return win.map(() => 1);
  const result = new Float64Array(n);
  const visit = (taken: number[], remaining: number, probability: number) => {
    for (let i = 0; i < n; i++) {
      if (taken.includes(i) || win[i] <= 0) continue;
      const p = probability * (win[i] / remaining);
      result[i] += p;
      if (taken.length + 1 < places) visit([...taken, i], remaining - win[i], p);
    }
  };
  visit([], 1, 1);
  return [...result].map((value) => Math.min(1, value));
}

export type TrainingRace = { features: number[][]; winners: number[] };

/** Maximum likelihood by Newton's method, with a little ridge so a rare feature cannot run away. */
export function fitWinModel(races: readonly TrainingRace[], start: WinModel = DEFAULT_WIN_MODEL, iterations = 12): WinModel {
  let weights = [...start.weights];
  const FEATURES = weights.length;
  const ridge = 1;
  for (let iteration = 0; iteration < iterations; iteration++) {
    const gradient = new Array<number>(FEATURES).fill(0);
    const hessian = Array.from({ length: FEATURES }, () => new Array<number>(FEATURES).fill(0));
    for (const race of races) {
      if (!race.winners.length) continue;
      const p = winChances({ weights }, race.features);
      const mean = new Array<number>(FEATURES).fill(0);
      race.features.forEach((row, i) => row.forEach((value, k) => (mean[k] += p[i] * value)));
      const share = 1 / race.winners.length;
      for (const winner of race.winners) race.features[winner].forEach((value, k) => (gradient[k] += share * (value - mean[k])));
      race.features.forEach((row, i) => {
        for (let a = 0; a < FEATURES; a++)
          for (let b = 0; b < FEATURES; b++) hessian[a][b] -= p[i] * (row[a] - mean[a]) * (row[b] - mean[b]);
      });
    }
    for (let k = 0; k < FEATURES; k++) {
      gradient[k] -= ridge * 0.01 * weights[k];
      hessian[k][k] -= ridge * 0.01;
    }
    const step = solve(hessian, gradient);
    if (!step) break;
    weights = weights.map((weight, k) => weight - step[k]);
    if (Math.max(...step.map(Math.abs)) < 1e-6) break;
  }
  return { weights };
}

/** Gaussian elimination; null for a singular system. */
function solve(matrix: number[][], vector: number[]): number[] | null {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) pivot = row;
    if (Math.abs(a[pivot][col]) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = a[row][col] / a[col][col];
      for (let k = col; k <= n; k++) a[row][k] -= factor * a[col][k];
    }
  }
  return a.map((row, i) => row[n] / row[i]);
}
