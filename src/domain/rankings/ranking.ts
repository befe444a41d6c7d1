import type { SortDirection } from "../sorting";

/** The generic rankings the trotting API knows. */
export const RANKING_ENTITIES = ["leaders", "stalloni", "allevatori", "proprietari", "allenatori", "guidatori", "nonni"] as const;
export type RankingEntity = (typeof RANKING_ENTITIES)[number];

export const DEFAULT_RANKING_PAGE_SIZE = 300;
export const RANKING_SKELETON_ROWS = 25;

export type RankingField = { key: string; label: string };
export type RankingRow = { Nome: string; slug: string; Eta?: number | null; [column: string]: unknown };
export type RankingOption = { value: string; label: string };
export type RankingDescription = { title: string | null; subtitle: string | null; texts: string[] };
export type RankingSwitchType = "year" | "classics";

/** The ranking object of GET /api/v2/classifiche (field names as the API gives them). */
export type Ranking = {
  items: RankingRow[];
  fields: RankingField[];
  showYear: boolean;
  yearOptions: number[];
  yearSelected: number | null;
  etaOptions: RankingOption[];
  etaSelected: string | null;
  queryString: string;
  showDoubleHeader: boolean;
  description: RankingDescription | null;
  perPage: number;
  title: string | null;
  switchType: RankingSwitchType | null;
};

export type RankingQuery = { entity: RankingEntity; year: number | null; eta: string | null; type: string | null };

export function isRankingEntity(value: string): value is RankingEntity {
  return (RANKING_ENTITIES as readonly string[]).includes(value);
}

/** 'Classifica {entity} {current year}' unless the server gives a title. */
export function rankingTitle(entity: string, serverTitle: string | null | undefined, currentYear: number): string {
  return serverTitle?.trim() ? serverTitle : `Classifica ${entity} ${currentYear}`;
}

/** Leaders are horses (their profile); every other subject has its own ranking page. */
export function rankingNameLink(entity: string, slug: string, year: number, queryString: string): string {
  if (entity === "leaders") return `/cavalli/${slug}`;
  return `/trotto/classifiche/${entity}/${slug}/${year}${queryString}`;
}

/** A year change takes effect only when the chosen year is one of the options; otherwise the current year stays. */
export function nextRankingYear(current: number, chosen: number, options: readonly number[]): number {
  return options.includes(chosen) ? chosen : current;
}

export type RankingSwitchButton = { label: string; type: string | null };

/** The two views a ranking can switch between; `type` is the value of the query parameter (null = default view). */
export function rankingSwitchButtons(switchType: RankingSwitchType | null): RankingSwitchButton[] {
  if (switchType === "year") {
    return [
      { label: "Classifica annuale", type: null },
      { label: "Classifica per generazione", type: "generazione" },
    ];
  }
  if (switchType === "classics") {
    return [
      { label: "Classifica stalloni indigeni", type: "indigeni" },
      { label: "Classifica generale", type: null },
    ];
  }
  return [];
}

/** Groups of the double header: the record columns under 'Record', the season's figures under 'Vincite {year}'. */
export function doubleHeaderGroups(fields: readonly RankingField[], year: number): { label: string; span: number }[] {
  const groups: { label: string; span: number }[] = [];
  for (const field of fields) {
    const label = /^(Pos|Nome|Eta)$/.test(field.key) ? "" : /record/i.test(field.key) ? "Record" : `Vincite ${year}`;
    const last = groups.at(-1);
    if (last && last.label === label) last.span += 1;
    else groups.push({ label, span: 1 });
  }
  return groups;
}

export type SortState = { key: string; direction: SortDirection } | null;

/** Clicking a column sorts it ascending; clicking the sorted column again flips the direction. */
export function nextSortState(current: SortState, key: string): { key: string; direction: SortDirection } {
  if (current && current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: "asc" };
}

export type PageSlice<T> = { rows: T[]; page: number; totalPages: number };

/** One page of rows; null when the page does not exist (an empty list still has page 1). */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number): PageSlice<T> | null {
  const size = perPage > 0 ? perPage : DEFAULT_RANKING_PAGE_SIZE;
  const totalPages = Math.max(1, Math.ceil(rows.length / size));
  if (!Number.isInteger(page) || page < 1 || page > totalPages) return null;
  return { rows: rows.slice((page - 1) * size, page * size), page, totalPages };
}
