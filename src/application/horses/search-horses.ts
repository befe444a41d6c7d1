import { normaliseSearchText, type HorseSearchResult, type RacingSons, type StarterSearchRow } from "../../domain/horses/horse-search";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { unusableAsNull } from "../sections";

/** The upstream answers nothing under 2 characters: no call for that. */
const HORSE_SEARCH_MIN = 2;
/** Racing sons and starters need at least 3 characters upstream. */
const SIRE_SEARCH_MIN = 3;

/** `results` is null when the upstream's answer could not be read: the page says so. */
/** A search the upstream answers only from `min` characters: below that, no call and `none`. */
async function searchFrom<T>(text: string | null, min: number, search: (needle: string) => Promise<T>, none: T): Promise<{ text: string; searched: boolean; found: T }> {
  const needle = normaliseSearchText(text);
  if (needle.length < min) return { text: needle, searched: needle.length > 0, found: none };
  return { text: needle, searched: true, found: await search(needle) };
}

export type HorseSearchPage = { text: string; searched: boolean; results: HorseSearchResult[] | null };

/** Horse search (§2.16): the route redirects when there is exactly one result. */
export function makeSearchHorses(deps: { trotting: HorsesTrottingPort }) {
  return async function searchHorses({ text }: { text: string | null }): Promise<HorseSearchPage> {
    const needle = normaliseSearchText(text);
    if (needle.length < HORSE_SEARCH_MIN) return { text: needle, searched: needle.length > 0, results: [] };
    return { text: needle, searched: true, results: await unusableAsNull(deps.trotting.searchHorses(needle)) };
  };
}

/** `unavailable` when the upstream's answer could not be read. */
export type RacingSonsPage = { text: string; searched: boolean; sons: RacingSons | null; unavailable: boolean };

/** Sons of a sire entered in the coming days (§2.16). */
export function makeFindRacingSons(deps: { trotting: HorsesTrottingPort }) {
  return async function findRacingSons({ text }: { text: string | null }): Promise<RacingSonsPage> {
    const needle = normaliseSearchText(text);
    if (needle.length < SIRE_SEARCH_MIN) return { text: needle, searched: needle.length > 0, sons: null, unavailable: false };
    const sons = await unusableAsNull(deps.trotting.racingSons(needle));
    return { text: needle, searched: true, sons, unavailable: sons === null };
  };
}

/** `results` is null when the upstream's answer could not be read: the page says so. */
export type StarterSearchPage = { text: string; searched: boolean; results: StarterSearchRow[] | null };

/** Starter search by horse name (§2.16). */
export function makeSearchStarters(deps: { trotting: HorsesTrottingPort }) {
  return async function searchStarters({ text }: { text: string | null }): Promise<StarterSearchPage> {
    const needle = normaliseSearchText(text);
    if (needle.length < SIRE_SEARCH_MIN) return { text: needle, searched: needle.length > 0, results: [] };
    return { text: needle, searched: true, results: await unusableAsNull(deps.trotting.searchStarters(needle)) };
  };
}
