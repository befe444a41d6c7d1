import type { Route } from "./+types/logout";
import { verifyCsrf } from "../../components/csrf-field";
import { noStoreHeaders, redirectNoStore } from "./guard";

export const headers = noStoreHeaders;

/** Only the logout form posts here; a visit goes back to the game. */
export function loader() {
  return redirectNoStore("/fantatrotto");
}

export async function action({ request, context }: Route.ActionArgs) {
  verifyCsrf(await request.formData(), context);
  await context.useCases.logoutFantasyPlayer(context.playerSession);
  return redirectNoStore("/");
}
