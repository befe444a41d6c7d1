import { filterFoals, foalMarker, foalSex } from "~/src/domain/breeding/foals";
import { exportFileName } from "~/src/domain/export/table-export";
import { monthAbbreviation } from "~/src/domain/format";
import { FOAL_FATHER_PARAM, FOAL_SEARCH_PARAM } from "../../components/breeding/foal-table";
import { csvResponse } from "../../csv-export.server";
import { fileLoader, unavailableFile } from "../../file-loader.server";
import { flagParam, yearParam } from "../breeding/params";
import type { Route } from "./+types/foal-list-csv";
import { breedingKey } from "~/src/request-context";

/** The foals born in a year, with the page's filters (video only, search text) applied. */
export const loader = fileLoader(async ({ url, context }: Route.LoaderArgs) => {
  const year = yearParam(url, context.get(breedingKey).getFoalYearBounds());
  const { list } = await context.get(breedingKey).getFoalList({ year, wvideo: flagParam(url, "wvideo"), fixed: flagParam(url, "fixed") });
  if (!list) return unavailableFile();
  const foals = filterFoals(list.foals, url.searchParams.get(FOAL_SEARCH_PARAM) ?? "", url.searchParams.get(FOAL_FATHER_PARAM) === "1");
  return csvResponse({
    name: exportFileName("puledri nati nel", year),
    header: ["Nome", "Sesso", "Mese", "Padre", "Madre", "Allevamento", "Video", "Vendita o asta"],
    rows: foals.map((foal) => {
      const marker = foalMarker(foal);
      return [
        foal.name,
        foalSex(foal.sex),
        monthAbbreviation(foal.birthMonth),
        foal.sire,
        foal.dam,
        foal.breeder,
        foal.hasVideo ? "sì" : "no",
        marker.kind === "none" ? null : marker.kind === "sold" ? "Venduto" : marker.label,
      ];
    }),
  });
});
