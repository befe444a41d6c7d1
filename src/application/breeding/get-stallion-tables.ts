import { calendarDateInItaly, previousYear } from "../../domain/calendar";
import { canonicalHorseSlug } from "../../domain/horses/horse";
import type { PartnerTable } from "../../domain/partner/partner-table";
import type { Clock } from "../../ports/clock";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import type { PartnerTrottingPort } from "../../ports/trotting/partner";
import { stallionOnRecord } from "../known-subjects";
import { mainSection } from "../sections";

type StallionTableDeps = { trotting: PartnerTrottingPort & Pick<HorsesTrottingPort, "horseFile">; clock: Clock };

/**
 * A stallion's table for a year; `table` is null when the upstream's answer could not be read.
 * `stallionSlug`: the slug of the stallion's pages, when his file could be read.
 */
export type StallionTablePage = { table: PartnerTable | null; year: number; stallionSlug: string | null };

/** The mares that had a foal by the stallion in a year (default: the current year); null for an unknown stallion. */
export function makeGetStallionMares(deps: StallionTableDeps) {
  return async function getStallionMares(query: { code: string; year?: number }): Promise<StallionTablePage | null> {
    const year = query.year ?? calendarDateInItaly(deps.clock.now()).year;
    const [stallion, answer] = await Promise.all([
      stallionOnRecord(deps.trotting, query.code),
      mainSection(deps.trotting.stallionMares({ stallionCode: query.code, year })),
    ]);
    return stallion.known && answer
      ? { table: answer.section, year, stallionSlug: stallion.file && canonicalHorseSlug(stallion.file) }
      : null;
  };
}

/** The stallion's offspring born in a year (default: the previous year); null for an unknown stallion. */
export function makeGetStallionOffspring(deps: StallionTableDeps) {
  return async function getStallionOffspring(query: { code: string; year?: number }): Promise<StallionTablePage | null> {
    const year = query.year ?? previousYear(calendarDateInItaly(deps.clock.now()));
    const [stallion, answer] = await Promise.all([
      stallionOnRecord(deps.trotting, query.code),
      mainSection(deps.trotting.stallionOffspring({ stallionCode: query.code, year })),
    ]);
    return stallion.known && answer
      ? { table: answer.section, year, stallionSlug: stallion.file && canonicalHorseSlug(stallion.file) }
      : null;
  };
}
