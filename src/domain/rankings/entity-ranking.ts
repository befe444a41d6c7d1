/** One horse's line in a single-entity ranking (GET /api/v2/classifiche/{entity}/{id}/{year}). */
export type EntityRankingRow = {
  NomeEntity: string | null;
  NomeCavallo: string;
  slug: string;
  Corse: number | null;
  SommeVinte: number | null;
  Vittorie: number | null;
  perc: number | null;
  Piazzamenti: number | null;
};

export type EntityRankingQuery = { entity: string; id: string; year: number; eta: string | null; type: string | null };

export const ENTITY_RANKING_YEARS = 10;
export const ENTITY_RANKING_NOTE = "solo per le corse italiane";

/** The year dropdown: this year and the nine before it, newest first. */
export function entityRankingYears(currentYear: number): number[] {
  return Array.from({ length: ENTITY_RANKING_YEARS }, (_, index) => currentYear - index);
}

/** Ranking subject ids are numeric: the part of the slug before the first dash. */
export function entityIdFromSlug(slug: string): string | null {
  const match = /^(\d{1,9})(?:-[a-z0-9-]*)?$/i.exec(slug);
  return match ? match[1] : null;
}
