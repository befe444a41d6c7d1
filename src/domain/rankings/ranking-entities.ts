/** The generic rankings the trotting API knows. */
export const RANKING_ENTITIES = ["leaders", "stalloni", "allevatori", "proprietari", "allenatori", "guidatori", "nonni"] as const;
export type RankingEntity = (typeof RANKING_ENTITIES)[number];

/** Each ranking's subjects in Italian: 'leaders' is the upstream's word for the horses ranked by winnings. */
export const RANKING_ENTITY_NAMES: Record<RankingEntity, string> = {
  leaders: "cavalli",
  stalloni: "stalloni",
  allevatori: "allevatori",
  proprietari: "proprietari",
  allenatori: "allenatori",
  guidatori: "guidatori",
  nonni: "nonni materni",
};
