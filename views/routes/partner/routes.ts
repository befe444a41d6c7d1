import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the partner screens (file paths are relative to views/). */
export const partnerRoutes: RouteConfigEntry[] = [];
