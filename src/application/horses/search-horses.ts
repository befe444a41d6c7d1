import {
  normaliseSearchText,
  SEARCH_MIN_LENGTH,
  type HorseSearchResult,
  type RacingSons,
  type StarterSearchRow,
} from "../../domain/horses/horse-search";
import { PICKER_MAX_RESULTS } from "../../domain/horses/horse-suggestion";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { unusableAsNull } from "../sections";

/**
 * A search the upstream is asked only from `min` characters. `searched`: it ran; `tooShort`:
 * some text was given, shorter than `min`, so nothing was asked (the page says how long a name
 * must be); `found` is what the upstream answered, or null when its answer could not be read.
 */
async function searchFrom<T>(text: string | null, min: number, search: (needle: string) => Promise<T>) {
  const needle = normaliseSearchText(text);
  if (needle.length < min) return { text: needle, searched: false, tooShort: needle.length > 0, found: null };
  return { text: needle, searched: true, tooShort: false, found: await unusableAsNull(search(needle)) };
}

/**
 * `results` is null when nothing was searched or the upstream's answer could not be read;
 * `more`: more than the 10 horses shown match (docs/PRODUCT.md, "Searches").
 */
export type HorseSearchPage = { text: string; searched: boolean; tooShort: boolean; results: HorseSearchResult[] | null; more: boolean };

/** Horse search (docs/PRODUCT.md, "Searches"): more than 3 characters, at most 10 horses; the route redirects when there is exactly one. */
export function makeSearchHorses(deps: { trotting: HorsesTrottingPort }) {
  return async function searchHorses({ text }: { text: string | null }): Promise<HorseSearchPage> {
    const { found, ...page } = await searchFrom(text, SEARCH_MIN_LENGTH.horses, (needle) => deps.trotting.searchHorses(needle));
    return { ...page, results: found && found.slice(0, PICKER_MAX_RESULTS), more: (found?.length ?? 0) > PICKER_MAX_RESULTS };
  };
}

/** `unavailable` when the upstream's answer could not be read. */
export type RacingSonsPage = { text: string; searched: boolean; tooShort: boolean; sons: RacingSons | null; unavailable: boolean };

/** Sons of a sire entered in the coming days (same section). */
export function makeFindRacingSons(deps: { trotting: HorsesTrottingPort }) {
  return async function findRacingSons({ text }: { text: string | null }): Promise<RacingSonsPage> {
    const { found, ...page } = await searchFrom(text, SEARCH_MIN_LENGTH.racingSons, (needle) => deps.trotting.racingSons(needle));
    return { ...page, sons: found, unavailable: page.searched && found === null };
  };
}

/** `results` is null when nothing was searched or the upstream's answer could not be read: the page says which. */
export type StarterSearchPage = { text: string; searched: boolean; tooShort: boolean; results: StarterSearchRow[] | null };

/** Starter search by horse name (same section). */
export function makeSearchStarters(deps: { trotting: HorsesTrottingPort }) {
  return async function searchStarters({ text }: { text: string | null }): Promise<StarterSearchPage> {
    const { found, ...page } = await searchFrom(text, SEARCH_MIN_LENGTH.starters, (needle) => deps.trotting.searchStarters(needle));
    return { ...page, results: found };
  };
}
