import type { FoalList } from "../../domain/breeding/foals";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";
import { optionalSection } from "../sections";

/**
 * The foal search (docs/PRODUCT.md, "Foal list") sends the route's query as it is and shows the foal list
 * it gets back. A failed search is only logged (docs/PRODUCT.md, "Across the site"): the page keeps its form and
 * shows no list (null).
 */
export function makeSearchFoals(deps: { trotting: BreedingTrottingPort }) {
  return async function searchFoals(query: Record<string, string>): Promise<FoalList | null> {
    return optionalSection(deps.trotting.searchFoals(query));
  };
}
