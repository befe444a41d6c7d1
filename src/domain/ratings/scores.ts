/**
 * How good a set of forecasts was, as the track record and the evaluation print it: the
 * log-loss on the winner, the pseudo-R² against the uniform guess, how often the favourite won
 * and the calibration by tenths of predicted chance.
 */

import { drawnIndex, seededRandom } from "./draws";

export type ScoredRace = { win: number[]; winners: number[] };
export type CalibrationBin = {
  from: number;
  to: number;
  starters: number;
  predicted: number;
  observed: number;
  /** Σ p(1 − p) over the tenth's starters: the variance of its winners' count if every chance were exact. */
  variance: number;
};
export type ForecastScore = {
  races: number;
  logLoss: number;
  uniformLogLoss: number;
  pseudoR2: number;
  topRatedWon: number;
  calibration: CalibrationBin[];
};

/** A forecast never gives exactly nothing: a winner at 0 would make the log-loss infinite. */
const FLOOR = 1e-4;

/** A race counts once it has a winner and a field to choose from. */
const isScored = (race: ScoredRace) => race.winners.length > 0 && race.win.length >= 2;
/** The tenth of predicted chance a starter falls in (100% in the last). */
const tenthOf = (chance: number) => Math.min(9, Math.floor(chance * 10));

export function scoreForecasts(races: readonly ScoredRace[]): ForecastScore {
  let logLoss = 0;
  let uniform = 0;
  let topWon = 0;
  let counted = 0;
  const bins = Array.from({ length: 10 }, (_, index) => ({
    from: index / 10,
    to: (index + 1) / 10,
    starters: 0,
    predicted: 0,
    observed: 0,
    variance: 0,
  }));
  for (const race of races) {
    if (!isScored(race)) continue;
    counted += 1;
    const winnerChance = race.winners.reduce((sum, winner) => sum + race.win[winner], 0) / race.winners.length;
    logLoss -= Math.log(Math.max(FLOOR, winnerChance));
    uniform += Math.log(race.win.length);
    // a tie at the top shares the credit: the favourite is one of them
    const best = Math.max(...race.win);
    const favourites = race.win.flatMap((chance, index) => (chance === best ? [index] : []));
    topWon += favourites.filter((index) => race.winners.includes(index)).length / favourites.length;
    race.win.forEach((chance, index) => {
      const bin = bins[tenthOf(chance)];
      bin.starters += 1;
      bin.predicted += chance;
      bin.variance += chance * (1 - chance);
      if (race.winners.includes(index)) bin.observed += 1 / race.winners.length;
    });
  }
  return {
    races: counted,
    logLoss: counted ? logLoss / counted : 0,
    uniformLogLoss: counted ? uniform / counted : 0,
    pseudoR2: uniform ? 1 - logLoss / uniform : 0,
    topRatedWon: counted ? topWon / counted : 0,
    calibration: bins.map((bin) => ({
      ...bin,
      predicted: bin.starters ? bin.predicted / bin.starters : 0,
      observed: bin.starters ? bin.observed / bin.starters : 0,
    })),
  };
}

/** The calibration target: within 3 percentage points in every tenth of at least 50 starters. */
const TARGET_POINTS = 3;
const TARGET_MIN_STARTERS = 50;
/** Below this p the calibration's gaps are larger than chance explains (the usual 5%). */
export const CALIBRATION_P_THRESHOLD = 0.05;

/** Each tenth's observed share of winners, from the races themselves or from one draw of them. */
type ObservedRate = (bin: CalibrationBin, tenth: number) => number;
const recorded: ObservedRate = (bin) => bin.observed;

function tenthsWithin(bins: readonly CalibrationBin[], observed: ObservedRate, points: number, minStarters: number): boolean {
  return bins.every((bin, tenth) => bin.starters < minStarters || Math.abs(bin.predicted - observed(bin, tenth)) * 100 <= points);
}

function chiSquareOf(bins: readonly CalibrationBin[], observed: ObservedRate): number {
  return bins.reduce((sum, bin, tenth) => {
    if (bin.variance <= 0) return sum;
    const gap = (observed(bin, tenth) - bin.predicted) * bin.starters;
    return sum + (gap * gap) / bin.variance;
  }, 0);
}

/** The calibration target: every tenth holding at least `minStarters` within `points` percentage points. */
export function calibrationWithin(score: ForecastScore, points = TARGET_POINTS, minStarters = TARGET_MIN_STARTERS): boolean {
  return tenthsWithin(score.calibration, recorded, points, minStarters);
}

/**
 * The calibration as one statistic: over the tenths, the squared gap between the winners counted
 * and the winners the chances expected, each over its variance (a chi-square in the manner of
 * Hosmer and Lemeshow). Unlike a fixed tolerance in points, it weighs each tenth by how much
 * chance alone moves it: a gap of 7 points is noise in a tenth of 50 starters and a fault in one of
 * 1,500. Its reference distribution is drawn, not read from a table (one race has one winner, so
 * the tenths are not independent): see `calibrationTest`.
 */
export function calibrationChiSquare(score: ForecastScore): number {
  return chiSquareOf(score.calibration, recorded);
}

/** The calibration statistic beside what exact chances would score (`calibrationTest`). */
export type CalibrationTest = {
  chiSquare: number;
  /** The share of draws at least as far from the chances as the races were (never 0: the races count as one draw). */
  pValue: number;
  /** The share of draws that meet `calibrationWithin`'s target in points. */
  pointsMet: number;
  draws: number;
};

/**
 * The calibration tested against exact chances: the races' winners are drawn `draws` times from
 * the chances themselves (a fixed seed, so a page and a rerun agree), and each draw is scored as
 * the races were. One race has one winner, so the tenths are not independent and no χ² table
 * applies: the draws are the reference.
 */
export function calibrationTest(races: readonly ScoredRace[], draws = 1000, seed = 20261120): CalibrationTest {
  const score = scoreForecasts(races);
  const bins = score.calibration;
  const chiSquare = calibrationChiSquare(score);
  // Each starter's tenth, once: a draw only counts its winners by tenth (what scoreForecasts would do, without the rest).
  const counted = races.filter(isScored);
  const tenths = counted.map((race) => race.win.map(tenthOf));
  const random = seededRandom(seed);
  const wins = new Array<number>(bins.length);
  const drawn: ObservedRate = (bin, tenth) => wins[tenth] / bin.starters;
  let atLeast = 0;
  let met = 0;
  for (let draw = 0; draw < draws; draw++) {
    wins.fill(0);
    counted.forEach((race, index) => {
      wins[tenths[index][drawnIndex(race.win, random)]] += 1;
    });
    if (chiSquareOf(bins, drawn) >= chiSquare) atLeast += 1;
    if (tenthsWithin(bins, drawn, TARGET_POINTS, TARGET_MIN_STARTERS)) met += 1;
  }
  return { chiSquare, pValue: (atLeast + 1) / (draws + 1), pointsMet: draws ? met / draws : 0, draws };
}
