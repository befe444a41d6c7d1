import { redirect } from "react-router";
import { raceListPath, startersByDatePath } from "~/src/urls/races";
import type { Route } from "./+types/today-entries";
import { racesKey } from "~/src/request-context";

/** /partenti/oggi: today's starters index, or the entries list when nothing runs today. */
export async function loader({ context }: Route.LoaderArgs) {
  const today = await context.get(racesKey).findTodayEntries();
  return redirect(today ? startersByDatePath(today) : raceListPath("partenti"));
}
