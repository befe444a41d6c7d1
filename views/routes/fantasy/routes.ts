import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the fantasy screens (file paths are relative to views/). */
export const fantasyRoutes: RouteConfigEntry[] = [
  route("fantatrotto", "routes/fantasy/stable.tsx"),
  route("fantatrotto/auth", "routes/fantasy/auth.tsx"),
  route("fantatrotto/mercato", "routes/fantasy/market.tsx"),
  route("fantatrotto/classifiche/:type?/:id?", "routes/fantasy/rankings.tsx"),
  route("fantatrotto/regolamento", "routes/fantasy/rules.tsx"),
  route("fantatrotto/esci", "routes/fantasy/logout.tsx"),
];
