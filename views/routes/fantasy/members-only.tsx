import type { Route } from "./+types/members-only";
import { AUTH_PATH, redirectNoStore } from "./guard";
import { playerSessionKey } from "~/src/request-context";

/**
 * Every game page but the login one is for signed-in players: anyone else goes to the login
 * page before any loader runs, whatever the address asks for (an unknown ranking type too).
 * A session the game's server no longer knows is found by the loaders (`requirePlayer`).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    // A post goes to its action first, whose form token is checked before anything else (views/protected-action.server.ts).
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (!context.get(playerSessionKey).player) throw redirectNoStore(AUTH_PATH);
  },
];
