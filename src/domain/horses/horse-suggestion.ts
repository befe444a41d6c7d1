import { SEARCH_MIN_LENGTH } from "./horse-search";
import type { HorseSex } from "./sex";

/** A horse offered by the as-you-type picker (docs/PRODUCT.md, "Searches"). */
export type HorseSuggestion = {
  code: string;
  name: string;
  sire: string | null;
  dam: string | null;
  /** 'Nome (Padre - Madre)' when the upstream writes it itself. */
  label: string | null;
  /** Sex and birth year, when the upstream gives them: they tell namesakes apart. */
  sex?: HorseSex | null;
  birthYear?: number | null;
};

export type HorseSuggestionType = "M" | "F";

export type HorseSuggestionQuery = {
  input: string;
  /** M = stallions (no geldings), F = mares; omitted = any sex. */
  type?: HorseSuggestionType;
  /** Only horses of breeding age (3 years or older). */
  ageLimit?: boolean;
};

/** The picker queries only when the text is longer than 3 characters (same section), as the horse search does. */
export const PICKER_MIN_INPUT_LENGTH = SEARCH_MIN_LENGTH.horses;
/** The picker lists at most 10 horses (same section). */
export const PICKER_MAX_RESULTS = 10;
export const PICKER_MORE_RESULTS_NOTICE = "Molti risultati disponibili: continua a scrivere per affinare la tua ricerca";

export function isSearchableInput(input: string): boolean {
  return input.trim().length >= PICKER_MIN_INPUT_LENGTH;
}

/** The label a picker shows for a horse: its name and, when known, its parents. */
export function suggestionLabel(horse: HorseSuggestion): string {
  if (horse.label) return horse.label;
  const parents = [horse.sire, horse.dam].filter(Boolean).join(" - ");
  return parents ? `${horse.name} (${parents})` : horse.name;
}
