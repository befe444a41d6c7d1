import { normaliseSearchText, type HorseSearchResult, type RacingSons, type StarterSearchRow } from "../../domain/horses/horse-search";
import { isSearchableInput, PICKER_MAX_RESULTS } from "../../domain/horses/horse-suggestion";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { unusableAsNull } from "../sections";

/** Racing sons and starters need at least 3 characters upstream. */
const SIRE_SEARCH_MIN = 3;

/**
 * `results` is null when the upstream's answer could not be read: the page says so.
 * `tooShort`: text was given but not more than 3 characters, so nothing was searched;
 * `more`: more than the 10 horses shown match (§9).
 */
export type HorseSearchPage = { text: string; searched: boolean; tooShort: boolean; results: HorseSearchResult[] | null; more: boolean };

/** Horse search (§2.16, §9): more than 3 characters, at most 10 horses; the route redirects when there is exactly one. */
export function makeSearchHorses(deps: { trotting: HorsesTrottingPort }) {
  return async function searchHorses({ text }: { text: string | null }): Promise<HorseSearchPage> {
    const needle = normaliseSearchText(text);
    if (!isSearchableInput(needle)) return { text: needle, searched: false, tooShort: needle.length > 0, results: [], more: false };
    const results = await unusableAsNull(deps.trotting.searchHorses(needle));
    return { text: needle, searched: true, tooShort: false, results: results && results.slice(0, PICKER_MAX_RESULTS), more: (results?.length ?? 0) > PICKER_MAX_RESULTS };
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
