import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the rankings screens (file paths are relative to views/). */
export const rankingsRoutes: RouteConfigEntry[] = [
  route("trotto/classifiche/:entity", "routes/rankings/ranking.tsx"),
  route("trotto/classifiche/:entity/:slug/:year?", "routes/rankings/entity-ranking.tsx"),
];
