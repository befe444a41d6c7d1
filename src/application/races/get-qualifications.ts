import { calendarDateInItaly } from "../../domain/calendar";
import { QUALIFICATION_FIRST_PAGE, qualificationYears, type QualificationYear } from "../../domain/races/rules";
import type { Qualification } from "../../domain/races/types";
import type { Clock } from "../../ports/clock";
import type { TrottingPort } from "../../ports/trotting-port";
import { isUpstreamError } from "../../ports/upstream-error";

export type QualificationsPage = {
  years: QualificationYear[];
  selected: QualificationYear;
  rows: Qualification[];
  /** True when `rows` is the first page only and the full list is still to be fetched. */
  partial: boolean;
  /** The first rows could not be loaded: the page shows the retrying message and keeps asking (docs/PRODUCT.md, "Qualifications"). */
  failed: boolean;
};

/**
 * Qualification trials of one crop. The page first shows the first 500 rows, then the
 * browser asks for everything (`all`); without JavaScript a plain link asks the page for the
 * whole crop (`wholeCrop`). A year outside the letter buttons is null (404).
 */
export function makeGetQualifications(deps: { trotting: TrottingPort; clock: Clock }) {
  return async function getQualifications(query: {
    year?: number;
    all?: boolean;
    wholeCrop?: boolean;
  }): Promise<QualificationsPage | null> {
    const years = qualificationYears(calendarDateInItaly(deps.clock.now()));
    const selected = query.year === undefined ? years[0] : years.find((candidate) => candidate.year === query.year);
    if (!selected) return null;
    if (query.all) {
      const rows = await deps.trotting.qualifications(selected.year, undefined);
      return { years, selected, rows, partial: false, failed: false };
    }
    if (query.wholeCrop) {
      // The page without JavaScript asks for the whole crop at once; if that fails, the first page will do.
      try {
        return { years, selected, rows: await deps.trotting.qualifications(selected.year, undefined), partial: false, failed: false };
      } catch (error) {
        if (!isUpstreamError(error)) throw error;
      }
    }
    return firstPage(years, selected);
  };

  async function firstPage(years: QualificationYear[], selected: QualificationYear): Promise<QualificationsPage> {
    try {
      const rows = await deps.trotting.qualifications(selected.year, QUALIFICATION_FIRST_PAGE);
      return { years, selected, rows, partial: rows.length >= QUALIFICATION_FIRST_PAGE, failed: false };
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      return { years, selected, rows: [], partial: true, failed: true };
    }
  }
}

export type FullQualificationList = { status: "ok"; rows: Qualification[] } | { status: "unavailable" } | { status: "unknown-year" };

/** The whole crop, asked by the qualification page after its first rows; a failure is reported, the page retries. */
export function makeGetFullQualificationList(deps: { trotting: TrottingPort; clock: Clock }) {
  const getQualifications = makeGetQualifications(deps);
  return async function getFullQualificationList(year: number | undefined): Promise<FullQualificationList> {
    try {
      const page = await getQualifications({ year, all: true });
      return page ? { status: "ok", rows: page.rows } : { status: "unknown-year" };
    } catch (error) {
      if (isUpstreamError(error)) return { status: "unavailable" };
      throw error;
    }
  };
}
