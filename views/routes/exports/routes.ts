import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * CSV exports of the table pages: `{page}?formato=csv` reaches `/esporta/csv{page}` (src/server/csv-exports.ts),
 * so each route here mirrors the path of the page it exports.
 */
export const exportRoutes: RouteConfigEntry[] = [
  route("esporta/csv/trotto/classifiche/:entity", "routes/exports/ranking-csv.ts"),
  route("esporta/csv/trotto/classifiche/:entity/:slug/:year?", "routes/exports/entity-ranking-csv.ts"),
  route("esporta/csv/trotto/qualifiche/classifiche/:type/:year?/:slug?", "routes/exports/qualification-ranking-csv.ts"),
  route("esporta/csv/trotto/puledri", "routes/exports/foal-list-csv.ts"),
  route("esporta/csv/trotto/allevatori", "routes/exports/breeders-csv.ts"),
  route("esporta/csv/trotto/arrivi/:date/:racecourse/:raceNumber?", "routes/exports/race-results-csv.ts"),
];
