import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the races screens (file paths are relative to views/). */
export const racesRoutes: RouteConfigEntry[] = [];
