import type { Route } from "./+types/player-scope";
import { playerSessionKey } from "~/src/request-context";

/**
 * A game request takes the player's lock once and reads the session once, for its action
 * and for the loaders React Router runs after it in the same request: the use cases' own
 * `exclusive` calls inside run at once (src/server/session.ts). Visitors who are not signed
 * in have no lock to take.
 */
export const middleware: Route.MiddlewareFunction[] = [({ context }, next) => context.get(playerSessionKey).exclusive(() => next())];
