import { href, matchPath } from "react-router";
import { queryString, segment, type PagePattern } from "./values";

/** Addresses of the FantaTrotto game. */

/** The game's home route: every game page's address lies below it. */
const FANTASY_HOME_PATTERN = "/fantatrotto" satisfies PagePattern;

/** The player's stable, the game's home: /fantatrotto. */
export function fantasyHomePath(): string {
  return href(FANTASY_HOME_PATTERN);
}

/**
 * Sign-in, or registration (?tab=registrati); `returnTo`: the game page a login goes back to
 * (`dopo`, after the game ended a session), kept when the player switches between the two tabs.
 */
export function fantasyAuthPath(tab?: "entra" | "registrati" | null, returnTo?: string | null): string {
  return href("/fantatrotto/auth") + queryString({ tab, dopo: returnTo });
}

/** The sign-in page after the game ended the player's session: it says so, and the login goes back to `returnTo`. */
export function fantasyExpiredSessionPath(returnTo: string | null): string {
  return href("/fantatrotto/auth") + queryString({ sessione: "scaduta", dopo: returnTo });
}

export function fantasyMarketPath(): string {
  return href("/fantatrotto/mercato");
}

/** The market's confirmation step of a purchase or a sale (its own page without JavaScript). */
export function fantasyTradeConfirmationPath(action: string, horseCode: string): string {
  return fantasyMarketPath() + queryString({ conferma: action, cavallo: horseCode });
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

/**
 * The game's own area (the portal's navigation hidden, the session needed, a safe place to come
 * back to after signing in): the one test of a game address.
 */
export function isFantasyPath(pathname: string): boolean {
  // The game's home route and every route below it, as React Router matches them.
  return matchPath({ path: FANTASY_HOME_PATTERN, end: false }, pathname) !== null;
}
