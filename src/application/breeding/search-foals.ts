import type { FoalList } from "../../domain/breeding/foals";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";

/** §2.16: the foal search sends the route's query as it is and shows the foal list it gets back. */
export function makeSearchFoals(deps: { trotting: BreedingTrottingPort }) {
  return async function searchFoals(query: Record<string, string>): Promise<FoalList> {
    return deps.trotting.searchFoals(query);
  };
}
