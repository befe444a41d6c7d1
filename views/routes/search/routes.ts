import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the header's site search (file paths are relative to views/). */
export const searchRoutes: RouteConfigEntry[] = [
  route("ricerca", "routes/search/site-search.tsx"),
  route("api/ricerca", "routes/search/api-site-suggestions.ts"),
];
