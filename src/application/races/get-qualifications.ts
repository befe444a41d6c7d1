import { calendarDateInItaly } from "../../domain/calendar";
import { QUALIFICATION_FIRST_PAGE, qualificationYears, type QualificationYear } from "../../domain/races/rules";
import type { Qualification } from "../../domain/races/types";
import type { Clock } from "../../ports/clock";
import type { TrottingPort } from "../../ports/trotting-port";

export type QualificationsPage = {
  years: QualificationYear[];
  selected: QualificationYear;
  rows: Qualification[];
  /** True when `rows` is the first page only and the full list is still to be fetched. */
  partial: boolean;
};

/**
 * Qualification trials of one crop. The page first shows the first 500 rows, then the
 * browser asks for everything (`all`). A year outside the letter buttons is null (404).
 */
export function makeGetQualifications(deps: { trotting: TrottingPort; clock: Clock }) {
  return async function getQualifications(query: { year?: number; all?: boolean }): Promise<QualificationsPage | null> {
    const years = qualificationYears(calendarDateInItaly(deps.clock.now()));
    const selected = query.year === undefined ? years[0] : years.find((candidate) => candidate.year === query.year);
    if (!selected) return null;
    const take = query.all ? undefined : QUALIFICATION_FIRST_PAGE;
    const rows = await deps.trotting.qualifications(selected.year, take);
    return { years, selected, rows, partial: take !== undefined && rows.length >= take };
  };
}
