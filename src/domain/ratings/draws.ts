/**
 * Seeded draws for the ratings' checks: the calibration test's reference distribution, and the
 * simulated races of its tests. A fixed seed gives the same draws on every run, so a page, a rerun
 * of the evaluation and a test agree.
 */

/** A uniform generator on [0, 1), a 32-bit linear congruential one started at `seed`. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** The index drawn from `chances` (summing to 1); the last when rounding leaves their sum just short. */
export function drawnIndex(chances: readonly number[], random: () => number): number {
  let left = random();
  const index = chances.findIndex((chance) => (left -= chance) < 0);
  return index < 0 ? chances.length - 1 : index;
}
