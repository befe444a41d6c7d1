import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the horses screens (file paths are relative to views/). */
export const horsesRoutes: RouteConfigEntry[] = [];
