import { calendarDateInItaly, previousYear } from "../../domain/calendar";
import type { FoalList } from "../../domain/breeding/foals";
import { showAddFoalButton } from "../../domain/breeding/foals";
import { listYearChoices } from "../../domain/breeding/years";
import type { Clock } from "../../ports/clock";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";
import { unusableAsNull } from "../sections";

export type FoalListPage = {
  /** null when the upstream's answer could not be read: the page says so. */
  list: FoalList | null;
  year: number;
  wvideo: boolean;
  fixed: boolean;
  yearChoices: number[];
  showAddFoalButton: boolean;
};

/** The foal list of one birth year (default: the previous year); the main section, so outages propagate. */
export function makeGetFoalList(deps: { trotting: BreedingTrottingPort; clock: Clock }) {
  return async function getFoalList(query: { year?: number; wvideo?: boolean; fixed?: boolean }): Promise<FoalListPage> {
    const today = calendarDateInItaly(deps.clock.now());
    const year = query.year ?? previousYear(today);
    const wvideo = Boolean(query.wvideo);
    const fixed = Boolean(query.fixed);
    const list = await unusableAsNull(deps.trotting.foalList({ year, withVideo: wvideo, fixed }));
    return {
      list,
      year,
      wvideo,
      fixed,
      yearChoices: listYearChoices(today.year),
      showAddFoalButton: list !== null && showAddFoalButton(list, year, today.year),
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
