import { startOfDay } from "../../shared/dates";
import { createRandom, type Random } from "../../shared/prng";
import { BIG_RACES, bigRaceDay } from "./big-races";
import { generateBreeders, type BreederWithSuffix } from "./breeders";
import { dayNumber, dayOfDate, partsOf } from "./calendar";
import { Ledger, PLACE_BROKE, PLACE_DISQUALIFIED, PLACE_WITHDRAWN, RaceKind } from "./ledger";
import { NameBook } from "./name-book";
import { COATS, FOUNDERS, letterForYear } from "./names";
import { generatePeople, type SimPerson } from "./people";
import {
  BUCKET_COUNT,
  bucketOf,
  conditionsForBucket,
  DEAD_HEAT_MARGIN,
  fits,
  prizeFor,
  widensTo,
  type RaceConditions,
} from "./race-conditions";
import { RACECOURSES, TRACK_PROFILES } from "./racecourses";
import { Career, NEVER, SimHorse } from "./sim-horse";
import {
  ageAdjustment,
  distanceAdjustment,
  FASTEST_TALENT,
  meanTalent,
  seasonAdjustment,
  SHORT_RECORD_MAX_DISTANCE,
  SLOWEST_TALENT,
  TALENT_SPREAD,
  startingNumberAdjustment,
  TAPES_ADJUSTMENT,
  TRACK_ADJUSTMENT,
  TRIAL_ADJUSTMENT,
} from "./speed-model";
import type { Sex } from "./types";

/** Years of results the archive keeps (Varenne's career falls inside it for today's dates). */
export const ARCHIVE_YEARS = 30;
/** Results shown in the race lists; entries for today and the next days. */
export const RESULT_DAYS = 30;
export const ENTRY_DAYS = 7;
/** Years of breeding simulated before the archive opens, on top of a founding population. */
const BREEDING_LEAD = 22;
const BASE_YEARS = 8;
const BASE_CROP = 120;
/** Broodmares the studbook tends to (about 280 foals a year). */
const BROODMARE_TARGET = 400;
/** Colts of a crop that go to stud: the best earners of their generation. */
const STALLIONS_PER_CROP = 3;
/** Most foals a stallion sires in one year. */
const BOOK_LIMIT = 60;
/** Share of the parents' merit (talent against their crop's average) a foal inherits. */
const HERITABILITY = 0.45;
const OLDEST_RACING_AGE = 14;
const MIN_REST_DAYS = 5;
const MIN_FIELD = 5;
/** Qualification standards (tenths of a second per km) a young horse must beat. */
export const TRIAL_STANDARD_TWO = 820;
export const TRIAL_STANDARD_OLDER = 810;
const TRIAL_FIELD = 8;
const MAX_TRIAL_FAILS = 3;
/** Drivers booked at one meeting: enough for the largest field. */
const ROSTER_SIZE = 20;
const STARTS_PER_MEETING = 52;
/** How much of the gap in ability a beaten horse loses at the post (the field runs together). */
const FIELD_COMPRESSION = 0.35;

export interface SimMeeting {
  index: number;
  day: number;
  track: number;
  /** ledger races: the trials (number 0 in the API) first, then the races */
  firstRace: number;
  trialCount: number;
  raceCount: number;
}

/** Indices of the horses the docs and tests point at, built by forced matings. */
export interface WorldShowcase {
  stallion: number;
  mare: number;
  halfSiblingProduct: number;
  halfSiblingSire: number;
  halfSiblingDam: number;
  noData: number;
  /** a founding mare (no known dam) with foals */
  mareWithEmptyFemaleLine: number;
  /** a foal of the showcase stallion */
  descendant: number;
  /** a foal born this year (the showcase stallion's when there is one) */
  foalCurrentYear: number;
}

/** Codes the docs, tests and scripts name: kept for the showcase horses whatever the simulation draws. */
export const PINNED_CODES: Record<keyof WorldShowcase, number | null> = {
  stallion: 102306,
  mare: 101736,
  halfSiblingProduct: 101362,
  halfSiblingSire: null,
  halfSiblingDam: null,
  noData: 100077,
  mareWithEmptyFemaleLine: 100038,
  descendant: 102606,
  foalCurrentYear: 103381,
};
const FIRST_CODE = 100001;

export interface World {
  seed: number;
  todayDay: number;
  currentYear: number;
  archiveStartDay: number;
  lastEntryDay: number;
  horses: SimHorse[];
  breeders: BreederWithSuffix[];
  people: SimPerson[];
  ledger: Ledger;
  meetings: SimMeeting[];
  prizeNames: string[];
  showcase: WorldShowcase;
  /** every start of each horse (trials included), oldest first: starts[offsets[h]..offsets[h+1]) */
  startsByHorse: { offsets: Int32Array; starts: Int32Array };
  /** `${day}:${track}` → meeting index */
  meetingByDayTrack: Map<string, number>;
  /** milliseconds spent simulating */
  buildMs: number;
}

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

/** Roughly normal noise (sum of four uniforms, mean 0, deviation 1): cheap and bounded. */
function gaussian(random: Random): () => number {
  return () => (random.next() + random.next() + random.next() + random.next() - 2) * 1.7320508;
}

/** Picks from weights in O(log n) with a precomputed cumulative table. */
function cumulativePicker<T>(random: Random, items: T[], weightOf: (item: T, index: number) => number): () => T {
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
function sortByValue(indices: Int32Array, count: number, values: Float64Array): void {
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
function topBy<T>(items: T[], scores: number[], count: number): T[] {
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

/** Foaling season: mostly March and April. */
const BIRTH_MONTH_SHARES = [0.03, 0.15, 0.3, 0.3, 0.18, 0.04];
const GENERIC_PRIZES = [
  "Premio Allevatori",
  "Premio dei Fiori",
  "Premio Ippica Italiana",
  "Premio Amici del Trotto",
  "Premio Scuderie Riunite",
  "Premio Campionissimi",
  "Premio Driver Emergenti",
  "Premio Sulky d'Oro",
  "Premio Frustino d'Oro",
  "Premio della Stampa",
  "Premio Veterinari",
  "Premio Maniscalchi",
  "Premio Artieri",
  "Premio Trotto Giovane",
  "Premio dei Tifosi",
];
const SEASON_PRIZES: Record<number, string[]> = {
  1: ["Premio Epifania", "Premio d'Inverno", "Premio Gennaio"],
  2: ["Premio Carnevale", "Premio San Valentino", "Premio Febbraio"],
  3: ["Premio Primavera", "Premio Festa della Donna", "Premio Marzo"],
  4: ["Premio Aprile", "Premio Pasqua", "Premio Germogli"],
  5: ["Premio Maggio", "Premio delle Rose", "Premio Fioritura"],
  6: ["Premio Giugno", "Premio Solstizio", "Premio Notte d'Estate"],
  7: ["Premio Luglio", "Premio Estate", "Premio Solleone"],
  8: ["Premio Ferragosto", "Premio Agosto", "Premio Stelle Cadenti"],
  9: ["Premio Settembre", "Premio Vendemmia", "Premio Fine Estate"],
  10: ["Premio Ottobre", "Premio Autunno", "Premio Castagne"],
  11: ["Premio Novembre", "Premio San Martino", "Premio delle Nebbie"],
  12: ["Premio Natale", "Premio Santo Stefano", "Premio Fine Anno"],
};
const YOUNG_PRIZES = ["Premio Esordienti", "Premio Prime Armi", "Premio Giovani Speranze", "Premio Puledri"];

/** Pinned names of the showcase line (their letters are those of their fixed birth years). */
export const SHOWCASE_NAMES = { halfSiblingProduct: "Perla Grif", mare: "Urania Grif", stallion: "Corsaro Grif", noData: "Nibbio Mz" };

/** Builds a world from scratch (no cache): the determinism test compares two of them. */
export function simulateWorld(options: WorldOptions): World {
  return simulate(options.seed, dayOfDate(startOfDay(options.today)), options.archiveYears ?? ARCHIVE_YEARS);
}

function simulate(seed: number, todayDay: number, archiveYears: number): World {
  const startedAt = performance.now();
  const random = createRandom(seed);
  const gauss = gaussian(random);
  const currentYear = partsOf(todayDay).year;
  const archiveStartYear = currentYear - archiveYears;
  const archiveStartDay = dayNumber(archiveStartYear, 1, 1);
  const lastEntryDay = todayDay + ENTRY_DAYS - 1;
  const lastEntryYear = partsOf(lastEntryDay).year;
  const firstBreedingYear = archiveStartYear - BREEDING_LEAD;
  const baseFirstYear = firstBreedingYear - BASE_YEARS;

  const breeders = generateBreeders(random);
  const people = generatePeople(random);
  const owners = people.filter((person) => person.role === "proprietario");
  const trainers = people.filter((person) => person.role === "allenatore");
  const drivers = people.filter((person) => person.role === "guidatore");
  const driversByRegion = new Map(
    ["nord", "centro", "sud"].map((region) => [region, drivers.filter((driver) => driver.region === region)]),
  );
  const pickBreeder = cumulativePicker(random, breeders, (breeder) => breeder.size);
  const pickOwner = cumulativePicker(random, owners, (_owner, index) => 1 / Math.sqrt(index + 1));
  const monthShares = BIRTH_MONTH_SHARES.map(
    (share, index) => share / BIRTH_MONTH_SHARES.slice(index).reduce((sum, rest) => sum + rest, 0),
  );
  const birthDayIn = (year: number) => {
    let month = 1;
    while (month < monthShares.length && random.next() >= monthShares[month - 1]) month++;
    return dayNumber(year, month, month === 1 ? random.int(15, 31) : random.int(1, 28));
  };

  const horses: SimHorse[] = [];
  const byBirthYear = new Map<number, SimHorse[]>();
  const names = new NameBook(random);
  for (const founder of FOUNDERS) names.reserve(founder.name);
  for (const name of Object.values(SHOWCASE_NAMES)) names.reserve(name);
  let progenyEarnings = new Float64Array(1 << 14);

  const addHorse = (fields: {
    name: string;
    sex: Sex;
    coat: string;
    birthYear: number;
    birthDay: number;
    sire: number;
    dam: number;
    breederId: number;
    founder?: boolean;
    talent: number;
  }): SimHorse => {
    const u = random.next();
    const debutAge = u < 0.12 ? 0 : u < 0.47 ? 2 : u < 0.92 ? 3 : 4;
    const careerEnd = fields.sex === "C" ? random.int(6, 13) : fields.sex === "M" ? random.int(4, 9) : random.int(3, 8);
    const deathAge = random.chance(0.03) ? random.int(3, 14) : 17 + Math.floor(Math.pow(random.next(), 0.8) * 15);
    const horse = new SimHorse(
      horses.length,
      fields.name,
      fields.sex,
      fields.coat,
      fields.birthYear,
      fields.birthDay,
      fields.sire,
      fields.dam,
      fields.breederId,
      fields.founder ?? false,
      fields.talent,
      random.next() * random.next() * 0.09,
      debutAge,
      random.int(10, 18),
      careerEnd,
      fields.birthYear + deathAge,
    );
    const trainer = trainers[random.int(0, trainers.length - 1)];
    const regional = driversByRegion.get(trainer.region)!;
    horse.ownerId = pickOwner().id;
    horse.trainerId = trainer.id;
    horse.driverId = regional[random.int(0, regional.length - 1)].id;
    horses.push(horse);
    let crop = byBirthYear.get(horse.birthYear);
    if (!crop) byBirthYear.set(horse.birthYear, (crop = []));
    crop.push(horse);
    if (horses.length > progenyEarnings.length) {
      const next = new Float64Array(progenyEarnings.length * 2);
      next.set(progenyEarnings);
      progenyEarnings = next;
    }
    return horse;
  };

  // 1. founders: real great trotters, in their real birth years
  const founderByName = new Map<string, SimHorse>();
  for (const seedFounder of FOUNDERS) {
    const horse = addHorse({
      name: seedFounder.name,
      sex: seedFounder.sex,
      coat: seedFounder.coat,
      birthYear: seedFounder.birthYear,
      birthDay: dayNumber(seedFounder.birthYear, random.int(2, 5), random.int(1, 28)),
      sire: seedFounder.sire ? founderByName.get(seedFounder.sire)!.index : -1,
      dam: -1,
      breederId: seedFounder.racedInItaly ? pickBreeder().id : 0,
      founder: true,
      talent: seedFounder.talent,
    });
    founderByName.set(horse.name, horse);
    horse.deathYear = seedFounder.birthYear + random.int(26, 32);
    horse.debutAge = seedFounder.racedInItaly ? 2 : 0;
    horse.careerEnd = seedFounder.racedInItaly ? seedFounder.studFrom - seedFounder.birthYear - 1 : 0;
    horse.studFrom = seedFounder.studFrom;
    horse.studTo = Math.min(horse.deathYear - 1, seedFounder.birthYear + 24);
    horse.studBreederId = pickBreeder().id;
  }
  const founder = (name: string) => founderByName.get(name)!;

  // 2. a founding population with unknown parents
  let noData: SimHorse | null = null;
  for (let year = baseFirstYear; year < firstBreedingYear; year++) {
    for (let index = 0; index < BASE_CROP; index++) {
      const sex: Sex = index < BASE_CROP * 0.6 ? "F" : random.chance(0.3) ? "C" : "M";
      const breeder = pickBreeder();
      addHorse({
        name: names.name(year, sex, breeder.affixes),
        sex,
        coat: random.pick(COATS),
        birthYear: year,
        birthDay: birthDayIn(year),
        sire: -1,
        dam: -1,
        breederId: breeder.id,
        talent: meanTalent(year) + gauss() * TALENT_SPREAD,
      });
    }
    if (year === baseFirstYear + 3) {
      // a gelding with no parents, no offspring, no races in the archive, no video
      const mz = breeders.find((breeder) => breeder.nameSuffix === "Mz")!;
      // the docs' name when the year's letter allows it
      const noDataName =
        letterForYear(year) === SHOWCASE_NAMES.noData[0] ? names.claim(year, SHOWCASE_NAMES.noData) : names.name(year, "C", mz.affixes);
      noData = addHorse({
        name: noDataName,
        sex: "C",
        coat: "grigio",
        birthYear: year,
        birthDay: birthDayIn(year),
        sire: -1,
        dam: -1,
        breederId: mz.id,
        talent: meanTalent(year) + 2,
      });
      noData.debutAge = 0;
    }
  }

  // 3. the showcase line: a son and a daughter of Varenne (half-siblings) mated to each other,
  //    and down their female line the sponsor stallion of the docs
  const studMares: SimHorse[] = [];
  const studStallions: SimHorse[] = [...founderByName.values()].filter((horse) => horse.sex === "M");
  for (const mare of founderByName.values()) if (mare.sex === "F") studMares.push(mare);
  type Forced = { sire: () => SimHorse; dam: () => SimHorse; sex: Sex; name?: string; done: (foal: SimHorse) => void };
  const forced = new Map<number, Forced[]>();
  const chain: Partial<Record<"son" | "daughter" | "product" | "mare" | "stallion", SimHorse>> = {};
  const GRIFONE = breeders.find((breeder) => breeder.nameSuffix === "Grif")!.id;
  const plan = (horse: SimHorse, lastRacingAge: number, studFrom: number, talent?: number) => {
    horse.deathYear = Math.max(horse.deathYear, horse.birthYear + 24);
    horse.careerEnd = lastRacingAge;
    horse.debutAge = 2;
    horse.studFrom = studFrom;
    horse.studTo = horse.sex === "F" ? horse.birthYear + 21 : horse.birthYear + 24;
    horse.studBreederId = GRIFONE;
    if (talent !== undefined) horse.talent = talent;
    (horse.sex === "F" ? studMares : studStallions).push(horse);
  };
  const varenne = founder("Varenne");
  const varenneFirstCrop = varenne.studFrom + 1;
  const productYear = varenneFirstCrop + 5;
  const mareYear = productYear + 4;
  const stallionYear = mareYear + 5;
  forced.set(varenneFirstCrop, [
    {
      sire: () => varenne,
      dam: () => pickDamFor(varenne, varenneFirstCrop),
      sex: "M",
      done: (foal) => plan((chain.son = foal), 3, productYear - 1),
    },
    {
      sire: () => varenne,
      dam: () => pickDamFor(varenne, varenneFirstCrop),
      sex: "F",
      done: (foal) => plan((chain.daughter = foal), 3, productYear - 1),
    },
  ]);
  forced.set(productYear, [
    {
      sire: () => chain.son!,
      dam: () => chain.daughter!,
      sex: "F",
      name: SHOWCASE_NAMES.halfSiblingProduct,
      done: (foal) => plan((chain.product = foal), 2, mareYear - 1),
    },
  ]);
  forced.set(mareYear, [
    {
      sire: () => founder("Love You"),
      dam: () => chain.product!,
      sex: "F",
      name: SHOWCASE_NAMES.mare,
      done: (foal) => plan((chain.mare = foal), 3, stallionYear - 1, meanTalent(mareYear) - 1.6),
    },
  ]);
  forced.set(stallionYear, [
    {
      sire: () => founder("Nad Al Sheba"),
      dam: () => chain.mare!,
      sex: "M",
      name: SHOWCASE_NAMES.stallion,
      done: (foal) => plan((chain.stallion = foal), 3, stallionYear + 4, meanTalent(stallionYear) - 3.6),
    },
  ]);

  /** No mating of a horse with its parent, grandparent, offspring, grandchild or full sibling. */
  const isGrandparent = (candidate: number, horse: SimHorse) => {
    const sire = horse.sire < 0 ? undefined : horses[horse.sire];
    const dam = horse.dam < 0 ? undefined : horses[horse.dam];
    return sire?.sire === candidate || sire?.dam === candidate || dam?.sire === candidate || dam?.dam === candidate;
  };
  const related = (stallion: SimHorse, mare: SimHorse) =>
    mare.sire === stallion.index ||
    stallion.dam === mare.index ||
    (stallion.sire >= 0 && stallion.sire === mare.sire && stallion.dam >= 0 && stallion.dam === mare.dam) ||
    isGrandparent(stallion.index, mare) ||
    isGrandparent(mare.index, stallion);
  const mareCanFoal = (mare: SimHorse, year: number) => {
    const age = year - mare.birthYear;
    return mare.studFrom <= year - 1 && mare.studTo >= year - 1 && age >= 3 && age <= 22 && mare.aliveIn(year) && mare.lastFoalYear < year;
  };
  function pickDamFor(stallion: SimHorse, year: number): SimHorse {
    return random.pick(studMares.filter((mare) => mareCanFoal(mare, year) && !related(stallion, mare)));
  }

  // 4. breeding: each year's foals come from the matings of the year before
  const merit = (horse: SimHorse) => horse.talent - meanTalent(horse.birthYear);
  const breed = (year: number) => {
    const covering = year - 1;
    const stallions = studStallions.filter(
      (stallion) =>
        stallion.studFrom <= covering && stallion.studTo >= covering && stallion.aliveIn(covering) && stallion.birthYear + 3 <= covering,
    );
    // a few popular sires get most of the mares: fame, their offspring's earnings, novelty
    for (const stallion of stallions) {
      const age = covering - stallion.birthYear;
      const fame = stallion.founder ? 4 + (72 - stallion.talent) * 4 : 1 + stallion.earnings / 60_000;
      const success = progenyEarnings[stallion.index] / 250_000;
      const novelty = covering - stallion.studFrom < 3 ? 1.3 : 1;
      // the sponsor stallion of the showcase line is advertised: breeders send him more mares
      const promoted = stallion === chain.stallion ? 2.5 : 1;
      stallion.sireWeight = Math.pow((fame + success) * novelty * promoted * (age > 20 ? 0.5 : 1), 1.8);
    }
    const booked = new Map<number, number>();
    const matings: { sire: SimHorse; dam: SimHorse; forced?: Forced }[] = [];
    const mate = (sire: SimHorse, dam: SimHorse, forcedMating?: Forced) => {
      dam.lastFoalYear = year;
      booked.set(sire.index, (booked.get(sire.index) ?? 0) + 1);
      matings.push({ sire, dam, forced: forcedMating });
    };
    for (const mating of forced.get(year) ?? []) mate(mating.sire(), mating.dam(), mating);
    const pickSire = stallions.length ? cumulativePicker(random, stallions, (stallion) => stallion.sireWeight) : null;
    for (const mare of studMares) {
      if (!pickSire || !mareCanFoal(mare, year)) continue;
      const age = year - mare.birthYear;
      if (!random.chance(age <= 12 ? 0.78 : age <= 17 ? 0.68 : 0.55)) continue;
      for (let attempt = 0; attempt < 25; attempt++) {
        const candidate = pickSire();
        if (related(candidate, mare) || (booked.get(candidate.index) ?? 0) >= BOOK_LIMIT) continue;
        mate(candidate, mare);
        break;
      }
    }
    // talent is inherited against the crop's average, so good sires and dams give better
    // foals while the breed's average follows meanTalent instead of drifting with selection
    const middles = matings.map(({ sire, dam }) => (merit(sire) + merit(dam)) / 2);
    const average = middles.reduce((sum, value) => sum + value, 0) / Math.max(1, middles.length);
    matings.forEach(({ sire, dam, forced: forcedMating }, index) => {
      const talent = Math.min(
        SLOWEST_TALENT,
        Math.max(FASTEST_TALENT, meanTalent(year) + HERITABILITY * (middles[index] - average) + gauss() * TALENT_SPREAD * 0.95),
      );
      const birthDay = birthDayIn(year);
      const sex: Sex = forcedMating?.sex ?? (random.chance(0.5) ? "F" : random.chance(0.35) ? "C" : "M");
      const coat = random.chance(0.45) ? sire.coat : random.chance(0.8) ? dam.coat : random.pick(COATS);
      // a foal due after today is not born yet
      if (birthDay > todayDay && !forcedMating) return;
      const breeder = breeders[dam.studBreederId - 1];
      const foal = addHorse({
        name: forcedMating?.name ? names.claim(year, forcedMating.name) : names.name(year, sex, breeder.affixes),
        sex,
        coat,
        birthYear: year,
        birthDay: Math.min(birthDay, todayDay),
        sire: sire.index,
        dam: dam.index,
        breederId: breeder.id,
        talent,
      });
      sire.foalCount += 1;
      dam.foalCount += 1;
      forcedMating?.done(foal);
    });
    for (let index = studMares.length - 1; index >= 0; index--) {
      const mare = studMares[index];
      if (mare.studTo < year || !mare.aliveIn(year + 1)) studMares.splice(index, 1);
    }
  };

  // 5. racing: pools of horses ready to run and waiting for a trial, refilled day by day
  const ledger = new Ledger();
  const meetings: SimMeeting[] = [];
  const prizeNames: string[] = [];
  const prizeIndex = new Map<string, number>();
  const prize = (name: string) => {
    let index = prizeIndex.get(name);
    if (index === undefined) {
      index = prizeNames.length;
      prizeNames.push(name);
      prizeIndex.set(name, index);
    }
    return index;
  };
  const trialNames = [1, 2, 3, 4].map((heat) => prize(`Prova di qualifica ${heat}`));
  const champions = new Set<number>();
  const totalDays = lastEntryDay - archiveStartDay + 60;
  const readyBuckets: number[][] = Array.from({ length: totalDays }, () => []);
  const trialBuckets: number[][] = Array.from({ length: totalDays }, () => []);
  const pool: number[] = [];
  const trialPool: number[] = [];
  const schedule = (horse: SimHorse, day: number) => {
    horse.nextReady = day;
    if (day <= lastEntryDay) readyBuckets[day - archiveStartDay].push(horse.index);
  };
  const scheduleTrial = (horse: SimHorse, day: number) => {
    horse.nextReady = day;
    if (day <= lastEntryDay) trialBuckets[day - archiveStartDay].push(horse.index);
  };
  const removeFromPool = (horse: SimHorse) => {
    if (horse.poolPos < 0) return;
    const last = pool.pop()!;
    if (last !== horse.index) {
      pool[horse.poolPos] = last;
      horses[last].poolPos = horse.poolPos;
    }
    horse.poolPos = -1;
  };
  const removeFromTrials = (horse: SimHorse) => {
    if (horse.trialPos < 0) return;
    const last = trialPool.pop()!;
    if (last !== horse.index) {
      trialPool[horse.trialPos] = last;
      horses[last].trialPos = horse.trialPos;
    }
    horse.trialPos = -1;
  };
  /** Horses of a crop that reached the track (some retired since): the big races' candidates. */
  const racingByCrop = new Map<number, SimHorse[]>();
  const racingOf = (birthYear: number) => racingByCrop.get(birthYear) ?? racingByCrop.set(birthYear, []).get(birthYear)!;
  const retire = (horse: SimHorse) => {
    horse.career = Career.Retired;
    removeFromPool(horse);
    removeFromTrials(horse);
  };

  /** Young horses are booked for their first trial; when the archive opens, older ones are already racing. */
  const startSeason = (year: number) => {
    const yearStart = Math.max(dayNumber(year, 1, 1), archiveStartDay);
    for (let age = 2; age <= OLDEST_RACING_AGE; age++) {
      for (const horse of byBirthYear.get(year - age) ?? []) {
        if (horse.career !== Career.None || horse.debutAge === 0 || horse.studFrom <= year || !horse.aliveIn(year) || age > horse.careerEnd)
          continue;
        if (year === archiveStartYear && horse.debutAge < age) {
          if (horse.talent + ageAdjustment(3, 6) + TRIAL_ADJUSTMENT + 0.3 > TRIAL_STANDARD_OLDER / 10 + 1) continue;
          horse.career = Career.Racing;
          racingOf(horse.birthYear).push(horse);
          schedule(horse, yearStart + random.int(0, horse.frequency));
          continue;
        }
        if (horse.debutAge !== age) continue;
        horse.career = Career.Trials;
        const from = age === 2 ? dayNumber(year, 6, 1) : age === 3 ? dayNumber(year, 2, 1) : dayNumber(year, 3, 1);
        const to = age === 2 ? dayNumber(year, 11, 30) : age === 3 ? dayNumber(year, 9, 30) : dayNumber(year, 8, 31);
        scheduleTrial(horse, from + random.int(0, to - from));
      }
    }
  };

  const gpDays = new Map<number, number[]>();
  for (let year = archiveStartYear; year <= lastEntryYear; year++) {
    BIG_RACES.forEach((race, index) => {
      const day = dayNumber(year, race.month, bigRaceDay(race, year));
      gpDays.set(day, [...(gpDays.get(day) ?? []), index]);
    });
  }
  const trackOf = (code: string) => RACECOURSES.findIndex((racecourse) => racecourse.CodiceIppodromo === code);
  const lastRacedAt = new Int32Array(RACECOURSES.length).fill(-10);
  const buckets: SimHorse[][] = Array.from({ length: BUCKET_COUNT }, () => []);
  const available = new Int32Array(BUCKET_COUNT);
  const bucketSize = new Int32Array(BUCKET_COUNT);
  const groupWeight = new Float64Array(BUCKET_COUNT);
  const pairWeight = new Float64Array(BUCKET_COUNT);
  const driverUsed = new Int32Array(people.length + 2).fill(-1);
  const driverBookedOn = new Int32Array(people.length + 2).fill(-1);
  /** the meeting (day * 4 + its place in the day) a driver works at */
  const driverRoster = new Int32Array(people.length + 2).fill(-1);

  const youngPrizes = YOUNG_PRIZES.map(prize);
  const seasonPrizes = Object.fromEntries(Object.entries(SEASON_PRIZES).map(([month, list]) => [month, list.map(prize)])) as Record<
    number,
    number[]
  >;
  const townPrizes = RACECOURSES.map((racecourse) => prize(`Premio Città di ${racecourse.Localita}`));
  const founderPrizes = FOUNDERS.map((seedFounder) => prize(`Premio ${seedFounder.name}`));
  const genericPrizes = GENERIC_PRIZES.map(prize);
  const championPrizes: number[] = [];
  /** A race's name, none repeated within a meeting. */
  const raceName = (conditions: RaceConditions, track: number, month: number, taken: Set<number>): number => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const name = anyRaceName(conditions, track, month);
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
    return genericPrizes.find((name) => !taken.has(name)) ?? genericPrizes[0];
  };
  const anyRaceName = (conditions: RaceConditions, track: number, month: number): number => {
    if (conditions.kind === RaceKind.TwoYearOld || (conditions.kind === RaceKind.Maiden && random.chance(0.5)))
      return random.pick(youngPrizes);
    const roll = random.next();
    if (roll < 0.25 && championPrizes.length) return championPrizes[random.int(0, championPrizes.length - 1)];
    if (roll < 0.45) return random.pick(seasonPrizes[month]);
    if (roll < 0.6) return townPrizes[track];
    if (roll < 0.7) return random.pick(founderPrizes);
    return random.pick(genericPrizes);
  };

  const order = new Int32Array(20);
  const times = new Float64Array(20);
  const keys = new Float64Array(20);
  const finishers = new Int32Array(20);

  /** Enters a field in the ledger and, for a past day, runs the race: times, placings, prizes, careers. */
  function runRace(
    meeting: SimMeeting,
    field: SimHorse[],
    roster: number[],
    rosterId: number,
    conditions: RaceConditions,
    number: number,
    minutes: number,
    name: number,
    day: number,
    year: number,
    month: number,
    trial: boolean,
  ): void {
    const past = day < todayDay;
    const size = field.length;
    const drawn = past || day < todayDay + 4 || random.chance(0.8);
    const race = ledger.addRace({
      day,
      meeting: meeting.index,
      number,
      kind: conditions.kind,
      distance: conditions.distance,
      purse: conditions.purse,
      ageMin: conditions.ageMin,
      ageMax: conditions.ageMax,
      earnMin: conditions.earnMin,
      earnMax: conditions.earnMax,
      fillies: conditions.fillies,
      autostart: conditions.autostart,
      bigRace: conditions.bigRace,
      name,
      time: minutes,
      video: past && random.chance(trial ? 0.25 : 0.6),
      drawn,
      field: size,
    });
    const first = ledger.rFirst[race];
    // the draw of the starting numbers
    for (let index = 0; index < size; index++) ledger.sNumber[first + index] = drawn ? index + 1 : 0;
    if (drawn) {
      for (let index = size - 1; index > 0; index--) {
        const other = Math.floor(random.next() * (index + 1));
        const swap = ledger.sNumber[first + index];
        ledger.sNumber[first + index] = ledger.sNumber[first + other];
        ledger.sNumber[first + other] = swap;
      }
    }
    // the best horses keep their own driver; the others get a free driver of the meeting
    for (let index = 0; index < size; index++) {
      order[index] = index;
      keys[index] = -field[index].earnings;
    }
    sortByValue(order, size, keys);
    const stamp = race + 1;
    for (let position = 0; position < size; position++) {
      const index = order[position];
      const horse = field[index];
      let driver = horse.driverId;
      if (driverRoster[driver] !== rosterId || driverUsed[driver] === stamp) {
        driver = roster[0];
        for (const candidate of roster) {
          if (driverUsed[candidate] !== stamp) {
            driver = candidate;
            break;
          }
        }
      }
      driverUsed[driver] = stamp;
      const start = first + index;
      ledger.sHorse[start] = horse.index;
      ledger.sRace[start] = race;
      ledger.sDriver[start] = driver;
      if (!trial) {
        removeFromPool(horse);
        horse.lastStart = day;
        const rest = conditions.kind === RaceKind.BigRace ? Math.max(horse.frequency, 14) : horse.frequency + random.int(-2, 6);
        schedule(horse, day + Math.max(MIN_REST_DAYS, rest));
      }
    }
    if (!past) return;

    // the result: talent, age, distance, start, track, season and the day's luck
    const common =
      distanceAdjustment(conditions.distance) +
      (conditions.autostart ? 0 : TAPES_ADJUSTMENT) +
      TRACK_ADJUSTMENT[meeting.track] +
      seasonAdjustment(month) +
      gauss() * (trial ? 0.3 : 0.5);
    let finished = 0;
    for (let index = 0; index < size; index++) {
      const horse = field[index];
      const age = year - horse.birthYear;
      const breakChance = 0.06 + horse.temper + (age === 2 ? 0.05 : 0) + (conditions.autostart ? 0 : 0.03) + (trial ? 0.04 : 0);
      const roll = random.next();
      if (roll < breakChance + 0.004) {
        ledger.sPlace[first + index] = roll < breakChance ? PLACE_BROKE : random.chance(0.5) ? PLACE_DISQUALIFIED : PLACE_WITHDRAWN;
        continue;
      }
      times[index] =
        horse.talent +
        ageAdjustment(age, month) +
        common +
        (trial ? TRIAL_ADJUSTMENT : startingNumberAdjustment(ledger.sNumber[first + index], conditions.autostart)) +
        gauss() * (trial ? 1.0 : 0.85);
      finishers[finished++] = index;
    }
    sortByValue(finishers, finished, times);
    const deadHeat = !trial && finished > 1 && times[finishers[1]] - times[finishers[0]] < DEAD_HEAT_MARGIN;
    // a race is run in a bunch: the beaten horses finish lengths, not seconds a km, behind the winner
    if (!trial)
      for (let position = 1; position < finished; position++)
        times[finishers[position]] = times[finishers[0]] + (times[finishers[position]] - times[finishers[0]]) * FIELD_COMPRESSION;
    for (let position = 0; position < finished; position++) {
      const start = first + finishers[position];
      const place = deadHeat && position === 1 ? 1 : position + 1;
      ledger.sPlace[start] = place;
      ledger.sTime[start] = Math.round(times[deadHeat && position === 1 ? finishers[0] : finishers[position]] * 10);
      if (!trial) ledger.sPrize[start] = prizeFor(conditions.purse, place, deadHeat);
    }

    for (let index = 0; index < size; index++) {
      const horse = field[index];
      const start = first + index;
      const place = ledger.sPlace[start];
      const tenths = ledger.sTime[start];
      if (trial) {
        horse.lastStart = day;
        const standard = year - horse.birthYear === 2 ? TRIAL_STANDARD_TWO : TRIAL_STANDARD_OLDER;
        if (tenths > 0 && tenths <= standard) {
          horse.career = Career.Racing;
          racingOf(horse.birthYear).push(horse);
          horse.trialFails = 0;
          schedule(horse, day + random.int(7, 16));
        } else if (++horse.trialFails >= MAX_TRIAL_FAILS) {
          horse.career = Career.Retired;
        } else {
          scheduleTrial(horse, day + random.int(10, 25));
        }
        continue;
      }
      horse.starts += 1;
      if (place === 1) horse.wins += 1;
      else if (place === 2) horse.second += 1;
      else if (place === 3) horse.third += 1;
      else if (place === 4) horse.fourth += 1;
      else if (place === 5) horse.fifth += 1;
      const amount = ledger.sPrize[start];
      horse.earnings += amount;
      horse.yearEarnings += amount;
      if (horse.sire >= 0) progenyEarnings[horse.sire] += amount;
      if (tenths > 0) {
        if (conditions.distance <= SHORT_RECORD_MAX_DISTANCE)
          horse.bestShort = horse.bestShort ? Math.min(horse.bestShort, tenths) : tenths;
        else horse.bestLong = horse.bestLong ? Math.min(horse.bestLong, tenths) : tenths;
      }
      if (place === 1 && conditions.kind === RaceKind.BigRace) horse.bigRaceWins += 1;
    }
  }

  const runDay = (day: number) => {
    const { year, month, weekday } = partsOf(day);
    const past = day < todayDay;
    for (const index of readyBuckets[day - archiveStartDay]) {
      const horse = horses[index];
      if (horse.career === Career.Racing && horse.nextReady === day && horse.poolPos < 0) {
        horse.poolPos = pool.length;
        pool.push(index);
      }
    }
    if (past) {
      for (const index of trialBuckets[day - archiveStartDay]) {
        const horse = horses[index];
        if (horse.career === Career.Trials && horse.nextReady === day && horse.trialPos < 0) {
          horse.trialPos = trialPool.length;
          trialPool.push(index);
        }
      }
    }

    // big races take the best horses of their age first
    const bigRacesToday = gpDays.get(day) ?? [];
    const bigRaceFields = new Map<number, SimHorse[]>();
    for (const bigRace of bigRacesToday) {
      const race = BIG_RACES[bigRace];
      const candidates: SimHorse[] = [];
      const scores: number[] = [];
      for (let age = race.minAge; age <= race.maxAge; age++) {
        for (const horse of racingByCrop.get(year - age) ?? []) {
          // horses that have raced already, rested since their last start or trial
          if (
            horse.career !== Career.Racing ||
            horse.starts === 0 ||
            horse.usedDay === day ||
            day - horse.lastStart < MIN_REST_DAYS ||
            (race.fillies && horse.sex !== "F") ||
            !horse.aliveIn(year)
          )
            continue;
          candidates.push(horse);
          // form of the last two seasons, and what the trainers see in the horse
          scores.push(
            horse.yearEarnings +
              0.6 * horse.lastYearEarnings +
              0.05 * horse.earnings +
              (76 - horse.talent) * 4_000 +
              random.next() * 15_000,
          );
        }
      }
      if (candidates.length < MIN_FIELD) continue;
      const field = topBy(candidates, scores, race.field);
      for (const horse of field) horse.usedDay = day;
      bigRaceFields.set(bigRace, field);
    }

    // the day's meetings: as many as the ready horses fill, at open tracks (the big races' first)
    const weekend = weekday === 0 || weekday === 6;
    // trials are held twice a week (Wednesdays and Sundays) and on big-race days
    const trialDay = weekday === 0 || weekday === 3 || bigRacesToday.length > 0;
    const expectedStarts = pool.length * (weekend ? 0.62 : 0.48);
    const meetingCount = Math.max(1, Math.min(3, Math.round(expectedStarts / STARTS_PER_MEETING)));
    const tracks: number[] = [];
    for (const bigRace of bigRaceFields.keys()) {
      const track = trackOf(BIG_RACES[bigRace].track);
      if (!tracks.includes(track)) tracks.push(track);
    }
    while (tracks.length < meetingCount) {
      let total = 0;
      const weights = TRACK_PROFILES.map((profile, index) => {
        const weight =
          profile.months.includes(month) && !tracks.includes(index) && day - lastRacedAt[index] > 1
            ? profile.weight * Math.min(6, day - lastRacedAt[index])
            : 0;
        total += weight;
        return weight;
      });
      if (!total) break;
      let target = random.next() * total;
      let chosen = 0;
      while (chosen < weights.length - 1 && (target -= weights[chosen]) > 0) chosen++;
      tracks.push(chosen);
    }
    const racesPerMeeting = Math.max(6, Math.min(9, Math.round(expectedStarts / tracks.length / 9.5)));

    // drivers: each works at one meeting a day, mostly near home
    const rosters = tracks.map((track, meetingIndex) => {
      const regional = driversByRegion.get(TRACK_PROFILES[track].region)!;
      const roster: number[] = [];
      for (let pass = 0; pass < 2; pass++) {
        const list = pass === 0 ? regional : drivers;
        const offset = random.int(0, list.length - 1);
        for (let step = 0; step < list.length && roster.length < (pass === 0 ? ROSTER_SIZE - 4 : ROSTER_SIZE); step++) {
          const driver = list[(offset + step) % list.length].id;
          if (driverBookedOn[driver] === day) continue;
          driverBookedOn[driver] = day;
          driverRoster[driver] = day * 4 + meetingIndex;
          roster.push(driver);
        }
      }
      return roster;
    });

    // the ready horses, by the group a race could be written for
    bucketSize.fill(0);
    for (const index of pool) {
      const horse = horses[index];
      if (horse.usedDay === day) continue;
      const bucket = bucketOf(horse, year);
      horse.bucket = bucket;
      buckets[bucket][bucketSize[bucket]++] = horse;
    }
    available.set(bucketSize);

    tracks.forEach((track, meetingIndex) => {
      lastRacedAt[track] = day;
      const profile = TRACK_PROFILES[track];
      const racecourse = RACECOURSES[track];
      const start = profile.evening && month >= 6 && month <= 8 ? 19 * 60 + 30 : weekday === 0 ? 14 * 60 : 14 * 60 + 30;
      const meeting: SimMeeting = { index: meetings.length, day, track, firstRace: ledger.raceCount, trialCount: 0, raceCount: 0 };
      const roster = rosters[meetingIndex];
      const rosterId = day * 4 + meetingIndex;

      // qualification trials in the morning, at the first meeting of a trial day (the big race's, if any)
      if (past && meetingIndex === 0 && trialDay && trialPool.length >= 2) {
        const candidates = random.shuffle(trialPool).slice(0, TRIAL_FIELD * 3);
        for (let heat = 0; heat * TRIAL_FIELD < candidates.length; heat++) {
          const field = candidates.slice(heat * TRIAL_FIELD, (heat + 1) * TRIAL_FIELD).map((index) => horses[index]);
          if (field.length < 2) break;
          for (const horse of field) removeFromTrials(horse);
          const distance = racecourse.LunghezzaPista === 1000 ? 1600 : 1640;
          runRace(
            meeting,
            field,
            roster,
            rosterId,
            {
              kind: RaceKind.Trial,
              ageMin: 2,
              ageMax: OLDEST_RACING_AGE,
              earnMin: 0,
              earnMax: -1,
              fillies: false,
              autostart: true,
              distance,
              purse: 0,
              bigRace: -1,
            },
            heat + 1,
            10 * 60 + heat * 20,
            trialNames[heat],
            day,
            year,
            month,
            true,
          );
          meeting.trialCount += 1;
        }
      }

      const bigRacesHere = bigRacesToday.filter(
        (bigRace) => bigRaceFields.has(bigRace) && BIG_RACES[bigRace].track === racecourse.CodiceIppodromo,
      );
      const cards: { field: SimHorse[]; conditions: RaceConditions; name: number }[] = [];
      const namesTaken = new Set<number>();
      for (let slot = bigRacesHere.length; slot < racesPerMeeting; slot++) {
        // a group with enough horses, chosen in proportion to its size; a thin class is written
        // together with the next one ("da 8.000 a 50.000 euro")
        let total = 0;
        for (let bucket = 0; bucket < BUCKET_COUNT; bucket++) {
          groupWeight[bucket] = available[bucket] >= MIN_FIELD ? available[bucket] : 0;
          const pair = widensTo(bucket) ? available[bucket] + available[bucket + 1] : 0;
          pairWeight[bucket] = available[bucket] < 7 && pair >= MIN_FIELD ? pair / 2 : 0;
          total += groupWeight[bucket] + pairWeight[bucket];
        }
        if (!total) break;
        let target = random.next() * total;
        let bucketIndex = 0;
        let widen = false;
        for (; bucketIndex < BUCKET_COUNT - 1; bucketIndex++) {
          target -= groupWeight[bucketIndex];
          if (target <= 0) break;
          target -= pairWeight[bucketIndex];
          if (target <= 0) {
            widen = true;
            break;
          }
        }
        const { conditions, accepts } = conditionsForBucket(random, bucketIndex, racecourse.LunghezzaPista, widen);
        const eligible: SimHorse[] = [];
        for (const bucket of widen ? [bucketIndex, bucketIndex + 1] : [bucketIndex]) {
          const members = buckets[bucket];
          for (let member = 0; member < bucketSize[bucket]; member++) {
            const horse = members[member];
            if (horse.usedDay !== day && accepts(horse, year) && fits(horse, conditions, year)) eligible.push(horse);
          }
        }
        if (eligible.length < MIN_FIELD) continue;
        const size = Math.min(eligible.length, conditions.autostart ? random.int(7, 12) : random.int(7, 14));
        let field: SimHorse[];
        if (conditions.kind === RaceKind.Open) {
          field = topBy(
            eligible,
            eligible.map((horse) => horse.earnings),
            size,
          );
        } else {
          for (let index = 0; index < size; index++) {
            const other = index + Math.floor(random.next() * (eligible.length - index));
            const swap = eligible[index];
            eligible[index] = eligible[other];
            eligible[other] = swap;
          }
          field = eligible.slice(0, size);
        }
        for (const horse of field) {
          horse.usedDay = day;
          available[horse.bucket] -= 1;
        }
        cards.push({ field, conditions, name: raceName(conditions, track, month, namesTaken) });
      }
      // the big races close the card but one
      for (const bigRace of bigRacesHere) {
        const race = BIG_RACES[bigRace];
        const conditions: RaceConditions = {
          kind: RaceKind.BigRace,
          ageMin: race.minAge,
          ageMax: race.maxAge,
          earnMin: 0,
          earnMax: -1,
          fillies: race.fillies ?? false,
          autostart: race.autostart,
          distance: race.distance,
          purse: race.purse,
          bigRace,
        };
        cards.splice(Math.max(0, cards.length - 1), 0, { field: bigRaceFields.get(bigRace)!, conditions, name: prize(race.name) });
      }
      if (!cards.length && !meeting.trialCount) return;
      for (let index = 0; index < cards.length; index++)
        runRace(
          meeting,
          cards[index].field,
          roster,
          rosterId,
          cards[index].conditions,
          index + 1,
          start + index * 25,
          cards[index].name,
          day,
          year,
          month,
          false,
        );
      meeting.raceCount = ledger.raceCount - meeting.firstRace - meeting.trialCount;
      meetings.push(meeting);
    });
  };

  /** Careers end, colts go to stud, fillies become broodmares (as many as the studbook holds). */
  const endOfYear = (year: number) => {
    const archive = year >= archiveStartYear;
    // the best colts of the generation that turned four go to stud
    const colts = (byBirthYear.get(year - 4) ?? []).filter(
      (horse) => horse.sex === "M" && horse.studFrom === NEVER && horse.aliveIn(year + 1) && !horse.founder,
    );
    const score = (horse: SimHorse) => (archive ? horse.earnings : (76 - horse.talent) * 10_000 + random.next() * 8_000);
    for (const colt of colts.sort((a, b) => score(b) - score(a)).slice(0, STALLIONS_PER_CROP)) {
      if (archive && colt.earnings === 0) continue;
      colt.studFrom = year + 1;
      colt.studTo = Math.min(colt.deathYear - 1, colt.birthYear + 24);
      colt.studBreederId = colt.breederId;
      colt.careerEnd = Math.min(colt.careerEnd, year - colt.birthYear);
      studStallions.push(colt);
    }

    // careers end with the season, with death or with stud duty
    for (let age = 2; age <= OLDEST_RACING_AGE; age++) {
      for (const horse of byBirthYear.get(year - age) ?? []) {
        if (horse.career === Career.Racing || horse.career === Career.Trials) {
          if (age >= horse.careerEnd || age >= OLDEST_RACING_AGE || !horse.aliveIn(year + 1) || horse.studFrom <= year + 1) retire(horse);
        }
        horse.lastYearEarnings = horse.yearEarnings;
        horse.yearEarnings = 0;
      }
    }

    // fillies done with racing (or never raced) become broodmares while the studbook has room
    const activeNextYear = studMares.filter(
      (mare) => mare.studFrom <= year + 1 && mare.studTo >= year + 1 && mare.aliveIn(year + 2),
    ).length;
    const candidates: SimHorse[] = [];
    for (let age = 2; age <= 8; age++) {
      for (const horse of byBirthYear.get(year - age) ?? []) {
        if (horse.sex !== "F" || horse.studFrom !== NEVER || horse.founder || !horse.aliveIn(year + 2)) continue;
        const done =
          horse.career === Career.Retired ||
          (horse.debutAge === 0 && age >= 3) ||
          (!archive && age >= horse.careerEnd) ||
          (horse.career === Career.None && age >= horse.debutAge + 2);
        if (done) candidates.push(horse);
      }
    }
    const chosen = candidates
      .map((horse) => ({ horse, score: (archive ? horse.earnings : 0) + (78 - horse.talent) * 5_000 + random.next() * 40_000 }))
      .sort((a, b) => b.score - a.score)
      .slice(0, Math.max(0, BROODMARE_TARGET - activeNextYear));
    for (const { horse } of chosen) {
      horse.studFrom = year + 1;
      horse.studTo = Math.min(horse.birthYear + 21 - (random.chance(0.4) ? random.int(0, 4) : 0), horse.deathYear - 2);
      horse.studBreederId = random.chance(0.8) ? horse.breederId : pickBreeder().id;
      studMares.push(horse);
      retire(horse);
    }
    // the others leave the studbook for good (sold abroad, pleasure horses)
    for (const horse of candidates) if (horse.studFrom === NEVER) horse.studFrom = NEVER + 1;
    // retired big-race winners give their names to races
    for (let age = 3; age <= OLDEST_RACING_AGE + 1; age++) {
      for (const horse of byBirthYear.get(year - age) ?? []) {
        if (horse.bigRaceWins > 0 && horse.career === Career.Retired && !champions.has(horse.index)) {
          champions.add(horse.index);
          championPrizes.push(prize(`Premio ${horse.name}`));
        }
      }
    }
  };

  for (let year = baseFirstYear; year <= lastEntryYear; year++) {
    if (year >= firstBreedingYear && year <= currentYear) breed(year);
    if (year >= archiveStartYear) {
      startSeason(year);
      const to = Math.min(dayNumber(year, 12, 31), lastEntryDay);
      for (let day = Math.max(dayNumber(year, 1, 1), archiveStartDay); day <= to; day++) runDay(day);
    }
    if (year < lastEntryYear) endOfYear(year);
  }

  if (!chain.product || !chain.mare || !chain.stallion || !chain.son || !chain.daughter || !noData)
    throw new Error("world: showcase line missing");

  // A race honours a founder only once he has gone to stud: no Premio Face Time Bourbon in 1996, no
  // Premio Varenne won by Varenne. Renamed after the run (no draws) so the simulated races stay the same.
  const founderPrizeFrom = new Map(FOUNDERS.map((seedFounder, index) => [founderPrizes[index], seedFounder.studFrom]));
  for (const meeting of meetings) {
    const year = partsOf(meeting.day).year;
    const end = meeting.firstRace + meeting.trialCount + meeting.raceCount;
    for (let race = meeting.firstRace; race < end; race++) {
      const honouredFrom = founderPrizeFrom.get(ledger.rName[race]);
      if (honouredFrom === undefined || year >= honouredFrom) continue;
      const used = new Set(Array.from({ length: end - meeting.firstRace }, (_, offset) => ledger.rName[meeting.firstRace + offset]));
      ledger.rName[race] = [townPrizes[meeting.track], ...genericPrizes].find((name) => !used.has(name)) ?? genericPrizes[0];
    }
  }
  return index({
    seed,
    todayDay,
    currentYear,
    archiveStartDay,
    lastEntryDay,
    horses,
    breeders,
    people,
    ledger,
    meetings,
    prizeNames,
    showcase: chooseShowcase(horses, currentYear, {
      stallion: chain.stallion.index,
      mare: chain.mare.index,
      halfSiblingProduct: chain.product.index,
      halfSiblingSire: chain.son.index,
      halfSiblingDam: chain.daughter.index,
      noData: noData.index,
    }),
    startedAt,
  });
}

function chooseShowcase(
  horses: SimHorse[],
  currentYear: number,
  line: Pick<WorldShowcase, "stallion" | "mare" | "halfSiblingProduct" | "halfSiblingSire" | "halfSiblingDam" | "noData">,
): WorldShowcase {
  const foals = new Map<number, SimHorse[]>();
  for (const horse of horses) {
    for (const parent of [horse.sire, horse.dam]) if (parent >= 0) (foals.get(parent) ?? foals.set(parent, []).get(parent)!).push(horse);
  }
  const foundingMare = horses
    .filter((horse) => horse.sex === "F" && !horse.founder && horse.dam < 0 && horse.sire < 0 && (foals.get(horse.index)?.length ?? 0) > 0)
    .sort((a, b) => (foals.get(b.index)?.length ?? 0) - (foals.get(a.index)?.length ?? 0))[0];
  const stallionFoals = foals.get(line.stallion) ?? [];
  const youngest = horses.reduce((latest, horse) => (horse.birthDay > latest.birthDay ? horse : latest), horses[0]);
  const currentFoal =
    stallionFoals.find((horse) => horse.birthYear === currentYear) ?? horses.find((horse) => horse.birthYear === currentYear) ?? youngest;
  return {
    ...line,
    mareWithEmptyFemaleLine: foundingMare.index,
    descendant: (stallionFoals[0] ?? foals.get(line.mare)?.[0] ?? horses[line.stallion]).index,
    foalCurrentYear: currentFoal.index,
  };
}

/** Studbook codes: founders first, pinned codes for the showcase, the others in order of birth. */
function assignCodes(horses: SimHorse[], showcase: WorldShowcase): void {
  const pinned = new Map<number, number>();
  for (const [role, code] of Object.entries(PINNED_CODES) as [keyof WorldShowcase, number | null][])
    if (code !== null && !pinned.has(showcase[role])) pinned.set(showcase[role], code);
  const taken = new Set(pinned.values());
  let next = FIRST_CODE;
  const ordered = [...horses].sort(
    (a, b) => Number(b.founder) - Number(a.founder) || (a.founder ? a.index - b.index : a.birthDay - b.birthDay || a.index - b.index),
  );
  for (const horse of ordered) {
    const code = pinned.get(horse.index);
    if (code !== undefined) {
      horse.code = String(code);
      continue;
    }
    while (taken.has(next)) next++;
    horse.code = String(next++);
  }
}

/** Lookups built once: every horse's starts in date order, meetings by day and track. */
function index(parts: Omit<World, "startsByHorse" | "meetingByDayTrack" | "buildMs"> & { startedAt: number }): World {
  const { ledger, horses, meetings, startedAt, ...rest } = parts;
  assignCodes(horses, parts.showcase);
  const offsets = new Int32Array(horses.length + 1);
  for (let start = 0; start < ledger.startCount; start++) offsets[ledger.sHorse[start] + 1] += 1;
  for (let horse = 0; horse < horses.length; horse++) offsets[horse + 1] += offsets[horse];
  const cursor = offsets.slice(0, horses.length);
  const starts = new Int32Array(ledger.startCount);
  for (let start = 0; start < ledger.startCount; start++) starts[cursor[ledger.sHorse[start]]++] = start;
  const meetingByDayTrack = new Map<string, number>();
  for (const meeting of meetings) meetingByDayTrack.set(`${meeting.day}:${meeting.track}`, meeting.index);
  return {
    ...rest,
    ledger,
    horses,
    meetings,
    startsByHorse: { offsets, starts },
    meetingByDayTrack,
    buildMs: Math.round(performance.now() - startedAt),
  };
}
