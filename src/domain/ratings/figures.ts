import { distanceBandOf, type DistanceBand, type StartType } from "../races/starting-numbers";
import type { ArchivedRace } from "./archive";

/**
 * The Sulky speed figure. A finished start's time per km is explained as the horse's own speed
 * plus what the day and the race took away: a par per racecourse, distance band and start type,
 * the race's variant (the going, from the day's own races), the month, the starting number and
 * the horse's age. Every one of them is estimated from the archive by alternating least squares,
 * with each horse's speed as its own unknown: nothing is typed in. Beaten horses' times are
 * compressed toward the winner's (the field finishes in a bunch); the compression is estimated
 * too, and undone before the fit.
 */

export type StartKind = StartType | "ignota";
export type ParCell = { racecourseCode: string; band: DistanceBand | "ignota"; startType: StartKind; seconds: number; runs: number };

/** Age classes: young horses change through the season, old ones slow down year by year. */
export const AGE_CLASSES = [
  "2 anni (gen-apr)",
  "2 anni (mag-ago)",
  "2 anni (set-dic)",
  "3 anni (gen-apr)",
  "3 anni (mag-ago)",
  "3 anni (set-dic)",
  "4 anni",
  "5-7 anni",
  "8 anni",
  "9 anni",
  "10 anni",
  "11 anni",
  "12 anni e oltre",
] as const;
/** The reference class: its adjustment is 0. */
const MATURE_CLASS = 7;

export function ageClassOf(age: number | null, month: number): number {
  if (age === null || !Number.isFinite(age)) return MATURE_CLASS;
  const third = month <= 4 ? 0 : month <= 8 ? 1 : 2;
  if (age <= 2) return third;
  if (age === 3) return 3 + third;
  if (age === 4) return 6;
  if (age <= 7) return MATURE_CLASS;
  return Math.min(8 + (age - 8), AGE_CLASSES.length - 1);
}

/** Starting numbers 1 to 12 and over, behind the autostart and the tapes. */
export const POST_SLOTS = 12;
const postSlotOf = (post: number | null) => (post === null || post < 1 ? 0 : Math.min(post, POST_SLOTS) - 1);

export type FittedFigures = {
  /** How much of a raw gap in speed a beaten horse keeps at the post (1: none lost). */
  compression: number;
  pars: ParCell[];
  /** Seconds per km each month adds (January first), against the year's average. */
  seasons: number[];
  /** Seconds per km each starting number adds against number 1. */
  posts: Record<StartKind, number[]>;
  /** Seconds per km each age class adds against a mature horse (5 to 7). */
  ages: number[];
  /** Per race (the index in the fitted list): its variant, in seconds per km (positive: slow going). */
  variants: Float64Array;
  /** Per start (race by race, in the order of the fitted list's starters): its figure in seconds per km, NaN without one. */
  figures: Float64Array[];
  /** The typical horse's speed (a mature horse's figure), the origin of the published scale. */
  typicalSeconds: number;
  residualSd: number;
  /** Starts with a time the fit read. */
  observations: number;
};

const COMPRESSION_CANDIDATES = [0.2, 0.3, 0.4, 0.5, 0.65, 0.8, 1];
const START_KINDS: StartKind[] = ["autostart", "nastri", "ignota"];
const startKindOf = (type: StartType | null): StartKind => type ?? "ignota";

type Observation = {
  race: number;
  start: number;
  horse: number;
  cell: number;
  month: number;
  post: number;
  kind: number;
  age: number;
  time: number;
};

/**
 * A figure on the published scale: 100 is the archive's average horse at maturity, each point a
 * tenth of a second per km faster (a 110 beats a 100 by a second a km); higher is faster.
 */
export const publishedFigure = (seconds: number): number => Math.round(100 - seconds * 10);

/** What a fit ends with, to start the next day's fit from (a few sweeps then suffice). */
export type WarmStart = {
  compression: number;
  abilities: Map<string, number>;
  pars: Map<string, number>;
  variants: Map<string, number>;
  seasons: number[];
  posts: number[][];
  ages: number[];
};

const raceKeyOf = (race: ArchivedRace) => `${race.day.year}-${race.day.month}-${race.day.day}|${race.racecourseCode}|${race.raceNumber}`;

export function fitFigures(
  races: readonly ArchivedRace[],
  options: { iterations?: number; compression?: number; warm?: WarmStart } = {},
): FittedFigures & { warm: WarmStart } {
  const warm = options.warm;
  const iterations = options.iterations ?? (warm ? 5 : 14);
  const horseIds = new Map<string, number>();
  const cellIds = new Map<string, number>();
  const cells: Omit<ParCell, "seconds" | "runs">[] = [];
  const observations: Observation[] = [];
  const winnerTimes = new Float64Array(races.length);
  races.forEach((race, raceIndex) => {
    const month = race.day.month - 1;
    const kind = START_KINDS.indexOf(startKindOf(race.startType));
    const band = distanceBandOf(race.distance) ?? "ignota";
    const cellKey = `${race.racecourseCode}|${band}|${kind}`;
    let cell = cellIds.get(cellKey);
    if (cell === undefined) {
      cell = cells.length;
      cellIds.set(cellKey, cell);
      cells.push({ racecourseCode: race.racecourseCode, band, startType: START_KINDS[kind] });
    }
    let winner = Infinity;
    for (const start of race.starters) if (start.kmTenths !== null && start.kmTenths < winner * 10) winner = start.kmTenths / 10;
    winnerTimes[raceIndex] = winner;
    race.starters.forEach((start, startIndex) => {
      if (start.kmTenths === null) return;
      let horse = horseIds.get(start.horseCode);
      if (horse === undefined) {
        horse = horseIds.size;
        horseIds.set(start.horseCode, horse);
      }
      observations.push({
        race: raceIndex,
        start: startIndex,
        horse,
        cell: cell!,
        month,
        post: postSlotOf(start.postPosition),
        kind,
        age: ageClassOf(start.age, race.day.month),
        time: start.kmTenths / 10,
      });
    });
  });

  const count = observations.length;
  const ability = new Float64Array(horseIds.size);
  const par = new Float64Array(cells.length);
  const variant = new Float64Array(races.length);
  const season = new Float64Array(12);
  const post = START_KINDS.map(() => new Float64Array(POST_SLOTS));
  const age = new Float64Array(AGE_CLASSES.length);
  const raw = new Float64Array(count);
  const cellKeys = [...cellIds.keys()];
  const horseCodes = [...horseIds.keys()];
  if (warm) {
    horseCodes.forEach((code, index) => (ability[index] = warm.abilities.get(code) ?? 0));
    cellKeys.forEach((key, index) => (par[index] = warm.pars.get(key) ?? 0));
    races.forEach((race, index) => (variant[index] = warm.variants.get(raceKeyOf(race)) ?? 0));
    season.set(warm.seasons);
    post.forEach((slots, kind) => slots.set(warm.posts[kind]));
    age.set(warm.ages);
  }
  const decompress = (compression: number) => {
    for (let index = 0; index < count; index++) {
      const observation = observations[index];
      const winner = winnerTimes[observation.race];
      raw[index] = winner + (observation.time - winner) / compression;
    }
  };
  const predictedWithout = (index: number, leave: number) => {
    const o = observations[index];
    return (
      (leave === 0 ? 0 : ability[o.horse]) +
      (leave === 1 ? 0 : par[o.cell]) +
      (leave === 2 ? 0 : variant[o.race]) +
      (leave === 3 ? 0 : season[o.month]) +
      (leave === 4 ? 0 : post[o.kind][o.post]) +
      (leave === 5 ? 0 : age[o.age])
    );
  };
  const sums = new Float64Array(Math.max(horseIds.size, cells.length, races.length, 64));
  const counts = new Float64Array(sums.length);
  // One block of unknowns at a time: each is the (shrunk) mean of what the others leave unexplained.
  const update = (leave: number, target: Float64Array, slot: (o: Observation) => number, shrink: number) => {
    sums.fill(0, 0, target.length);
    counts.fill(0, 0, target.length);
    for (let index = 0; index < count; index++) {
      const s = slot(observations[index]);
      sums[s] += raw[index] - predictedWithout(index, leave);
      counts[s] += 1;
    }
    for (let s = 0; s < target.length; s++) target[s] = counts[s] ? sums[s] / (counts[s] + shrink) : 0;
  };
  const updatePosts = () => {
    for (let kind = 0; kind < START_KINDS.length; kind++) {
      sums.fill(0, 0, POST_SLOTS);
      counts.fill(0, 0, POST_SLOTS);
      for (let index = 0; index < count; index++) {
        const o = observations[index];
        if (o.kind !== kind) continue;
        sums[o.post] += raw[index] - predictedWithout(index, 4);
        counts[o.post] += 1;
      }
      for (let s = 0; s < POST_SLOTS; s++) post[kind][s] = counts[s] ? sums[s] / (counts[s] + 20) : 0;
    }
  };
  // Keeps the scale's origin on the par: the other blocks are measured against number 1, a mature horse, the year's mean month.
  const recentre = () => {
    for (let kind = 0; kind < START_KINDS.length; kind++) {
      const first = post[kind][0];
      for (let s = 0; s < POST_SLOTS; s++) post[kind][s] -= first;
      cells.forEach((cell, index) => {
        if (cell.startType === START_KINDS[kind]) par[index] += first;
      });
    }
    const mature = age[MATURE_CLASS];
    for (let a = 0; a < age.length; a++) age[a] -= mature;
    let seasonMean = 0;
    for (let month = 0; month < 12; month++) seasonMean += season[month] / 12;
    for (let month = 0; month < 12; month++) season[month] -= seasonMean;
    let abilityMean = 0;
    for (let horse = 0; horse < ability.length; horse++) abilityMean += ability[horse] / Math.max(1, ability.length);
    for (let horse = 0; horse < ability.length; horse++) ability[horse] -= abilityMean;
    for (let cell = 0; cell < par.length; cell++) par[cell] += mature + seasonMean + abilityMean;
  };
  const sweep = () => {
    update(1, par, (o) => o.cell, 0);
    update(3, season, (o) => o.month, 50);
    updatePosts();
    update(5, age, (o) => o.age, 20);
    update(0, ability, (o) => o.horse, 1);
    update(2, variant, (o) => o.race, 3);
    recentre();
  };

  // The compression: the value under which a horse's beaten runs and its wins tell the same story.
  // A wrong one scales beaten margins away from the winners' times, and the fit's error (measured
  // on the times as published) grows; the candidates are tried from scratch and the best kept.
  let compression = options.compression ?? warm?.compression ?? 0.5;
  if (options.compression === undefined && !warm) {
    let best = Infinity;
    for (const candidate of COMPRESSION_CANDIDATES) {
      reset();
      decompress(candidate);
      for (let iteration = 0; iteration < 8; iteration++) sweep();
      const error = publishedScaleError(candidate);
      if (error < best) {
        best = error;
        compression = candidate;
      }
    }
    reset();
  }
  decompress(compression);
  for (let iteration = 0; iteration < iterations; iteration++) sweep();

  function reset() {
    for (const block of [ability, par, variant, season, age, ...post]) block.fill(0);
  }
  function publishedScaleError(candidate: number): number {
    let squares = 0;
    for (let index = 0; index < count; index++) {
      const o = observations[index];
      const residual = raw[index] - predictedWithout(index, -1);
      const scale = o.time === winnerTimes[o.race] ? 1 : candidate;
      squares += (residual * scale) ** 2;
    }
    return squares;
  }

  const figures = races.map((race) => new Float64Array(race.starters.length).fill(NaN));
  let squares = 0;
  const runs = new Float64Array(cells.length);
  for (let index = 0; index < count; index++) {
    const o = observations[index];
    const figure = raw[index] - par[o.cell] - variant[o.race] - season[o.month] - post[o.kind][o.post] - age[o.age];
    figures[o.race][o.start] = figure;
    const residual = figure - ability[o.horse];
    squares += residual * residual;
    runs[o.cell] += 1;
  }
  let typical = 0;
  for (let cell = 0; cell < par.length; cell++) typical += (par[cell] * runs[cell]) / Math.max(1, count);
  return {
    compression,
    pars: cells.map((cell, index) => ({ ...cell, seconds: par[index], runs: runs[index] })),
    seasons: [...season],
    posts: Object.fromEntries(START_KINDS.map((kind, index) => [kind, [...post[index]]])) as Record<StartKind, number[]>,
    ages: [...age],
    variants: variant,
    figures,
    typicalSeconds: typical,
    residualSd: Math.sqrt(squares / Math.max(1, count)),
    observations: count,
    warm: {
      compression,
      abilities: new Map(horseCodes.map((code, index) => [code, ability[index]])),
      pars: new Map(cellKeys.map((key, index) => [key, par[index]])),
      variants: new Map(races.map((race, index) => [raceKeyOf(race), variant[index]])),
      seasons: [...season],
      posts: post.map((slots) => [...slots]),
      ages: [...age],
    },
  };
}

/** What a start's conditions add to a horse's own speed (its starting number and age), in seconds per km. */
export function startAdjustment(
  fit: FittedFigures,
  startType: StartType | null,
  post: number | null,
  age: number | null,
  month: number,
): number {
  return fit.posts[startKindOf(startType)][postSlotOf(post)] + fit.ages[ageClassOf(age, month)];
}
