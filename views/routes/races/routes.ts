import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the races screens (file paths are relative to views/). */
export const racesRoutes: RouteConfigEntry[] = [
  route("trotto/partenti", "routes/races/race-list.tsx", { id: "races/entries-list" }),
  route("trotto/arrivi", "routes/races/race-list.tsx", { id: "races/results-list" }),
  route("partenti/oggi", "routes/races/today-entries.ts"),
  route("trotto/partenti/figli-di", "routes/races/sire-starters.tsx"),
  route("trotto/partenti/:date", "routes/races/starters-by-date.tsx"),
  route("trotto/partenti/dettaglio-corsa/:date/:racecourse/:raceNumber?", "routes/races/race-at-a-glance.tsx"),
  route("trotto/partenti/:date/:racecourse/:raceNumber?", "routes/races/race-detail.tsx", { id: "races/entries-detail" }),
  route("trotto/arrivi/:date/:racecourse/:raceNumber?", "routes/races/race-detail.tsx", { id: "races/results-detail" }),
  route("trotto/sorteggi", "routes/races/draws.tsx"),
  route("trotto/sorteggi/:date/:racecourse/:raceNumber", "routes/races/draw-detail.tsx"),
  route("trotto/statistiche/numeri", "routes/races/starting-numbers.tsx"),
  route("trotto/indice-sulky", "routes/races/ratings-method.tsx"),
  route("trotto/indice-sulky/pronostici", "routes/races/ratings-track-record.tsx"),
  route("trotto/qualifiche", "routes/races/qualifications.tsx"),
  route("trotto/qualifiche/elenco", "routes/races/qualifications-list.ts"),
  route("trotto/qualifiche/classifiche/:type/:year?/:slug?", "routes/races/qualification-ranking.tsx"),
];
