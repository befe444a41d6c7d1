import { redirect, type HeadersFunction } from "react-router";
import type { PlayerResult } from "~/src/application/fantasy/player-guard";
import { fantasyAuthPath, fantasyHomePath } from "~/src/urls/fantasy";

export const AUTH_PATH = fantasyAuthPath();
export const GAME_HOME_PATH = fantasyHomePath();

/** Game pages are one player's private data: never stored by browsers or proxies. */
export const NO_STORE = { "Cache-Control": "private, no-store" } as const;

/** Every game route's headers: its action's own (Retry-After, ...) plus no-store. */
export const noStoreHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", NO_STORE["Cache-Control"]);
  return headers;
};

export function redirectNoStore(to: string) {
  return redirect(to, { headers: NO_STORE });
}

/** The screen's data, or a redirect to the login page when the visitor is not (or no longer) a signed-in player. */
export function requirePlayer<T>(result: PlayerResult<T>): T {
  if (result.status === "signed-out") throw redirectNoStore(AUTH_PATH);
  return result.value;
}
