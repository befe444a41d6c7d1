import { startOfDay } from "../../shared/dates";
import { Breeding } from "./breeding";
import { dayNumber, dayOfDate } from "./calendar";
import { FOUNDERS } from "./names";
import { RaceDays } from "./race-day";
import { RacingPools } from "./racing-pools";
import { endOfYear, startSeason } from "./seasons";
import { ARCHIVE_YEARS, Simulation } from "./simulation";
import { addFounders, addFoundingPopulation, SHOWCASE_NAMES } from "./studbook";
import { chooseShowcase, indexWorld } from "./world-index";
import type { World } from "./world-model";

export { ARCHIVE_YEARS, ENTRY_DAYS } from "./simulation";
export { TRIAL_STANDARD_OLDER, TRIAL_STANDARD_TWO } from "./race-run";
export { PINNED_CODES } from "./world-index";
export { SHOWCASE_NAMES } from "./studbook";
export type { SimMeeting, World, WorldShowcase } from "./world-model";

/** Results shown in the race lists; entries for today and the next days. */
export const RESULT_DAYS = 30;

const cache = new Map<string, World>();
const CACHE_SIZE = 3;

export interface WorldOptions {
  seed: number;
  today: Date;
  /** Years of results before today (default ARCHIVE_YEARS): a shorter archive is a quicker world with the same rules. */
  archiveYears?: number;
}

/**
 * The simulated racing world for a seed and a day, built once and shared by the three fakes
 * (the trotting API, the content service's news and the fantasy market).
 */
export function buildWorld(options: WorldOptions): World {
  const todayDay = dayOfDate(startOfDay(options.today));
  const archiveYears = options.archiveYears ?? ARCHIVE_YEARS;
  const key = `${options.seed}:${todayDay}:${archiveYears}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const world = simulate(options.seed, todayDay, archiveYears);
  cache.set(key, world);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return world;
}

/** Builds a world from scratch (no cache): the determinism test compares two of them. */
export function simulateWorld(options: WorldOptions): World {
  return simulate(options.seed, dayOfDate(startOfDay(options.today)), options.archiveYears ?? ARCHIVE_YEARS);
}

/**
 * Year by year from a founding population: breeding, then (in the archive's years) the season's
 * racing day by day, then the turn of the year (careers end, horses go to stud). Each step lives
 * in its own file; docs/FAKES.md describes the model.
 */
function simulate(seed: number, todayDay: number, archiveYears: number): World {
  const startedAt = performance.now();
  const sim = new Simulation(seed, todayDay, archiveYears);
  for (const founder of FOUNDERS) sim.names.reserve(founder.name);
  for (const name of Object.values(SHOWCASE_NAMES)) sim.names.reserve(name);
  addFounders(sim);
  const noData = addFoundingPopulation(sim);
  const breeding = new Breeding(sim);
  const pools = new RacingPools(sim);
  const raceDays = new RaceDays(sim, pools);

  for (let year = sim.baseFirstYear; year <= sim.lastEntryYear; year++) {
    if (year >= sim.firstBreedingYear && year <= sim.currentYear) breeding.breed(year);
    if (year >= sim.archiveStartYear) {
      startSeason(sim, pools, year);
      const to = Math.min(dayNumber(year, 12, 31), sim.lastEntryDay);
      for (let day = Math.max(dayNumber(year, 1, 1), sim.archiveStartDay); day <= to; day++) raceDays.run(day);
    }
    if (year < sim.lastEntryYear) endOfYear(sim, pools, year);
  }

  const { line } = breeding;
  if (!line.product || !line.mare || !line.stallion || !line.son || !line.daughter) throw new Error("world: showcase line missing");
  sim.prizes.renameEarlyFounderPrizes(sim.ledger, sim.meetings);
  return indexWorld({
    seed,
    todayDay,
    currentYear: sim.currentYear,
    archiveStartDay: sim.archiveStartDay,
    lastEntryDay: sim.lastEntryDay,
    horses: sim.horses,
    breeders: sim.breeders,
    people: sim.people,
    ledger: sim.ledger,
    meetings: sim.meetings,
    prizeNames: sim.prizes.names,
    showcase: chooseShowcase(sim.horses, sim.currentYear, {
      stallion: line.stallion.index,
      mare: line.mare.index,
      halfSiblingProduct: line.product.index,
      halfSiblingSire: line.son.index,
      halfSiblingDam: line.daughter.index,
      noData: noData.index,
    }),
    startedAt,
  });
}
