import { normaliseSearchText, type HorseSearchResult, type RacingSons, type StarterSearchRow } from "../../domain/horses/horse-search";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { unusableAsNull } from "../sections";

/** The upstream answers nothing under 2 characters: no call for that. */
const HORSE_SEARCH_MIN = 2;
/** Racing sons and starters need at least 3 characters upstream. */
const SIRE_SEARCH_MIN = 3;

/**
 * A search the upstream answers only from `min` characters: below that, no call and
 * `none`; above, what it found, or null when its answer could not be read.
 */
async function searchFrom<T>(text: string | null, min: number, search: (needle: string) => Promise<T>, none: T) {
  const needle = normaliseSearchText(text);
  if (needle.length < min) return { text: needle, searched: needle.length > 0, found: none as T | null };
  return { text: needle, searched: true, found: await unusableAsNull(search(needle)) };
}

/** `results` is null when the upstream's answer could not be read: the page says so. */
export type HorseSearchPage = { text: string; searched: boolean; results: HorseSearchResult[] | null };

/** Horse search (§2.16): the route redirects when there is exactly one result. */
export function makeSearchHorses(deps: { trotting: HorsesTrottingPort }) {
  return async function searchHorses({ text }: { text: string | null }): Promise<HorseSearchPage> {
    const { found, ...page } = await searchFrom(text, HORSE_SEARCH_MIN, (needle) => deps.trotting.searchHorses(needle), []);
    return { ...page, results: found };
  };
}

/** `unavailable` when the upstream's answer could not be read. */
export type RacingSonsPage = { text: string; searched: boolean; sons: RacingSons | null; unavailable: boolean };

/** Sons of a sire entered in the coming days (§2.16). */
export function makeFindRacingSons(deps: { trotting: HorsesTrottingPort }) {
  return async function findRacingSons({ text }: { text: string | null }): Promise<RacingSonsPage> {
    const { found, ...page } = await searchFrom<RacingSons | undefined>(text, SIRE_SEARCH_MIN, (needle) => deps.trotting.racingSons(needle), undefined);
    return { ...page, sons: found ?? null, unavailable: found === null };
  };
}

/** `results` is null when the upstream's answer could not be read: the page says so. */
export type StarterSearchPage = { text: string; searched: boolean; results: StarterSearchRow[] | null };

/** Starter search by horse name (§2.16). */
export function makeSearchStarters(deps: { trotting: HorsesTrottingPort }) {
  return async function searchStarters({ text }: { text: string | null }): Promise<StarterSearchPage> {
    const { found, ...page } = await searchFrom(text, SIRE_SEARCH_MIN, (needle) => deps.trotting.searchStarters(needle), []);
    return { ...page, results: found };
  };
}
