import { exportFileName } from "~/src/domain/export/table-export";
import { csvResponse } from "../../csv-export.server";
import { fileLoader, unavailableFile } from "../../file-loader.server";
import { BREEDER_COLUMNS, breederSortParams } from "../breeding/breeder-list-params";
import type { Route } from "./+types/breeders-csv";
import { breedingKey } from "~/src/request-context";

/** The breeders table in the order the page sorts it. */
export const loader = fileLoader(async ({ url, context }: Route.LoaderArgs) => {
  const { sort, direction } = breederSortParams(url.searchParams);
  const page = await context.get(breedingKey).getBreederList({ view: "table", sort, direction });
  if (page.view !== "table" || !page.rows) return unavailableFile();
  return csvResponse({
    name: exportFileName("allevatori"),
    header: BREEDER_COLUMNS.map((column) => column.label),
    rows: page.rows.map((row) => [row.name, row.foalCount, row.soldCount, row.videoCount]),
  });
});
