import type { ForSaleItem, ForSaleKind } from "../../domain/breeding/for-sale";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";
import { unusableAsNull } from "../sections";

/** One for-sale list: mares, carats or trainees; null items when the answer is unreadable. */
export function makeGetForSaleList(deps: { trotting: BreedingTrottingPort }) {
  return async function getForSaleList(kind: ForSaleKind): Promise<{ kind: ForSaleKind; items: ForSaleItem[] | null }> {
    return { kind, items: await unusableAsNull(deps.trotting.forSaleList(kind)) };
  };
}
