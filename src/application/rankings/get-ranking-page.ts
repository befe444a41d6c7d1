import { calendarDateInItaly } from "../../domain/calendar";
import {
  nextRankingYear,
  pageOf,
  rankingTitle,
  type Ranking,
  type RankingQuery,
  type RankingRow,
  type SortState,
} from "../../domain/rankings/ranking";
import { sortRowsEmptyLast } from "../../domain/sorting";
import type { Clock } from "../../ports/clock";
import type { RankingsTrottingPort } from "../../ports/trotting/rankings";
import { unusableAsNull } from "../sections";

/** `page: "all"` is the whole ranking in one table (the CSV export). */
export type RankingPageRequest = RankingQuery & { page: number | "all"; sort: SortState };

export type RankingPage =
  | {
      status: "ok";
      entity: string;
      title: string;
      /** The year the figures are about (the server's choice when none was asked). */
      year: number;
      ranking: Omit<Ranking, "rows">;
      rows: RankingRow[];
      page: number;
      totalPages: number;
      totalRows: number;
      sort: SortState;
    }
  /** The upstream's answer could not be read: the page keeps its title and says so. */
  | { status: "unavailable"; entity: string; title: string };

/** Generic ranking: the chosen year only when it is among the options, sorted with empty values last, one page. */
export function makeGetRankingPage(deps: { trotting: RankingsTrottingPort; clock: Clock }) {
  return async function getRankingPage(request: RankingPageRequest): Promise<RankingPage | null> {
    const currentYear = calendarDateInItaly(deps.clock.now()).year;
    const { page, sort, ...query } = request;
    let ranking = await unusableAsNull(deps.trotting.ranking(query));
    if (!ranking)
      return { status: "unavailable", entity: query.entity, title: rankingTitle(query.entity, null, query.year ?? currentYear) };
    if (query.year !== null && ranking.yearOptions.length > 0) {
      const accepted = nextRankingYear(currentYear, query.year, ranking.yearOptions);
      if (accepted !== query.year) ranking = (await unusableAsNull(deps.trotting.ranking({ ...query, year: null }))) ?? ranking;
    }
    const validSort = sort && ranking.columns.some((column) => column.id === sort.key) ? sort : null;
    const ordered = validSort ? sortRowsEmptyLast(ranking.rows, (row) => row.cells[validSort.key], validSort.direction) : ranking.rows;
    const slice = page === "all" ? { rows: ordered, page: 1, totalPages: 1 } : pageOf(ordered, page, ranking.perPage);
    if (!slice) return null;
    const { rows, ...rest } = ranking;
    // The title names the year of the figures shown, not today's.
    const year = ranking.selectedYear ?? query.year ?? currentYear;
    return {
      status: "ok",
      entity: query.entity,
      // The server may title the view in its description only (the generation ranking: 'i nati nel 2023').
      title: rankingTitle(query.entity, ranking.title ?? ranking.description?.title, year),
      year,
      ranking: rest,
      rows: slice.rows,
      page: slice.page,
      totalPages: slice.totalPages,
      totalRows: rows.length,
      sort: validSort,
    };
  };
}
