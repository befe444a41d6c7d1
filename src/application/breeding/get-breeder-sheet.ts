import type { BreederSheet } from "../../domain/breeding/breeders";
import { calendarDateInItaly, previousYear } from "../../domain/calendar";
import type { Clock } from "../../ports/clock";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";
import { mainSection } from "../sections";

/** A breeder's sheet for a year; `sheet` is null when the upstream's answer could not be read. */
export type BreederSheetPage = { sheet: BreederSheet | null; year: number };

/** The breeder sheet for one year (default: the previous year); null for an unknown breeder. */
export function makeGetBreederSheet(deps: { trotting: BreedingTrottingPort; clock: Clock }) {
  return async function getBreederSheet(query: { id: number; year?: number }): Promise<BreederSheetPage | null> {
    const year = query.year ?? previousYear(calendarDateInItaly(deps.clock.now()));
    const answer = await mainSection(deps.trotting.breederSheet(query.id, year));
    return answer && { sheet: answer.section, year };
  };
}
