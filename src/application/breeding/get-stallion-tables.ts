import { calendarDateInItaly, previousYear } from "../../domain/calendar";
import type { PartnerTable } from "../../domain/partner/partner-table";
import type { Clock } from "../../ports/clock";
import type { PartnerTrottingPort } from "../../ports/trotting/partner";
import { nullIfNotFound } from "../not-found";

export type StallionTablePage = { table: PartnerTable; year: number };

/** The mares that had a foal by the stallion in a year (default: the current year); null for an unknown stallion. */
export function makeGetStallionMares(deps: { trotting: PartnerTrottingPort; clock: Clock }) {
  return async function getStallionMares(query: { code: string; year?: number }): Promise<StallionTablePage | null> {
    const year = query.year ?? calendarDateInItaly(deps.clock.now()).year;
    const table = await nullIfNotFound(deps.trotting.stallionMares({ stallionCode: query.code, year }));
    return table && { table, year };
  };
}

/** The stallion's offspring born in a year (default: the previous year); null for an unknown stallion. */
export function makeGetStallionOffspring(deps: { trotting: PartnerTrottingPort; clock: Clock }) {
  return async function getStallionOffspring(query: { code: string; year?: number }): Promise<StallionTablePage | null> {
    const year = query.year ?? previousYear(calendarDateInItaly(deps.clock.now()));
    const table = await nullIfNotFound(deps.trotting.stallionOffspring({ stallionCode: query.code, year }));
    return table && { table, year };
  };
}
