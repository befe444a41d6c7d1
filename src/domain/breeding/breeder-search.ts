/** The breeder autocomplete starts at 3 non-space characters (docs/PRODUCT.md, "Adding a foal"). */
export const BREEDER_AUTOCOMPLETE_MIN_CHARS = 3;

export function shouldSearchBreeders(term: string): boolean {
  return term.replace(/\s/g, "").length >= BREEDER_AUTOCOMPLETE_MIN_CHARS;
}

/** A breeder the autocomplete offers: its id and what the list shows. */
export type BreederSuggestion = { id: number; label: string };

/** The breeder is picked from the suggestions; a free text is refused with this message. */
export const BREEDER_NOT_PICKED = "Scegli l'allevatore tra quelli suggeriti mentre scrivi";

/** The suggestion whose name is exactly the typed text (what picking it would have written), if any. */
export function breederNamed(suggestions: readonly BreederSuggestion[], typed: string): BreederSuggestion | null {
  const wanted = typed.trim().replace(/\s+/g, " ").toLocaleLowerCase("it");
  return suggestions.find((breeder) => breeder.label.trim().replace(/\s+/g, " ").toLocaleLowerCase("it") === wanted) ?? null;
}
