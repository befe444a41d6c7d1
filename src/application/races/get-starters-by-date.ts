import { displayRouteDate } from "../../domain/races/rules";
import type { StartersByDate } from "../../domain/races/types";
import type { TrottingPort } from "../../ports/trotting-port";

export type StartersByDatePage = StartersByDate & { date: string; dayLabel: string };

/** The alphabetical index of the horses entered on a day. */
export function makeGetStartersByDate(deps: { trotting: TrottingPort }) {
  return async function getStartersByDate(date: string): Promise<StartersByDatePage> {
    const starters = await deps.trotting.startersByDate(date);
    const lettersList = starters.lettersList.filter((letter) => (starters.letters[letter]?.length ?? 0) > 0);
    return { ...starters, lettersList, date, dayLabel: starters.dataEstesa ?? displayRouteDate(date) };
  };
}
