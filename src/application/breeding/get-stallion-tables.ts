import { calendarDateInItaly, previousYear } from "../../domain/calendar";
import type { PartnerTable } from "../../domain/partner/partner-table";
import type { Clock } from "../../ports/clock";
import type { PartnerTrottingPort } from "../../ports/trotting/partner";

export type StallionTablePage = { table: PartnerTable; year: number };

/** The mares that had a foal by the stallion in a year (default: the current year). */
export function makeGetStallionMares(deps: { trotting: PartnerTrottingPort; clock: Clock }) {
  return async function getStallionMares(query: { code: string; year?: number }): Promise<StallionTablePage> {
    const year = query.year ?? calendarDateInItaly(deps.clock.now()).year;
    return { table: await deps.trotting.stallionMares({ stallionCode: query.code, year }), year };
  };
}

/** The stallion's offspring born in a year (default: the previous year). */
export function makeGetStallionOffspring(deps: { trotting: PartnerTrottingPort; clock: Clock }) {
  return async function getStallionOffspring(query: { code: string; year?: number }): Promise<StallionTablePage> {
    const year = query.year ?? previousYear(calendarDateInItaly(deps.clock.now()));
    return { table: await deps.trotting.stallionOffspring({ stallionCode: query.code, year }), year };
  };
}
