import type { EntityRankingQuery, EntityRankingRow } from "../../domain/rankings/entity-ranking";
import type { Ranking, RankingQuery } from "../../domain/rankings/ranking";

/** Trotting-API slice for generic and single-entity rankings, and the directories the sitemap lists. */
export type RankingsTrottingPort = {
  ranking(query: RankingQuery): Promise<Ranking>;
  entityRanking(query: EntityRankingQuery): Promise<EntityRankingRow[]>;
  /** Every breeder's sheet slug, for the breeders sitemap. */
  sitemapBreederSlugs(): Promise<string[]>;
};
