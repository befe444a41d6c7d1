import type { FemaleLineEntry } from "../../domain/horses/female-line";
import type { BestOffspringYear, HorseContacts, HorseFile, HorseFileKind, HorseProfile, HorseStats } from "../../domain/horses/horse";
import type { HorseSearchResult, RacingSons, StarterSearchRow } from "../../domain/horses/horse-search";
import type { HorseSuggestion, HorseSuggestionQuery } from "../../domain/horses/horse-suggestion";
import type { HorseVideo } from "../../domain/horses/video";
import type { MatingPedigree, Pedigree } from "../../domain/pedigree/pedigree";
import type { Performance } from "../../domain/races/types";

/** Trotting-API slice for horse files, profiles, pedigrees, female lines, searches, mating hypothesis. */
export type HorsesTrottingPort = {
  /** As-you-type picker: the matching horses the upstream returns and how many match in all. */
  searchHorsesAsYouType(query: HorseSuggestionQuery): Promise<{ results: HorseSuggestion[]; total: number }>;
  /** Five generations of a horse's ancestors; not-found for an unknown horse. */
  pedigree(code: string): Promise<Pedigree>;
  /** Pedigree of the foal a stallion and a mare would have; rejected when the pair is not valid. */
  matingPedigree(sireCode: string, damCode: string): Promise<MatingPedigree>;

  /** The file of a foal, mare, horse for sale or stallion; not-found for an unknown horse. */
  horseFile(kind: HorseFileKind, code: string): Promise<HorseFile>;
  horseContacts(kind: HorseFileKind, code: string): Promise<HorseContacts>;
  horseProfile(code: string): Promise<HorseProfile>;
  horseStats(code: string): Promise<HorseStats>;
  horseVideos(code: string): Promise<HorseVideo[]>;
  bestOffspring(code: string): Promise<BestOffspringYear[]>;
  performances(code: string): Promise<Performance[]>;
  femaleLine(code: string): Promise<FemaleLineEntry[]>;

  searchHorses(text: string): Promise<HorseSearchResult[]>;
  racingSons(sireName: string): Promise<RacingSons>;
  searchStarters(text: string): Promise<StarterSearchRow[]>;
};
