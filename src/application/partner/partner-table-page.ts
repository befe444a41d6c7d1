import { calendarDateInItaly, type CalendarDate } from "../../domain/calendar";
import { parseYearQuery, partnerYearOptions } from "../../domain/partner/partner-params";
import type { PartnerTable } from "../../domain/partner/partner-table";
import type { Slug } from "../../domain/slug";
import type { Clock } from "../../ports/clock";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import type { PartnerTrottingPort } from "../../ports/trotting/partner";
import type { SubjectOnRecord } from "../known-subjects";
import { optionalSection } from "../sections";

/** What the partner use cases need: the partner slice of the trotting API, the pedigree and the clock. */
export type PartnerDeps = {
  trotting: PartnerTrottingPort & Pick<HorsesTrottingPort, "pedigree" | "horseFile"> & Pick<BreedingTrottingPort, "breederSheet">;
  clock: Clock;
};

/** What a partner page asks for: its stallion or breeder (the address's slug, read by the view) and the raw `year` query. */
export type PartnerPageQuery = { subject: Slug; year: string | null };

/** How a page uses the year: none, one year with a default, or one year or all of them. */
type RequiredYear = { kind: "required"; defaultYear: (today: CalendarDate) => number };
export type YearPolicy = { kind: "none" } | RequiredYear | { kind: "optional" };

/** The year a page asks the upstream for: always one with a required year, maybe none otherwise. */
type YearOf<Policy extends YearPolicy> = Policy extends RequiredYear ? number : number | undefined;

export type PartnerTablePage = {
  /** The stallion's code or the breeder's id taken from the slug. */
  id: string;
  slug: string;
  /**
   * The slug of the subject's pages when its record could be read: an address with the right id
   * and another name answers with a permanent redirect to it (docs/decisions/005-partner-route-shapes.md).
   */
  ownSlug: string | null;
  /** null when the upstream failed: the page shows without the table (docs/PRODUCT.md, "Partner pages": only logged). */
  table: PartnerTable | null;
  /** The year shown; null for every year, or when the page has no year. */
  year: number | null;
  /** The selector's choices, newest first; null when the page has no year; `allYears` adds a "every year" choice. */
  yearChoice: { options: number[]; allYears: boolean } | null;
};

/**
 * The common path of every partner table page: the year from the query or the page's
 * default, then the table. Returns null when the year is malformed (the route answers
 * 404) without calling upstream, or when `subjectOf` says the upstream does not know the
 * stallion or breeder.
 */
export async function loadPartnerTablePage<Policy extends YearPolicy>(
  clock: Clock,
  query: PartnerPageQuery,
  policy: Policy,
  fetchTable: (id: string, year: YearOf<Policy>) => Promise<PartnerTable>,
  subjectOf: (id: string) => Promise<SubjectOnRecord>,
): Promise<PartnerTablePage | null> {
  const id = query.subject.id;
  const today = calendarDateInItaly(clock.now());
  const requested = parseYearQuery(policy.kind === "none" ? null : query.year, today);
  if (requested.kind === "invalid") return null;
  const year = requested.kind === "year" ? requested.year : policy.kind === "required" ? policy.defaultYear(today) : null;
  // A required-year policy always yields a number above; the others may yield none.
  const [subject, table] = await Promise.all([subjectOf(id), optionalSection(fetchTable(id, (year ?? undefined) as YearOf<Policy>))]);
  if (!subject.known) return null;
  return {
    id,
    slug: query.subject.text,
    ownSlug: subject.ownSlug,
    table,
    year,
    yearChoice: policy.kind === "none" ? null : { options: partnerYearOptions(today), allYears: policy.kind === "optional" },
  };
}
