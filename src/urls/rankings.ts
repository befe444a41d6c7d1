import { href } from "react-router";
import type { RankingEntity } from "../domain/rankings/ranking";
import { horseProfilePathOfSlug } from "./horses";
import { queryString, segment } from "./values";

/** Addresses of the rankings. */

/** A ranking of one kind of subject: /trotto/classifiche/{entity}. */
export function rankingPath(entity: RankingEntity | string): string {
  return href("/trotto/classifiche/:entity", { entity: segment(entity) });
}

/**
 * One subject's horses in one year: /trotto/classifiche/{entity}/{slug}/{year}, then the query the
 * server gives (?eta=…&type=…). Without a year, the address of this year's page, which moves with the calendar.
 */
export function entityRankingPath(entity: string, slug: string, year: number | null, query = ""): string {
  return (
    href("/trotto/classifiche/:entity/:slug/:year?", {
      entity: segment(entity),
      slug: segment(slug),
      year: year === null ? undefined : String(year),
    }) + query
  );
}

/** The query a single-entity ranking keeps in its links: the age and the type asked. */
export function entityRankingQuery(age: string | null, type: string | null): string {
  return queryString({ eta: age, type });
}

/** Where a ranking's name links: a horse's profile for the leaders, the subject's own ranking otherwise. */
export function rankingNameLink(entity: string, slug: string, year: number, query: string): string | null {
  return entity === "leaders" ? horseProfilePathOfSlug(slug) : entityRankingPath(entity, slug, year, query);
}
