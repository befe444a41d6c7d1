import type { Random } from "../../shared/prng";

/** Small numeric helpers the simulation uses in its hot loops. */

/** Roughly normal noise (sum of four uniforms, mean 0, deviation 1): cheap and bounded. */
export function gaussian(random: Random): () => number {
  return () => (random.next() + random.next() + random.next() + random.next() - 2) * 1.7320508;
}

/** Picks from weights in O(log n) with a precomputed cumulative table. */
export function cumulativePicker<T>(random: Random, items: T[], weightOf: (item: T, index: number) => number): () => T {
  const cumulative = new Float64Array(items.length);
  let total = 0;
  items.forEach((item, index) => (cumulative[index] = total += weightOf(item, index)));
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = items.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return items[low];
  };
}

/** Sorts the first `count` indices by their values, ascending (fields have at most 18 horses: insertion sort). */
export function sortByValue(indices: Int32Array, count: number, values: Float64Array): void {
  for (let i = 1; i < count; i++) {
    const item = indices[i];
    const value = values[item];
    let j = i - 1;
    while (j >= 0 && values[indices[j]] > value) {
      indices[j + 1] = indices[j];
      j--;
    }
    indices[j + 1] = item;
  }
}

/** The `count` items with the highest scores, best first (one pass, no full sort). */
export function topBy<T>(items: T[], scores: number[], count: number): T[] {
  const best: number[] = [];
  for (let index = 0; index < items.length; index++) {
    if (best.length === count && scores[index] <= scores[best[best.length - 1]]) continue;
    let position = best.length < count ? best.length : best.length - 1;
    if (best.length < count) best.push(index);
    while (position > 0 && scores[best[position - 1]] < scores[index]) {
      best[position] = best[position - 1];
      position--;
    }
    best[position] = index;
  }
  return best.map((index) => items[index]);
}
