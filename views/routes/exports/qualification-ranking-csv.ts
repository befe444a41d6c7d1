import { exportFileName } from "../../../src/domain/export/table-export";
import { dataPreToItalianDate } from "../../../src/domain/races/rules";
import { csvResponse } from "../../csv-export";
import { fileLoader } from "../../file-loader";
import { notFound } from "../races/params";
import { qualificationRankingTypeParam, qualificationSlugParam, qualificationYearParam } from "../races/qualification-params";
import type { Route } from "./+types/qualification-ranking-csv";

/** The qualification ranking of a crop, or one subject's qualified horses by birth year. */
export const loader = fileLoader(async ({ params, context }: Route.LoaderArgs) => {
  const type = qualificationRankingTypeParam(params.type);
  const year = qualificationYearParam(params.year);
  const slug = qualificationSlugParam(params.slug);
  if (slug && year === undefined) notFound();
  const data = await context.useCases.getQualificationRanking({ type, year, slug });
  if (data.kind === "ranking") {
    return csvResponse({
      name: exportFileName("qualificati", type, data.year),
      header: ["Pos.", "Nome", "Qualificati"],
      rows: data.ranking.qualifiche.map((row) => [row.Pos, row.Nome, row.qualificati]),
    });
  }
  return csvResponse({
    name: exportFileName("qualificati", data.slug, data.year),
    header: ["Anno di nascita", "Cavallo", "Tempo", "Data"],
    rows: data.subject.annate.flatMap((crop) => crop.qualifiche.map((row) => [crop.year, row.NomeCavallo, row.TempoPre, row.DataPre ? dataPreToItalianDate(row.DataPre) : null])),
  });
});
