import type { ForSaleItem, ForSaleKind } from "../../domain/breeding/for-sale";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";

/** One for-sale list: mares, carats or trainees. */
export function makeGetForSaleList(deps: { trotting: BreedingTrottingPort }) {
  return async function getForSaleList(kind: ForSaleKind): Promise<{ kind: ForSaleKind; items: ForSaleItem[] }> {
    return { kind, items: await deps.trotting.forSaleList(kind) };
  };
}
