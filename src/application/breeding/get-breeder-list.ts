import type { BreederBoxes, BreederListItem, BreederSortKey } from "../../domain/breeding/breeders";
import type { SortDirection } from "../../domain/sorting";
import { sortRowsEmptyLast } from "../../domain/sorting";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";
import type { HomeTrottingPort } from "../../ports/trotting/home";
import { unusableAsNull } from "../sections";

/** The breeders as a table or as boxes; null rows or boxes when the upstream's answer could not be read. */
export type BreederListPage =
  | { view: "table"; rows: BreederListItem[] | null; sort: BreederSortKey | null; direction: SortDirection }
  | { view: "boxes"; boxes: BreederBoxes | null };

/** The breeders list, sorted as asked (empty values last), or the boxes variant. */
export function makeGetBreederList(deps: { trotting: BreedingTrottingPort & HomeTrottingPort }) {
  return async function getBreederList(query: {
    view: "table" | "boxes";
    sort: BreederSortKey | null;
    direction: SortDirection;
  }): Promise<BreederListPage> {
    if (query.view === "boxes") return { view: "boxes", boxes: await unusableAsNull(deps.trotting.breederBoxes()) };
    const items = await unusableAsNull(deps.trotting.breederList());
    const rows = items ?? null;
    const sort = query.sort;
    return {
      view: "table",
      rows: rows && sort ? sortRowsEmptyLast(rows, (row) => row[sort], query.direction) : rows,
      sort,
      direction: query.direction,
    };
  };
}
