import { compareDays, isoDay, type CalendarDate } from "../calendar";
import { fitWinModel, winChances, type WinModel } from "./chances";

/**
 * The calibration step: the win model's chances mapped so that the horses given 20% win about
 * 20% of the time. The win model (chances.ts) is a conditional logit: it shares each race by
 * speed and break tendency, and lets a horse far faster than its field approach certainty, while
 * even that horse breaks now and then; its top chances come out too high (horses given 90-100%
 * won about 80% of the time), the middle ones a little low. The map is a conditional logit on the
 * model's own chance p of each starter, p' ∝ p^a · (1 − p)^b, renormalised in each race: b > 0
 * pulls the near-certainties down, a sets the rest (a = 1, b = 0 leave the chances as they are).
 *
 * It is fitted by maximum likelihood on the win model's chances of the races it learnt from (the
 * year before the day rated, each race seen with the ratings its horses had before it): like the
 * ratings and the win model, the map of a day knows only the results published before it.
 */

/** A race the map learns from: the win model's chances before the map, and the result. */
export type CalibrationSample = {
  day: CalendarDate;
  /** The model's chances, before the map. */
  win: number[];
  winners: number[];
};

export type Calibration = {
  /** The exponents a (of p) and b (of 1 − p). */
  weights: [number, number];
  /** How many races the map was fitted on. */
  races: number;
};

export const IDENTITY_CALIBRATION: Calibration = { weights: [1, 0], races: 0 };
/** Below this many races the map stays as it was (the identity at first). */
export const CALIBRATION_MIN_RACES = 100;

const FLOOR = 1e-6;
const featuresOf = (win: readonly number[]): number[][] =>
  win.map((chance) => [Math.log(Math.max(FLOOR, chance)), Math.log(Math.max(FLOOR, 1 - chance))]);

export function calibrated(calibration: Calibration, win: readonly number[]): number[] {
  if (calibration.weights[0] === 1 && calibration.weights[1] === 0) return [...win];
  return winChances({ weights: calibration.weights }, featuresOf(win));
}

/**
 * The map fitted on races run before `day`; a race of that day or later is refused (it would be a
 * peek at the result being forecast).
 */
export function fitCalibration(
  samples: readonly CalibrationSample[],
  day: CalendarDate,
  start: Calibration = IDENTITY_CALIBRATION,
): Calibration {
  const usable = samples.filter((sample) => sample.winners.length && sample.win.length >= 2);
  const late = usable.find((sample) => compareDays(sample.day, day) >= 0);
  if (late) throw new Error(`calibrazione del ${isoDay(day)}: un campione del ${isoDay(late.day)} non è anteriore`);
  if (usable.length < CALIBRATION_MIN_RACES) return start;
  const model: WinModel = fitWinModel(
    usable.map((sample) => ({ features: featuresOf(sample.win), winners: sample.winners })),
    { weights: [...start.weights] },
    start.races ? 4 : 10,
  );
  const [a, b] = model.weights;
  return Number.isFinite(a) && Number.isFinite(b) ? { weights: [a, b], races: usable.length } : start;
}
