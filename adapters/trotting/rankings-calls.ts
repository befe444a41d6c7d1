import type { RankingsTrottingPort } from "~/src/ports/trotting/rankings";
import type { UpstreamClient } from "../http/upstream-client";
import { breederSlugListSchema, entityRankingSchema, rankingSchema } from "./schemas/rankings";

export function rankingsCalls(client: UpstreamClient): RankingsTrottingPort {
  return {
    ranking: ({ entity, year, age, type }) => client.get("/api/v2/classifiche", rankingSchema, { entity, year, eta: age, type }),
    entityRanking: ({ entity, id, year, age, type }) =>
      client.get(`/api/v2/classifiche/${encodeURIComponent(entity)}/${encodeURIComponent(id)}/${year}`, entityRankingSchema, {
        eta: age,
        type,
      }),
    sitemapBreederSlugs: () => client.get("/api/v2/allevatori", breederSlugListSchema),
  };
}
