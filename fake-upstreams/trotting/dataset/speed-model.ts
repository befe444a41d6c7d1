import { RACECOURSES } from "./racecourses";

/**
 * How fast a trotter goes, in seconds per km: its talent (a mature horse over a mile behind the
 * autostart on a good 1000 m track) plus what age, distance, start, track and season take away.
 * Older horses trot about 1.09-1.20, two-year-olds and qualification trials slower.
 */

/**
 * The breed gets faster: about seven hundredths of a second per km a year (the Derby was won in
 * 1.13.9 in 1998 and in about 1.12 in the 2020s). Anchored on today's horses, so the last seasons
 * trot as they do now and the older ones as they did then.
 */
export const BREED_IMPROVEMENT_PER_YEAR = 0.07;
/** Average talent of a crop. */
export const meanTalent = (year: number): number => 73.9 + BREED_IMPROVEMENT_PER_YEAR * (2020 - year);
/** Spread of talent within a crop. */
export const TALENT_SPREAD = 1.5;
export const FASTEST_TALENT = 68.9;
export const SLOWEST_TALENT = 81;

/** Young horses improve through the season; old ones slow down. */
export function ageAdjustment(age: number, month: number): number {
  if (age <= 2) return 3.4 - 0.12 * month;
  if (age === 3) return 1.6 - 0.08 * month;
  if (age === 4) return 0.5;
  if (age <= 7) return 0;
  return [0.3, 0.7, 1.2, 1.8, 2.4, 3.0, 3.6][Math.min(age - 8, 6)];
}

export const distanceAdjustment = (distance: number): number =>
  distance <= 1700 ? 0 : distance <= 2150 ? 0.9 : distance <= 2300 ? 1.3 : 2.0;
/** A standing start behind the tapes costs about a second per km. */
export const TAPES_ADJUSTMENT = 0.9;
/**
 * What the starting number costs. Behind the autostart the inside posts of the front line save
 * ground at the first turn, the wide ones lose it and the second line (10 and beyond) starts
 * boxed in; behind the tapes the number only sets the place along the line, a smaller matter.
 */
export function startingNumberAdjustment(number: number, autostart: boolean): number {
  if (number <= 0) return 0;
  if (!autostart) return 0.025 * (number - 1);
  return number <= 9 ? [0, 0.02, 0.06, 0.1, 0.14, 0.19, 0.24, 0.3, 0.36][number - 1] : 0.42 + 0.03 * (number - 10);
}
/** Qualification trials are run, not raced. */
export const TRIAL_ADJUSTMENT = 4.2;
export const seasonAdjustment = (month: number): number => (month === 12 || month <= 2 ? 0.6 : month === 3 || month === 11 ? 0.3 : 0);
/** Light, good or heavy going, and the tighter turns of an 800 m track. */
export const TRACK_ADJUSTMENT: number[] = RACECOURSES.map(
  (racecourse) =>
    (racecourse.Taratura === "Leggera" ? -0.3 : racecourse.Taratura === "Pesante" ? 0.7 : 0) + (racecourse.LunghezzaPista < 1000 ? 0.4 : 0),
);

/** Records: up to this distance a time counts for the short record, beyond it for the long one. */
export const SHORT_RECORD_MAX_DISTANCE = 1700;

/**
 * A horse's own luck in a race, in seconds per km: a bad trip (parked outside, boxed in) costs
 * up to a couple of seconds, a good day gains a few tenths. Winners therefore trot close to their
 * ability, which keeps a record a measure of class.
 */
export const performanceNoise = (gauss: () => number): number => 0.3 * gauss() + 0.55 * Math.abs(gauss());
