import { data, redirect, type HeadersFunction } from "react-router";
import type { PlayerResult } from "~/src/application/fantasy/player-guard";
import { fantasyAuthPath, fantasyExpiredSessionPath, fantasyHomePath, isFantasyPath } from "~/src/urls/fantasy";
import { gameBusyMessage } from "~/src/domain/fantasy/messages";

export const AUTH_PATH = fantasyAuthPath();
export const GAME_HOME_PATH = fantasyHomePath();

/** Game pages are one player's private data: never stored by browsers or proxies. */
export const NO_STORE = { "Cache-Control": "private, no-store" } as const;

/** Every game route's headers: its action's or its error's own (Retry-After, ...) plus no-store. */
export const noStoreHeaders: HeadersFunction = ({ actionHeaders, errorHeaders }) => {
  const headers = new Headers(errorHeaders ?? actionHeaders);
  headers.set("Cache-Control", NO_STORE["Cache-Control"]);
  return headers;
};

export function redirectNoStore(to: string) {
  return redirect(to, { headers: NO_STORE });
}

/** The page a request asked for, to come back to after a new login. */
export function returnPathOf(url: URL): string {
  return url.pathname + url.search;
}

/**
 * Where a login may send the player afterwards: a game page of this site only (never another
 * site, never the login page itself); anything else is the game's home.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 300) return null;
  if (!isFantasyPath(value.split("?")[0]) || /[\\\s]|\/\//.test(value)) return null;
  return value.startsWith(AUTH_PATH) ? null : value;
}

/** The login page after the game ended the player's session: it says so, and the login goes back to `returnTo`. */
export function expiredSessionPath(returnTo: string): string {
  return fantasyExpiredSessionPath(safeReturnPath(returnTo));
}

/**
 * The screen's data; or a redirect to the login page when the visitor is not (or no longer) a
 * signed-in player (after an expiry, with a word and the way back to `returnTo`); or the game's
 * throttle as a 429 page in Italian with the game's own Retry-After.
 */
export function requirePlayer<T>(result: PlayerResult<T>, returnTo: string): T {
  if (result.status === "signed-out") throw redirectNoStore(result.expired ? expiredSessionPath(returnTo) : AUTH_PATH);
  if (result.status === "throttled") {
    throw data(gameBusyMessage(result.retryAfterSeconds), {
      status: 429,
      headers: { ...NO_STORE, "Retry-After": String(result.retryAfterSeconds) },
    });
  }
  return result.value;
}
