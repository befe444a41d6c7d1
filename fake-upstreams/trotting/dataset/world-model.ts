import type { BreederWithSuffix } from "./breeders";
import type { Ledger } from "./ledger";
import type { SimPerson } from "./people";
import type { SimHorse } from "./sim-horse";

/**
 * The simulated world's shape, apart from the code that builds it (world.ts): the modules that
 * build it name these types without importing the builder, so no import circle runs through it.
 */

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
