import { formatItalianDate, type CalendarDate } from "../../domain/calendar";
import type { StartersByDate } from "../../domain/races/types";
import type { TrottingPort } from "../../ports/trotting-port";
import { unusableAsNull } from "../sections";

export type StartersByDatePage = {
  date: CalendarDate;
  dayLabel: string;
  /** null when the upstream's answer could not be read: the page keeps its title and says so. */
  starters: StartersByDate | null;
};

/** The alphabetical index of the horses entered on a day. */
export function makeGetStartersByDate(deps: { trotting: TrottingPort }) {
  return async function getStartersByDate(date: CalendarDate): Promise<StartersByDatePage> {
    const starters = await unusableAsNull(deps.trotting.startersByDate(date));
    const letterList = starters?.letterList.filter((letter) => (starters.letters[letter]?.length ?? 0) > 0) ?? [];
    return {
      date,
      dayLabel: starters?.longDate ?? formatItalianDate(date),
      starters: starters && { ...starters, letterList },
    };
  };
}
