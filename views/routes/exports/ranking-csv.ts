import { exportFileName } from "../../../src/domain/export/table-export";
import { csvResponse } from "../../csv-export";
import { fileLoader } from "../../file-loader";
import { notFound, parseSearch, rankingEntityParam, rankingSearchSchema } from "../rankings/ranking-params";
import type { Route } from "./+types/ranking-csv";

/** The whole ranking, in the order the page shows it (sort and filters from the query, every page). */
export const loader = fileLoader(async ({ params, request, context }: Route.LoaderArgs) => {
  const entity = rankingEntityParam(params.entity);
  const search = parseSearch(new URL(request.url), rankingSearchSchema);
  const result = await context.useCases.getRankingPage({
    entity,
    year: search.year,
    eta: search.eta,
    type: search.type,
    page: "all",
    sort: search.sort ? { key: search.sort, direction: search.dir } : null,
  });
  if (!result) notFound();
  const fields = result.ranking.fields.filter((field) => field.key !== "slug");
  return csvResponse({
    name: exportFileName(result.title.includes(String(result.year)) ? result.title : `${result.title} ${result.year}`),
    header: fields.map((field) => field.label),
    rows: result.rows.map((row) => fields.map((field) => spreadsheetValue(row[field.key]))),
  });
});

function spreadsheetValue(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  return String(value);
}
