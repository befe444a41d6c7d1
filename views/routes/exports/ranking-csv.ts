import { exportFileName } from "~/src/domain/export/table-export";
import type { RankingColumn, RankingRow } from "~/src/domain/rankings/ranking";
import { csvResponse } from "../../csv-export.server";
import { fileLoader, unavailableFile } from "../../file-loader.server";
import { notFound } from "../../route-errors";
import { parseSearch, rankingEntityParam, rankingSearchSchema } from "../rankings/ranking-params";
import type { Route } from "./+types/ranking-csv";
import { rankingsKey } from "~/src/request-context";

/** The whole ranking, in the order the page shows it (sort and filters from the query, every page). */
export const loader = fileLoader(async ({ params, url, context }: Route.LoaderArgs) => {
  const entity = rankingEntityParam(params.entity);
  const search = parseSearch(url, rankingSearchSchema);
  const result = await context.get(rankingsKey).getRankingPage({
    entity,
    year: search.year,
    age: search.eta,
    type: search.type,
    page: "all",
    sort: search.sort ? { key: search.sort, direction: search.dir } : null,
  });
  if (!result) notFound();
  if (result.status !== "ok") return unavailableFile();
  const columns = result.ranking.columns;
  return csvResponse({
    name: exportFileName(result.title.includes(String(result.year)) ? result.title : `${result.title} ${result.year}`),
    header: columns.map((column) => column.label),
    rows: result.rows.map((row) => columns.map((column) => spreadsheetValue(row, column))),
  });
});

/** The subject's name from its column, figures as numbers (the CSV writer gives them the decimal comma). */
function spreadsheetValue(row: RankingRow, column: RankingColumn): string | number | null {
  if (column.kind === "name") return row.name;
  const value = row.cells[column.id];
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? "Sì" : "No";
  return value;
}
