import { formatEuro, formatInteger } from "../format";
import type { SortDirection } from "../sorting";
import { italianNumber } from "../italian-format";
import { RANKING_ENTITIES, RANKING_ENTITY_NAMES, type RankingEntity } from "./ranking-entities";

// The rankings and their subjects' names: a module of their own, which every page's directory of the site reads.
export { RANKING_ENTITIES, RANKING_ENTITY_NAMES, type RankingEntity } from "./ranking-entities";

export const DEFAULT_RANKING_PAGE_SIZE = 300;
export const RANKING_SKELETON_ROWS = 25;

/**
 * How a ranking column reads: the position, the subject's name (linked), its age,
 * a record time, an amount, a percentage, a count or text.
 */
export type RankingColumnKind = "position" | "name" | "age" | "record" | "money" | "percent" | "number" | "text";
/** A column the server chooses; `id` is its opaque key, also the `sort` of the address. */
export type RankingColumn = { id: string; label: string; kind: RankingColumnKind };
export type RankingCell = string | number | boolean | null;
export type RankingRow = { name: string; slug: string; age: number | null; cells: Record<string, RankingCell> };
export type RankingOption = { value: string; label: string };
export type RankingDescription = { title: string | null; subtitle: string | null; texts: string[] };
export type RankingSwitchType = "year" | "classics";

/** A generic ranking as the server lays it out. */
export type Ranking = {
  rows: RankingRow[];
  columns: RankingColumn[];
  showYear: boolean;
  yearOptions: number[];
  selectedYear: number | null;
  ageOptions: RankingOption[];
  selectedAge: string | null;
  /** The query the subjects' links keep (?eta=…&type=…), as the server writes it. */
  queryString: string;
  doubleHeader: boolean;
  description: RankingDescription | null;
  perPage: number;
  title: string | null;
  switchType: RankingSwitchType | null;
};

export type RankingQuery = { entity: RankingEntity; year: number | null; age: string | null; type: string | null };

export function isRankingEntity(value: string): value is RankingEntity {
  return (RANKING_ENTITIES as readonly string[]).includes(value);
}

/**
 * 'Classifica {entity} {year}' unless the server gives a title: the subjects' Italian name and the
 * year the figures are about (the spec's "current year" is the year shown when none is chosen).
 */
export function rankingTitle(entity: RankingEntity, serverTitle: string | null | undefined, year: number): string {
  return serverTitle?.trim() ? serverTitle : `Classifica ${RANKING_ENTITY_NAMES[entity]} ${year}`;
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
export function doubleHeaderGroups(columns: readonly RankingColumn[], year: number): { label: string; span: number }[] {
  const groups: { label: string; span: number }[] = [];
  for (const column of columns) {
    const label =
      column.kind === "position" || column.kind === "name" || column.kind === "age"
        ? ""
        : column.kind === "record"
          ? "Record"
          : `Vincite ${year}`;
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

/** How a ranking cell reads: euro for amounts, '%' for percentages, Italian digits for counts. */
export function rankingCellText(value: RankingCell | undefined, kind: RankingColumnKind): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "boolean") return value ? "Sì" : "No";
  if (typeof value === "string") return value;
  if (kind === "percent") return `${italianNumber(value, { maximumFractionDigits: 2 })}%`;
  if (kind === "money") return formatEuro(value);
  if (kind === "position" || kind === "age") return String(value);
  return formatInteger(value);
}

/** Columns holding figures are right-aligned. */
export function isNumericRankingColumn(column: RankingColumn): boolean {
  return column.kind !== "name" && column.kind !== "record" && column.kind !== "text";
}

/**
 * What a phone shows of every ranked row: the position and the name, then the ranked amount
 * (the first amount, the one the ranking is about); the other figures fold into its small print.
 */
export function rankingKeyColumnIds(columns: readonly RankingColumn[]): { heading: string[]; facts: string[] } {
  return {
    heading: columns.filter((column) => column.kind === "position" || column.kind === "name").map((column) => column.id),
    facts: columns
      .filter((column) => column.kind === "money")
      .slice(0, 1)
      .map((column) => column.id),
  };
}

/**
 * The order a ranking's columns are read in: position, name and age, then the amounts won
 * (what the ranking is about), then the rest as the server lists them. On a phone the
 * columns that matter are the first ones, in view without scrolling.
 */
export function rankingColumnsInReadingOrder(columns: readonly RankingColumn[]): RankingColumn[] {
  const rank = (column: RankingColumn) =>
    column.kind === "position" ? 0 : column.kind === "name" ? 1 : column.kind === "age" ? 2 : column.kind === "money" ? 3 : 4;
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => rank(a.column) - rank(b.column) || a.index - b.index)
    .map(({ column }) => column);
}
