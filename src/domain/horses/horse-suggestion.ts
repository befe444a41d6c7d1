/** A horse offered by the as-you-type picker (§5). */
export type HorseSuggestion = {
  CodiceCavallo: string;
  NomeCavallo: string;
  NomePadre?: string | null;
  NomeMadre?: string | null;
  /** 'Nome (Padre - Madre)' as the upstream writes it. */
  text?: string;
};

export type HorseSuggestionType = "M" | "F";

export type HorseSuggestionQuery = {
  input: string;
  /** M = stallions (no geldings), F = mares; omitted = any sex. */
  type?: HorseSuggestionType;
  /** Only horses of breeding age (3 years or older). */
  ageLimit?: boolean;
};

/** The picker queries only when the text is longer than 3 characters (§5, §9). */
export const PICKER_MIN_INPUT_LENGTH = 4;
/** The picker lists at most 10 horses (§9). */
export const PICKER_MAX_RESULTS = 10;
export const PICKER_MORE_RESULTS_NOTICE = "Molti risultati disponibili: continua a scrivere per affinare la tua ricerca";

export function isSearchableInput(input: string): boolean {
  return input.trim().length >= PICKER_MIN_INPUT_LENGTH;
}

/** The label a picker shows for a horse: its name and, when known, its parents. */
export function suggestionLabel(horse: HorseSuggestion): string {
  if (horse.text) return horse.text;
  const parents = [horse.NomePadre, horse.NomeMadre].filter(Boolean).join(" - ");
  return parents ? `${horse.NomeCavallo} (${parents})` : horse.NomeCavallo;
}
