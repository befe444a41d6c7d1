import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the news screens (file paths are relative to views/). */
export const newsRoutes: RouteConfigEntry[] = [];
