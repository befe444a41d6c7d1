/** Trotting-API slice for entries, results, race detail, at-a-glance, starters, draws, qualifications. */
export type RacesTrottingPort = {};
