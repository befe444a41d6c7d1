/** Trotting-API slice for generic and single-entity rankings. */
export type RankingsTrottingPort = {};
