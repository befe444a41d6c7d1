import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the fantasy screens (file paths are relative to views/). */
export const fantasyRoutes: RouteConfigEntry[] = [];
