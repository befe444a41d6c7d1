import { BIG_RACES } from "./big-races";

/**
 * A big race's purse in a year: its calendar purse, scaled by the era (richer before the cuts of
 * the 2010s) and changed a little every edition. No two editions of the calendar share a figure:
 * a purse already given goes up by 110 euro until it is free. Multiples of 110 euro, as every
 * purse. Simulated: the real purses are not used.
 */
export function bigRacePurse(bigRace: number, year: number): number {
  if (!PURSES.size) fillPurseTable();
  return PURSES.get(year * 100 + bigRace) ?? Math.round(BIG_RACES[bigRace].purse / 110) * 110;
}

const PURSE_YEARS = [1950, 2100] as const;
const PURSES = new Map<number, number>();

/** Every edition's purse, year by year and race by race, so the table is the same whatever is asked first. */
function fillPurseTable(): void {
  const given = new Set<number>();
  for (let year = PURSE_YEARS[0]; year <= PURSE_YEARS[1]; year++) {
    const era = year < 2012 ? 1.18 : year < 2020 ? 0.92 : 1;
    BIG_RACES.forEach((race, bigRace) => {
      // a fixed hash of race and year: the same world every time, without a draw
      const hash = Math.imul(bigRace * 7919 + year * 104_729, 2_654_435_761) >>> 0;
      const edition = 0.95 + (hash % 1001) / 10_000;
      let purse = Math.round((race.purse * era * edition) / 110) * 110;
      while (given.has(purse)) purse += 110;
      given.add(purse);
      PURSES.set(year * 100 + bigRace, purse);
    });
  }
}
