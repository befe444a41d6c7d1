import { exportFileName, placingCell } from "~/src/domain/export/table-export";
import { addressDay } from "~/src/urls/values";
import { csvResponse } from "../../csv-export.server";
import { fileLoader, unavailableFile } from "../../file-loader.server";
import { notFound } from "../../route-errors";
import { raceNumberParam, routeDateParam, trackCodeParam } from "../races/params";
import type { Route } from "./+types/race-results-csv";
import { racesKey } from "~/src/request-context";

/** The results of a meeting (or of one race): one row per horse, the race it ran in first. */
export const loader = fileLoader(async ({ params, context }: Route.LoaderArgs) => {
  const date = routeDateParam(params.date);
  const trackCode = trackCodeParam(params.racecourse);
  const raceNumber = raceNumberParam(params.raceNumber);
  const page = (await context.get(racesKey).getRaceDetail({ type: "arrivi", date, trackCode, raceNumber })) ?? notFound();
  if (!page.detail) return unavailableFile();
  const races = page.detail.races.filter((race) => raceNumber === undefined || race.raceNumber === raceNumber);
  return csvResponse({
    // the file is named with the day as the page's address writes it
    name: exportFileName(
      "arrivi",
      page.detail.track.racecourseName,
      addressDay(date),
      raceNumber === undefined ? null : `corsa ${raceNumber}`,
    ),
    header: ["Corsa", "Premio", "Distanza", "Piazzamento", "N°", "Cavallo", "Guidatore", "Tempo", "Premio vinto", "Padre", "Madre"],
    rows: races.flatMap((race) =>
      race.rows.map((row) => [
        race.raceNumber,
        race.prizeName,
        race.distance,
        placingCell(row.placement),
        row.postPosition,
        row.horseName,
        row.driver,
        row.kmTime,
        row.prizeMoney,
        row.sire,
        row.dam,
      ]),
    ),
  });
});
