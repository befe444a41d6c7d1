import { dayNumber } from "./dataset/calendar";
import { RaceKind } from "./dataset/ledger";
import { SHORT_RECORD_MAX_DISTANCE } from "./dataset/speed-model";
import type { Horse } from "./dataset/types";
import type { World } from "./dataset/world";
import type { TrottingStore } from "./store";

/**
 * A season's racing figures, summed from the archive's starts: one line per horse, and one per
 * horse and driver (a driver's ranking counts the races he drove). Every ranking adds these up.
 */
export interface SeasonStats {
  horse: Horse;
  /** the driver of these starts (driver lines only) */
  driverId: number | null;
  corse: number;
  vittorie: number;
  /** second and third places */
  piazzamenti: number;
  somme: number;
}

interface Season {
  horses: SeasonStats[];
  drivers: SeasonStats[];
}

const cache = new WeakMap<TrottingStore, Map<number, Season>>();

/** First ledger race on or after a day (races are stored in date order). */
export function firstRaceFrom(world: World, day: number): number {
  let low = 0;
  let high = world.ledger.raceCount;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (world.ledger.rDay[middle] < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

function season(store: TrottingStore, year: number): Season {
  let byYear = cache.get(store);
  if (!byYear) cache.set(store, (byYear = new Map()));
  const cached = byYear.get(year);
  if (cached) return cached;
  const { world, horses } = store.dataset;
  const { ledger } = world;
  const byHorse = new Map<number, SeasonStats>();
  const byDriver = new Map<string, SeasonStats>();
  const end = Math.min(dayNumber(year + 1, 1, 1), world.todayDay);
  for (let race = firstRaceFrom(world, dayNumber(year, 1, 1)); race < ledger.raceCount && ledger.rDay[race] < end; race++) {
    if (ledger.rKind[race] === RaceKind.Trial) continue;
    for (let start = ledger.rFirst[race]; start < ledger.rFirst[race] + ledger.rCount[race]; start++) {
      const horseIndex = ledger.sHorse[start];
      const place = ledger.sPlace[start];
      const driverKey = `${ledger.sDriver[start]}:${horseIndex}`;
      let line = byHorse.get(horseIndex);
      if (!line)
        byHorse.set(horseIndex, (line = { horse: horses[horseIndex], driverId: null, corse: 0, vittorie: 0, piazzamenti: 0, somme: 0 }));
      let driverLine = byDriver.get(driverKey);
      if (!driverLine)
        byDriver.set(
          driverKey,
          (driverLine = { horse: horses[horseIndex], driverId: ledger.sDriver[start], corse: 0, vittorie: 0, piazzamenti: 0, somme: 0 }),
        );
      for (const target of [line, driverLine]) {
        target.corse += 1;
        if (place === 1) target.vittorie += 1;
        else if (place === 2 || place === 3) target.piazzamenti += 1;
        target.somme += ledger.sPrize[start];
      }
    }
  }
  const result = { horses: [...byHorse.values()], drivers: [...byDriver.values()] };
  byYear.set(year, result);
  return result;
}

/** One line per horse that raced in the year. */
export const seasonStats = (store: TrottingStore, year: number): SeasonStats[] => season(store, year).horses;
/** One line per driver and horse: the races each driver drove in the year. */
export const driverSeasonStats = (store: TrottingStore, year: number): SeasonStats[] => season(store, year).drivers;

/** Period figures of one horse (career, a year, the last months) for the race at a glance. */
export function periodStats(world: World, horseIndex: number, fromDay: number) {
  const { ledger } = world;
  const { offsets, starts } = world.startsByHorse;
  let races = 0;
  let wins = 0;
  let placings = 0;
  let earnings = 0;
  let bestShort = 0;
  let bestLong = 0;
  for (let position = offsets[horseIndex]; position < offsets[horseIndex + 1]; position++) {
    const start = starts[position];
    const race = ledger.sRace[start];
    const day = ledger.rDay[race];
    if (ledger.rKind[race] === RaceKind.Trial || day < fromDay || day >= world.todayDay) continue;
    const place = ledger.sPlace[start];
    races += 1;
    if (place === 1) wins += 1;
    else if (place === 2 || place === 3) placings += 1;
    earnings += ledger.sPrize[start];
    const time = ledger.sTime[start];
    if (time) {
      if (ledger.rDistance[race] <= SHORT_RECORD_MAX_DISTANCE) bestShort = bestShort ? Math.min(bestShort, time) : time;
      else bestLong = bestLong ? Math.min(bestLong, time) : time;
    }
  }
  return { races, wins, placings, earnings, bestShort, bestLong };
}

export const percentage = (part: number, total: number): number => (total ? Math.round((part / total) * 10000) / 100 : 0);
