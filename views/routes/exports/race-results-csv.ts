import { exportFileName } from "../../../src/domain/export/table-export";
import { formatPlacement } from "../../../src/domain/format";
import { csvResponse } from "../../csv-export";
import { fileLoader } from "../../file-loader";
import { raceNumberParam, routeDateParam, trackCodeParam, notFound } from "../races/params";
import type { Route } from "./+types/race-results-csv";

/** The results of a meeting (or of one race): one row per horse, the race it ran in first. */
export const loader = fileLoader(async ({ params, context }: Route.LoaderArgs) => {
  const date = routeDateParam(params.date);
  const trackCode = trackCodeParam(params.ippodromo);
  const raceNumber = raceNumberParam(params.numeroCorsa);
  const page = (await context.useCases.getRaceDetail({ type: "arrivi", date, trackCode, raceNumber })) ?? notFound();
  const races = page.corse.filter((race) => raceNumber === undefined || race.NumeroCorsa === raceNumber);
  return csvResponse({
    name: exportFileName("arrivi", page.ippodromo.NomeIppodromo, date, raceNumber === undefined ? null : `corsa ${raceNumber}`),
    header: ["Corsa", "Premio", "Distanza", "Piazzamento", "N°", "Cavallo", "Guidatore", "Tempo", "Premio vinto", "Padre", "Madre"],
    rows: races.flatMap((race) =>
      race.prestazioni.map((row) => [
        race.NumeroCorsa,
        race.NomePremio,
        race.Distanza,
        formatPlacement(row.Piazzamento),
        row.NumeroPartenza,
        row.NomeCavallo,
        row.NomeGuidatore,
        row.TempoPre,
        row.ImportoPremio,
        row.NomePadre,
        row.NomeMadre,
      ]),
    ),
  });
});
