import type { BreederSortKey } from "~/src/domain/breeding/breeders";
import { notFound } from "../../route-errors";

/** The breeders table's columns, as `?ordina=` names them in the address. */
export const BREEDER_COLUMNS: { key: BreederSortKey; param: string; label: string; numeric: boolean }[] = [
  { key: "name", param: "nome", label: "Nome", numeric: false },
  { key: "foalCount", param: "puledri", label: "Puledri", numeric: true },
  { key: "soldCount", param: "venduti", label: "Venduti", numeric: true },
  { key: "videoCount", param: "video", label: "Video", numeric: true },
];

/** The sort asked in the address (`ordina`, `verso`), shared by the page and its CSV export; anything else is a 404. */
export function breederSortParams(params: URLSearchParams): { sort: BreederSortKey | null; direction: "asc" | "desc" } {
  const sortParam = params.get("ordina");
  const sort =
    sortParam === null ? null : (BREEDER_COLUMNS.find((column) => column.param === sortParam)?.key ?? notFound("Parametri non validi"));
  const direction = params.get("verso") ?? "asc";
  if (direction !== "asc" && direction !== "desc") notFound("Parametri non validi");
  return { sort, direction };
}
