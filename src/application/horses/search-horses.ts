import { normaliseSearchText, type HorseSearchResult, type RacingSons, type StarterSearchRow } from "../../domain/horses/horse-search";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";

/** The upstream answers nothing under 2 characters: no call for that. */
const HORSE_SEARCH_MIN = 2;
/** Racing sons and starters need at least 3 characters upstream. */
const SIRE_SEARCH_MIN = 3;

export type HorseSearchPage = { text: string; searched: boolean; results: HorseSearchResult[] };

/** Horse search (§2.16): the route redirects when there is exactly one result. */
export function makeSearchHorses(deps: { trotting: HorsesTrottingPort }) {
  return async function searchHorses({ text }: { text: string | null }): Promise<HorseSearchPage> {
    const needle = normaliseSearchText(text);
    if (needle.length < HORSE_SEARCH_MIN) return { text: needle, searched: needle.length > 0, results: [] };
    return { text: needle, searched: true, results: await deps.trotting.searchHorses(needle) };
  };
}

export type RacingSonsPage = { text: string; searched: boolean; sons: RacingSons | null };

/** Sons of a sire entered in the coming days (§2.16). */
export function makeFindRacingSons(deps: { trotting: HorsesTrottingPort }) {
  return async function findRacingSons({ text }: { text: string | null }): Promise<RacingSonsPage> {
    const needle = normaliseSearchText(text);
    if (needle.length < SIRE_SEARCH_MIN) return { text: needle, searched: needle.length > 0, sons: null };
    return { text: needle, searched: true, sons: await deps.trotting.racingSons(needle) };
  };
}

export type StarterSearchPage = { text: string; searched: boolean; results: StarterSearchRow[] };

/** Starter search by horse name (§2.16). */
export function makeSearchStarters(deps: { trotting: HorsesTrottingPort }) {
  return async function searchStarters({ text }: { text: string | null }): Promise<StarterSearchPage> {
    const needle = normaliseSearchText(text);
    if (needle.length < SIRE_SEARCH_MIN) return { text: needle, searched: needle.length > 0, results: [] };
    return { text: needle, searched: true, results: await deps.trotting.searchStarters(needle) };
  };
}
