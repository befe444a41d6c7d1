import { exportFileName } from "~/src/domain/export/table-export";
import { parseAddressSlug } from "~/src/urls/values";
import { csvResponse } from "../../csv-export.server";
import { fileLoader, unavailableFile } from "../../file-loader.server";
import { notFound } from "../../route-errors";
import { entitySearchSchema, parseSearch, rankingEntityParam, yearParam } from "../rankings/ranking-params";
import type { Route } from "./+types/entity-ranking-csv";
import { rankingsKey } from "~/src/request-context";

/** One subject's horses in one year, as the page lists them. */
export const loader = fileLoader(async ({ params, url, context }: Route.LoaderArgs) => {
  const entity = rankingEntityParam(params.entity);
  const id = parseAddressSlug(params.slug)?.id ?? notFound();
  const search = parseSearch(url, entitySearchSchema);
  const year = yearParam(params.year) ?? search.year;
  const result =
    (await context.get(rankingsKey).getEntityRankingPage({ entity, slug: params.slug, id, year, age: search.eta, type: search.type })) ??
    notFound();
  if (!result.rows) return unavailableFile();
  return csvResponse({
    name: exportFileName("classifica", entity, result.name ?? params.slug, result.year),
    header: ["Pos.", "Nome", "Corse", "Somme", "Vittorie", "%", "Piazzamenti"],
    rows: result.rows.map((row, index) => [index + 1, row.horseName, row.starts, row.winnings, row.wins, row.winPercent, row.placings]),
  });
});
