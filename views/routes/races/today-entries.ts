import { redirect } from "react-router";
import type { Route } from "./+types/today-entries";

/** /partenti/oggi: today's starters index, or the entries list when nothing runs today. */
export async function loader({ context }: Route.LoaderArgs) {
  return redirect(await context.useCases.findTodayEntries());
}
