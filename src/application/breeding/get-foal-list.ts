import { calendarDateInItaly, previousYear } from "../../domain/calendar";
import type { FoalList } from "../../domain/breeding/foals";
import { showAddFoalButton } from "../../domain/breeding/foals";
import { listYearChoices } from "../../domain/breeding/years";
import type { Clock } from "../../ports/clock";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";

export type FoalListPage = {
  list: FoalList;
  year: number;
  wvideo: boolean;
  fixed: boolean;
  yearChoices: number[];
  showAddFoalButton: boolean;
};

/** The foal list of one birth year (default: the previous year); the main section, so failures propagate. */
export function makeGetFoalList(deps: { trotting: BreedingTrottingPort; clock: Clock }) {
  return async function getFoalList(query: { year?: number; wvideo?: boolean; fixed?: boolean }): Promise<FoalListPage> {
    const today = calendarDateInItaly(deps.clock.now());
    const year = query.year ?? previousYear(today);
    const wvideo = Boolean(query.wvideo);
    const fixed = Boolean(query.fixed);
    const list = await deps.trotting.foalList({ year, wvideo, fixed });
    return {
      list,
      year,
      wvideo,
      fixed,
      yearChoices: listYearChoices(today.year),
      showAddFoalButton: showAddFoalButton(list, year, today.year),
    };
  };
}

/** The foal list defaults a route may need without calling upstream (year bounds for param checks). */
export function makeGetFoalYearBounds(deps: { clock: Clock }) {
  return function getFoalYearBounds(): { currentYear: number; defaultYear: number } {
    const today = calendarDateInItaly(deps.clock.now());
    return { currentYear: today.year, defaultYear: previousYear(today) };
  };
}
