import type { RankingsTrottingPort } from "../../src/ports/trotting/rankings";
import type { UpstreamClient } from "../http/upstream-client";
import { breederSlugListSchema, entityRankingSchema, rankingSchema } from "./schemas/rankings";

export function rankingsCalls(client: UpstreamClient): RankingsTrottingPort {
  return {
    ranking: ({ entity, year, eta, type }) => client.get("/api/v2/classifiche", rankingSchema, { entity, year, eta, type }),
    entityRanking: ({ entity, id, year, eta, type }) =>
      client.get(`/api/v2/classifiche/${encodeURIComponent(entity)}/${encodeURIComponent(id)}/${year}`, entityRankingSchema, { eta, type }),
    sitemapBreederSlugs: () => client.get("/api/v2/allevatori", breederSlugListSchema),
  };
}
