import type { HorseSuggestion, HorseSuggestionQuery } from "../../domain/horses/horse-suggestion";
import type { MatingPedigree, Pedigree } from "../../domain/pedigree/pedigree";

/** Trotting-API slice for horse files, profiles, pedigrees, female lines, searches, mating hypothesis. */
export type HorsesTrottingPort = {
  /** As-you-type picker: the matching horses the upstream returns and how many match in all. */
  searchHorsesAsYouType(query: HorseSuggestionQuery): Promise<{ results: HorseSuggestion[]; total: number }>;
  /** Five generations of a horse's ancestors; not-found for an unknown horse. */
  pedigree(code: string): Promise<Pedigree>;
  /** Pedigree of the foal a stallion and a mare would have; rejected when the pair is not valid. */
  matingPedigree(father: string, mother: string): Promise<MatingPedigree>;
};
