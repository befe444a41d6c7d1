import { createRandom } from '../shared/prng';
import type { Horse } from './dataset/types';
import type { TrottingStore } from './store';

/** Per-horse, per-year racing figures, derived deterministically from the seed (used by rankings). */
export interface SeasonStats {
  horse: Horse;
  corse: number;
  vittorie: number;
  piazzamenti: number;
  somme: number;
}

const cache = new WeakMap<TrottingStore, Map<number, SeasonStats[]>>();

export function seasonStats(store: TrottingStore, year: number): SeasonStats[] {
  let byYear = cache.get(store);
  if (!byYear) cache.set(store, (byYear = new Map()));
  const cached = byYear.get(year);
  if (cached) return cached;
  const stats: SeasonStats[] = [];
  for (const horse of store.dataset.horses) {
    const age = year - horse.birthYear;
    if (horse.founder || !horse.recordBreve || age < 2 || age > 12 || (horse.deceased && year === store.currentYear)) continue;
    const random = createRandom(`${store.dataset.seed}:${horse.code}:${year}`);
    if (!random.chance(0.8)) continue;
    const corse = random.int(2, 16);
    const vittorie = Math.min(corse, Math.floor(random.next() * random.next() * 6));
    const piazzamenti = Math.min(corse - vittorie, random.int(0, 5));
    const somme = vittorie * random.int(2500, 12000) + piazzamenti * random.int(500, 2500) + (random.chance(0.02) ? 150_000 : 0);
    stats.push({ horse, corse, vittorie, piazzamenti, somme });
  }
  byYear.set(year, stats);
  return stats;
}

export const percentage = (part: number, total: number): number => (total ? Math.round((part / total) * 10000) / 100 : 0);
