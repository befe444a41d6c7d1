/** §5: breeder autocomplete starts at 3 non-space characters. */
export const BREEDER_AUTOCOMPLETE_MIN_CHARS = 3;

export function shouldSearchBreeders(term: string): boolean {
  return term.replace(/\s/g, "").length >= BREEDER_AUTOCOMPLETE_MIN_CHARS;
}

/** A breeder the autocomplete offers (§3): its id and what the list shows. */
export type BreederSuggestion = { id: number; label: string };
