import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the breeding screens (file paths are relative to views/). */
export const breedingRoutes: RouteConfigEntry[] = [];
