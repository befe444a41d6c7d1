import { shouldSearchBreeders, type BreederSuggestion } from "../../domain/breeding/breeder-search";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";
import { optionalSection } from "../sections";

/** Breeder autocomplete: nothing under 3 non-space characters; an upstream failure gives no suggestions. */
export function makeSuggestBreeders(deps: { trotting: BreedingTrottingPort }) {
  return async function suggestBreeders(term: string): Promise<BreederSuggestion[]> {
    if (!shouldSearchBreeders(term)) return [];
    return (await optionalSection(deps.trotting.breederSuggestions(term.trim()))) ?? [];
  };
}
