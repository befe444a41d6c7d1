import type { BreederSheet } from "../../domain/breeding/breeders";
import { calendarDateInItaly, previousYear } from "../../domain/calendar";
import type { Clock } from "../../ports/clock";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";
import { nullIfNotFound } from "../not-found";

export type BreederSheetPage = BreederSheet & { year: number };

/** The breeder sheet for one year (default: the previous year); null for an unknown breeder. */
export function makeGetBreederSheet(deps: { trotting: BreedingTrottingPort; clock: Clock }) {
  return async function getBreederSheet(query: { id: number; year?: number }): Promise<BreederSheetPage | null> {
    const year = query.year ?? previousYear(calendarDateInItaly(deps.clock.now()));
    const sheet = await nullIfNotFound(deps.trotting.breederSheet(query.id, year));
    return sheet && { ...sheet, year };
  };
}
