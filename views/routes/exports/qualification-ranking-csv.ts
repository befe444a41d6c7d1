import { exportFileName } from "~/src/domain/export/table-export";
import { raceDayText } from "~/src/domain/races/rules";
import { csvResponse } from "../../csv-export.server";
import { fileLoader, unavailableFile } from "../../file-loader.server";
import { notFound } from "../../route-errors";
import { qualificationRankingTypeParam, qualificationSlugParam, qualificationYearParam } from "../races/qualification-params";
import type { Route } from "./+types/qualification-ranking-csv";
import { racesKey } from "~/src/request-context";

/** The qualification ranking of a crop, or one subject's qualified horses by birth year. */
export const loader = fileLoader(async ({ params, context }: Route.LoaderArgs) => {
  const type = qualificationRankingTypeParam(params.type);
  const year = qualificationYearParam(params.year);
  const slug = qualificationSlugParam(params.slug);
  if (slug && year === undefined) notFound();
  const data = await context.get(racesKey).getQualificationRanking({ type, year, slug });
  if (data.kind === "ranking") {
    if (!data.ranking) return unavailableFile();
    return csvResponse({
      name: exportFileName("qualificati", type, data.year),
      header: ["Pos.", "Nome", "Qualificati"],
      rows: data.ranking.rows.map((row) => [row.position, row.name, row.qualified]),
    });
  }
  if (!data.subject) return unavailableFile();
  return csvResponse({
    name: exportFileName("qualificati", data.slug, data.year),
    header: ["Anno di nascita", "Cavallo", "Tempo", "Data"],
    rows: data.subject.crops.flatMap((crop) =>
      crop.horses.map((row) => [crop.year, row.horseName, row.kmTime, row.trialDay ? raceDayText(row.trialDay) : null]),
    ),
  });
});
