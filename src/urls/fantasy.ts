import { href } from "react-router";
import { queryString, segment } from "./values";

/** Addresses of the FantaTrotto game. */

/** The player's stable, the game's home: /fantatrotto. */
export function fantasyHomePath(): string {
  return href("/fantatrotto");
}

/** Sign-in, or registration (?tab=registrati). */
export function fantasyAuthPath(tab?: "accedi" | "registrati" | null): string {
  return href("/fantatrotto/auth") + queryString({ tab });
}

export function fantasyMarketPath(): string {
  return href("/fantatrotto/mercato");
}

/** The game's rankings: /fantatrotto/classifiche[/{type}[/{period id}]]. */
export function fantasyRankingsPath(type?: string | null, periodId?: string | null): string {
  return href("/fantatrotto/classifiche/:type?/:id?", {
    type: type ? segment(type) : undefined,
    id: type && periodId ? segment(periodId) : undefined,
  });
}

export function fantasyRulesPath(): string {
  return href("/fantatrotto/regolamento");
}

export function fantasyLogoutPath(): string {
  return href("/fantatrotto/esci");
}

/** The game's own area, where the portal's navigation is hidden. */
export function isFantasyPath(pathname: string): boolean {
  return /^\/fantatrotto(\/|$)/.test(pathname);
}
