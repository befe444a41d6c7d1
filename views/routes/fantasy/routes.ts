import { layout, route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * Routes of the fantasy screens (file paths are relative to views/). Every game request
 * holds the player's lock for its whole length (player-scope.tsx); the game's own pages
 * are for signed-in players only (members-only.tsx).
 */
export const fantasyRoutes: RouteConfigEntry[] = [
  layout("routes/fantasy/player-scope.tsx", [
    route("fantatrotto/auth", "routes/fantasy/auth.tsx"),
    route("fantatrotto/esci", "routes/fantasy/logout.tsx"),
    layout("routes/fantasy/members-only.tsx", [
      route("fantatrotto", "routes/fantasy/stable.tsx"),
      route("fantatrotto/mercato", "routes/fantasy/market.tsx"),
      route("fantatrotto/classifiche/:type?/:id?", "routes/fantasy/rankings.tsx"),
      route("fantatrotto/regolamento", "routes/fantasy/rules.tsx"),
    ]),
  ]),
];
