import type { Route } from "./+types/logout";
import { protectedAction } from "../../protected-action.server";
import { NO_STORE, noStoreHeaders, redirectNoStore } from "./guard";
import { fantasyHomePath } from "~/src/urls/fantasy";
import { homePath } from "~/src/urls/news";
import { fantasyKey, flashKey, playerSessionKey } from "~/src/request-context";

export const headers = noStoreHeaders;

/** Only the logout form posts here; a visit goes back to the game. */
export function loader() {
  return redirectNoStore(fantasyHomePath());
}

export const action = protectedAction({ bucket: () => "fantasy-logout" }, async ({ context }: Route.ActionArgs) => {
  await context.get(fantasyKey).logoutFantasyPlayer(context.get(playerSessionKey));
  return context.get(flashKey).redirect(homePath(), { text: "Uscita effettuata: a presto su FantaTrotto." }, NO_STORE);
});

/**
 * Nothing to show: the action and the loader always redirect. Being a page route
 * (not a resource route) is what gives a refused post, such as an expired form sent
 * without JavaScript, the site's Italian error page instead of a bare answer.
 */
export default function Logout() {
  return null;
}
