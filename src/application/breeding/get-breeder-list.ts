import type { BreederBoxes, BreederListItem } from "../../domain/breeders";
import { breederPath, type BreederSortKey } from "../../domain/breeding/breeders";
import type { SortDirection } from "../../domain/sorting";
import { sortRowsEmptyLast } from "../../domain/sorting";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";
import type { HomeTrottingPort } from "../../ports/trotting/home";

export type BreederRow = BreederListItem & { path: string };

export type BreederListPage =
  | { view: "table"; rows: BreederRow[]; sort: BreederSortKey | null; direction: SortDirection }
  | { view: "boxes"; boxes: BreederBoxes };

/** The breeders list, sorted as asked (empty values last), or the boxes variant. */
export function makeGetBreederList(deps: { trotting: BreedingTrottingPort & HomeTrottingPort }) {
  return async function getBreederList(query: { view: "table" | "boxes"; sort: BreederSortKey | null; direction: SortDirection }): Promise<BreederListPage> {
    if (query.view === "boxes") return { view: "boxes", boxes: await deps.trotting.breederBoxes() };
    const items = await deps.trotting.breederList();
    const rows = items.map((item) => ({ ...item, path: breederPath(item) }));
    const sort = query.sort;
    return {
      view: "table",
      rows: sort ? sortRowsEmptyLast(rows, (row) => row[sort], query.direction) : rows,
      sort,
      direction: query.direction,
    };
  };
}
