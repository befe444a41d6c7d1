import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the horses screens (file paths are relative to views/). */
export const horsesRoutes: RouteConfigEntry[] = [
  route("api/cavalli/cerca", "routes/horses/api-horse-search.ts"),
];
