import type { Random } from "../../shared/prng";
import { BIG_RACES } from "./big-races";
import { RaceKind } from "./ledger";
import type { SimHorse } from "./sim-horse";

/** What a race asks of its starters, as the racing secretary writes it in the programme. */
export interface RaceConditions {
  kind: RaceKind;
  ageMin: number;
  ageMax: number;
  earnMin: number;
  /** -1 = no upper limit */
  earnMax: number;
  fillies: boolean;
  distance: number;
  autostart: boolean;
  purse: number;
  bigRace: number;
}

/** Career earnings bands of the class races, with their letter and purse range. */
export const CLASS_BANDS: { min: number; max: number; category: string; purse: [number, number] }[] = [
  { min: 0, max: 8_000, category: "E", purse: [35, 50] },
  { min: 8_000, max: 20_000, category: "D", purse: [50, 70] },
  { min: 20_000, max: 50_000, category: "C", purse: [70, 100] },
  { min: 50_000, max: 120_000, category: "B", purse: [100, 150] },
  { min: 120_000, max: -1, category: "A", purse: [150, 250] },
];

/** Prize money split by placing, winner first (Italian races pay the first five). */
export const PRIZE_SHARES = [0.48, 0.22, 0.14, 0.1, 0.06];
/** A winner less than this (seconds per km) ahead of the second is a dead heat. */
export const DEAD_HEAT_MARGIN = 0.012;

const bandOf = (earnings: number): number =>
  earnings < 8_000 ? 0 : earnings < 20_000 ? 1 : earnings < 50_000 ? 2 : earnings < 120_000 ? 3 : 4;
/** purses are multiples of 110 euro, as in the real programmes (100 plus VAT) */
const purseIn = (random: Random, low: number, high: number): number => random.int(low, high) * 110;

const DISTANCES = {
  long: { big: [2600, 2640], small: [2640, 2660] },
  autostart: { big: [1600, 1600, 1609, 2100, 2100, 2250], small: [1640, 1650, 1660, 2060, 2060, 2080] },
  tapes: { big: [1600, 2100, 2100, 2120], small: [1640, 2060, 2060, 2080] },
};

/** Distances run at 1000 m and 800 m tracks: the mile, the middle distance, the long distance. */
export function distanceFor(random: Random, autostart: boolean, long: boolean, trackLength: number): number {
  const set = long ? DISTANCES.long : autostart ? DISTANCES.autostart : DISTANCES.tapes;
  return random.pick(trackLength === 1000 ? set.big : set.small);
}

/**
 * The groups the racing secretary writes races for: two-year-olds, maidens, three-year-olds and
 * older horses by class (career earnings), and the richest older horses apart. Every ready horse is
 * in one group a day.
 */
export const BUCKET_COUNT = 14;
const TWO_LOW = 0;
const TWO_HIGH = 1;
const MAIDEN_THREE = 2;
const MAIDEN_OLDER = 3;
const THREE = 4;
const OLDER = 8;
/**
 * The champions: horses of four and older that have won this much run only the big races and the
 * richest Listed races, written for them alone at the big races' tracks on the busy days.
 */
export const ELITE = 13;
export const ELITE_EARNINGS = 400_000;
/** Purse of a Listed race for the champions, in 110 euro: 55,000 to 88,000 euro. */
export const ELITE_PURSE: [number, number] = [500, 800];
const TWO_YEAR_OLD_LIMIT = 10_000;

export function bucketOf(horse: SimHorse, year: number): number {
  const age = year - horse.birthYear;
  if (age >= 4 && horse.earnings >= ELITE_EARNINGS) return ELITE;
  if (age === 2) return horse.earnings < TWO_YEAR_OLD_LIMIT ? TWO_LOW : TWO_HIGH;
  if (horse.wins === 0 && age <= 5) return age === 3 ? MAIDEN_THREE : MAIDEN_OLDER;
  const band = bandOf(horse.earnings);
  return age === 3 ? THREE + Math.min(band, 3) : OLDER + band;
}

/**
 * The conditions of a race for a group, with the extra test a starter must pass within it
 * (fillies only, five years and older for claimers...).
 */
/** Whether a group's race may also take the next group (the class above, two-year-olds of both kinds). */
export const widensTo = (bucket: number): boolean =>
  bucket === TWO_LOW || (bucket >= THREE && bucket < THREE + 2) || (bucket >= OLDER && bucket < OLDER + CLASS_BANDS.length - 1);

export function conditionsForBucket(
  random: Random,
  bucket: number,
  trackLength: number,
  widen = false,
): { conditions: RaceConditions; accepts: (horse: SimHorse, year: number) => boolean } {
  const two = bucket <= TWO_HIGH;
  const autostart = random.chance(two ? 0.85 : 0.62);
  const filliesOnly = random.chance(0.22);
  const conditions: RaceConditions = {
    kind: RaceKind.Class,
    ageMin: 4,
    ageMax: 14,
    earnMin: 0,
    earnMax: -1,
    fillies: false,
    distance: distanceFor(random, autostart, false, trackLength),
    autostart,
    purse: 0,
    bigRace: -1,
  };
  let accepts: (horse: SimHorse, year: number) => boolean = anyone;
  const forFillies = () => {
    conditions.fillies = true;
    accepts = onlyFillies;
  };
  if (bucket === ELITE) {
    conditions.kind = RaceKind.Open;
    conditions.earnMin = ELITE_EARNINGS;
    conditions.purse = purseIn(random, ELITE_PURSE[0], ELITE_PURSE[1]);
  } else if (two) {
    const low = bucket === TWO_LOW;
    conditions.kind = RaceKind.TwoYearOld;
    conditions.ageMin = conditions.ageMax = 2;
    // two-year-olds race over the mile
    if (conditions.distance >= 2000) conditions.distance = trackLength === 1000 ? 1600 : 1640;
    conditions.earnMin = low ? 0 : TWO_YEAR_OLD_LIMIT;
    conditions.earnMax = low && !widen ? TWO_YEAR_OLD_LIMIT : -1;
    conditions.purse = low ? purseIn(random, 50, 80) : purseIn(random, 80, 140);
    if (filliesOnly) forFillies();
  } else if (bucket === MAIDEN_THREE || bucket === MAIDEN_OLDER) {
    conditions.kind = RaceKind.Maiden;
    conditions.ageMin = bucket === MAIDEN_THREE ? 3 : 4;
    conditions.ageMax = bucket === MAIDEN_THREE ? 3 : 5;
    conditions.purse = purseIn(random, 30, 42);
  } else if (bucket < OLDER) {
    const band = CLASS_BANDS[bucket - THREE];
    conditions.ageMin = conditions.ageMax = 3;
    conditions.earnMin = band.min;
    if (bucket - THREE === 3) {
      conditions.kind = RaceKind.Open;
      conditions.purse = purseIn(random, 250, 420);
    } else {
      conditions.kind = RaceKind.ThreeYearOld;
      conditions.earnMax = widen ? CLASS_BANDS[bucket - THREE + 1].max : band.max;
      conditions.purse = purseIn(random, band.purse[0], band.purse[1]);
      if (filliesOnly) forFillies();
    }
  } else {
    const level = bucket - OLDER;
    const band = CLASS_BANDS[level];
    conditions.earnMin = band.min;
    conditions.earnMax = widen ? CLASS_BANDS[level + 1].max : band.max;
    conditions.purse = purseIn(random, band.purse[0], band.purse[1]);
    if (level === CLASS_BANDS.length - 1 && !widen && random.chance(0.55)) {
      conditions.kind = RaceKind.Open;
      conditions.purse = purseIn(random, 300, 500);
    } else if (level <= 1 && !widen && random.chance(0.35)) {
      // claimers: older horses of the lower classes; stallions at stud are never entered
      conditions.kind = RaceKind.Claimer;
      conditions.ageMin = 5;
      conditions.earnMin = 0;
      conditions.earnMax = CLASS_BANDS[1].max;
      conditions.purse = purseIn(random, 30, 45);
      accepts = claimable;
    } else if (random.chance(0.12)) {
      conditions.kind = RaceKind.Long;
      conditions.autostart = false;
      conditions.distance = distanceFor(random, false, true, trackLength);
    } else if (filliesOnly) {
      conditions.kind = RaceKind.Fillies;
      forFillies();
    }
  }
  return { conditions, accepts };
}

const anyone = (): boolean => true;
const onlyFillies = (horse: SimHorse): boolean => horse.sex === "F";
const claimable = (horse: SimHorse, year: number): boolean => year - horse.birthYear >= 5 && horse.studFrom > year;

/** Whether a horse may be entered under the conditions (age, sex, earnings, maiden, claimer). */
export function fits(horse: SimHorse, conditions: RaceConditions, year: number): boolean {
  const age = year - horse.birthYear;
  if (age < conditions.ageMin || age > conditions.ageMax) return false;
  if (conditions.fillies && horse.sex !== "F") return false;
  if (horse.earnings < conditions.earnMin) return false;
  if (conditions.earnMax >= 0 && horse.earnings >= conditions.earnMax) return false;
  if (conditions.kind === RaceKind.Maiden && horse.wins > 0) return false;
  if (conditions.kind === RaceKind.Claimer && horse.studFrom <= year) return false;
  return true;
}

/** 12.340, 8.000: thousands always grouped, as programmes print them. */
export const euro = (amount: number): string => String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
const ageText = (min: number, max: number) =>
  min === max ? `di ${min} anni` : max >= 14 ? `di ${min} anni e oltre` : `di ${min} e ${max} anni`;

/** Letter or group shown as Categoria, with the race type as Sottocategoria. */
export function categoryOf(kind: RaceKind, earnMin: number, bigRace: number): [string, string] {
  switch (kind) {
    case RaceKind.Trial:
      return ["Q", "Qualifica"];
    case RaceKind.BigRace:
      return ["G.P.", BIG_RACES[bigRace].group];
    case RaceKind.Open:
      return ["Listed", "Condizionata"];
    case RaceKind.Maiden:
      return ["E", "Maiden"];
    case RaceKind.Claimer:
      return ["E", "Reclamare"];
    case RaceKind.TwoYearOld:
      return ["C", "Condizionata"];
    default:
      return [CLASS_BANDS[Math.max(0, bandOf(earnMin))].category, kind === RaceKind.Long ? "Fondo" : "Condizionata"];
  }
}

/** The programme's text of the conditions. */
export function conditionsText(
  kind: RaceKind,
  ageMin: number,
  ageMax: number,
  earnMin: number,
  earnMax: number,
  fillies: boolean,
  autostart: boolean,
  bigRace: number,
): string {
  const who = `${fillies ? "Per femmine" : "Per cavalli"} ${ageText(ageMin, ageMax)}`;
  const start = autostart ? "Partenza con autostart." : "Partenza ai nastri.";
  switch (kind) {
    case RaceKind.Trial:
      return `Prova di qualifica per cavalli che non hanno mai corso. ${start}`;
    case RaceKind.BigRace:
      return `Gran Premio di ${BIG_RACES[bigRace].group} ${BIG_RACES[bigRace].entrants ?? `${fillies ? "per femmine" : "per cavalli"} ${ageText(ageMin, ageMax)} italiani ed europei`}. ${start}`;
    case RaceKind.Maiden:
      return `${who} che non abbiano mai vinto una corsa. ${start}`;
    case RaceKind.Claimer:
      return `A reclamare, ${who.toLowerCase()} che abbiano vinto meno di ${euro(earnMax)} euro in carriera; prezzo di reclamo ${euro(4_000)} euro. ${start}`;
  }
  if (earnMax < 0 && earnMin === 0) return `${who}. ${start}`;
  if (earnMax < 0) return `${who} che abbiano vinto almeno ${euro(earnMin)} euro in carriera. ${start}`;
  if (earnMin === 0) return `${who} che abbiano vinto meno di ${euro(earnMax)} euro in carriera. ${start}`;
  return `${who} che abbiano vinto da ${euro(earnMin)} a ${euro(earnMax)} euro in carriera. ${start}`;
}

/** Prize money of each placing (dead heats for first share the first two shares). */
export function prizeFor(purse: number, place: number, deadHeatForFirst: boolean): number {
  if (place < 1 || place > PRIZE_SHARES.length) return 0;
  const share = deadHeatForFirst && place === 1 ? (PRIZE_SHARES[0] + PRIZE_SHARES[1]) / 2 : PRIZE_SHARES[place - 1];
  return Math.floor(purse * share);
}

/** The programme's text of the prize split. */
export function purseText(purse: number): string {
  const labels = ["al primo", "al secondo", "al terzo", "al quarto", "al quinto"];
  return `Montepremi ${euro(purse)} euro: ${PRIZE_SHARES.map((share, index) => `${euro(Math.floor(purse * share))} ${labels[index]}`).join(", ")}.`;
}
