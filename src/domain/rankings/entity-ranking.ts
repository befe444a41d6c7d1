/** One horse's line in a single-entity ranking: what it did in the year for that sire, breeder, owner… */
export type EntityRankingRow = {
  /** The subject's name (the sire, the breeder…), repeated on each line. */
  subjectName: string | null;
  horseName: string;
  slug: string;
  starts: number | null;
  winnings: number | null;
  wins: number | null;
  winPercent: number | null;
  placings: number | null;
};

export type EntityRankingQuery = { entity: string; id: string; year: number; age: string | null; type: string | null };

export const ENTITY_RANKING_YEARS = 10;
export const ENTITY_RANKING_NOTE = "solo per le corse italiane";

/** The year dropdown: this year and the nine before it, newest first. */
export function entityRankingYears(currentYear: number): number[] {
  return Array.from({ length: ENTITY_RANKING_YEARS }, (_, index) => currentYear - index);
}
