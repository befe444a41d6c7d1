import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the rankings screens (file paths are relative to views/). */
export const rankingsRoutes: RouteConfigEntry[] = [];
