import { calendarDateInItaly } from "../../domain/calendar";
import { ENTITY_RANKING_NOTE, entityRankingYears, type EntityRankingRow } from "../../domain/rankings/entity-ranking";
import type { RankingEntity } from "../../domain/rankings/ranking";
import { parseSlug } from "../../domain/slug";
import type { Clock } from "../../ports/clock";
import type { RankingsTrottingPort } from "../../ports/trotting/rankings";
import { isUpstreamError } from "../../ports/upstream-error";
import { makePeopleDirectory } from "../search/people-directory";
import { unusableAsNull } from "../sections";

export type EntityRankingPageRequest = {
  entity: RankingEntity;
  slug: string;
  id: string;
  year: number | null;
  age: string | null;
  type: string | null;
};

export type EntityRankingPage = {
  entity: RankingEntity;
  slug: string;
  /** The subject's name as the server gives it, or null when it has no line that year. */
  name: string | null;
  year: number;
  years: number[];
  /** null when the upstream's answer could not be read: the page keeps its frame and says so. */
  rows: EntityRankingRow[] | null;
  note: string;
  /** The age and the type the page was asked for (they stay in its links). */
  age: string | null;
  type: string | null;
};

/** Single-entity ranking: the subject's horses in one year of the last ten (default: this year); unknown subject or year → null. */
export function makeGetEntityRankingPage(deps: { trotting: RankingsTrottingPort; clock: Clock }) {
  const peopleDirectory = makePeopleDirectory(deps);
  /** Whether the rankings know the subject; true when they cannot be read (the page is then kept). */
  async function isRanked(entity: RankingEntity, id: string): Promise<boolean> {
    const subjects = await peopleDirectory(entity);
    return subjects === null || subjects.some((subject) => parseSlug(subject.slug)?.id === id);
  }
  return async function getEntityRankingPage(request: EntityRankingPageRequest): Promise<EntityRankingPage | null> {
    const currentYear = calendarDateInItaly(deps.clock.now()).year;
    const year = request.year ?? currentYear;
    const years = entityRankingYears(currentYear);
    // The dropdown covers the last 10 years: any other year is not a page of the site.
    if (!years.includes(year)) return null;
    try {
      const rows = await unusableAsNull(
        deps.trotting.entityRanking({ entity: request.entity, id: request.id, year, age: request.age, type: request.type }),
      );
      // No line that year and a subject no ranking of this year or last knows: no such page (an id made up).
      if (rows?.length === 0 && !(await isRanked(request.entity, request.id))) return null;
      return {
        entity: request.entity,
        slug: request.slug,
        name: rows?.find((row) => row.subjectName)?.subjectName ?? null,
        year,
        years,
        rows,
        note: ENTITY_RANKING_NOTE,
        age: request.age,
        type: request.type,
      };
    } catch (error) {
      if (isUpstreamError(error, "not-found")) return null;
      throw error;
    }
  };
}
