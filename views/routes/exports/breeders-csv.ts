import { data } from "react-router";
import { isBreederSortKey, type BreederSortKey } from "../../../src/domain/breeding/breeders";
import { exportFileName } from "../../../src/domain/export/table-export";
import { csvResponse } from "../../csv-export";
import { fileLoader } from "../../file-loader";
import type { Route } from "./+types/breeders-csv";

/** The breeders table in the order the page sorts it. */
export const loader = fileLoader(async ({ request, context }: Route.LoaderArgs) => {
  const params = new URL(request.url).searchParams;
  const sort = params.get("ordina");
  const direction = params.get("verso") ?? "asc";
  if ((sort !== null && !isBreederSortKey(sort)) || (direction !== "asc" && direction !== "desc")) throw data("Parametri non validi", { status: 404 });
  const page = await context.useCases.getBreederList({ view: "table", sort: (sort as BreederSortKey | null) ?? null, direction });
  if (page.view !== "table") throw data("Parametri non validi", { status: 404 });
  return csvResponse({
    name: exportFileName("allevatori"),
    header: ["Nome", "Puledri", "Venduti", "Video"],
    rows: page.rows.map((row) => [row.Nome, row.puledri, row.sold, row.videos]),
  });
});
