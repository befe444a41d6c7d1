import { calendarDateInItaly } from "../../domain/calendar";
import { nextStartOf, type NextStart } from "../../domain/races/next-start";
import type { Clock } from "../../ports/clock";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { optionalSection } from "../sections";

/**
 * The next race a horse is entered in: the starter search on its name (the one list of entries by
 * horse the trotting API publishes), kept to its own code, today and after. A secondary section:
 * null when there is none or the search fails.
 */
export function makeFindNextStart(deps: { trotting: HorsesTrottingPort; clock: Clock }) {
  return async function findNextStart(horse: { code: string; name: string }): Promise<NextStart | null> {
    const rows = await optionalSection(deps.trotting.searchStarters(horse.name));
    return rows ? nextStartOf(rows, horse.code, calendarDateInItaly(deps.clock.now())) : null;
  };
}
