import { normaliseSearchText, type HorseSearchResult, type RacingSons, type StarterSearchRow } from "../../domain/horses/horse-search";
import { isSearchableInput, PICKER_MAX_RESULTS, PICKER_MIN_INPUT_LENGTH } from "../../domain/horses/horse-suggestion";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { unusableAsNull } from "../sections";

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

/**
 * `results` is null when the upstream's answer could not be read: the page says so.
 * `tooShort`: text was given but not more than 3 characters, so nothing was searched;
 * `more`: more than the 10 horses shown match (docs/PRODUCT.md, "Searches").
 */
export type HorseSearchPage = { text: string; searched: boolean; tooShort: boolean; results: HorseSearchResult[] | null; more: boolean };

/** Horse search (docs/PRODUCT.md, "Searches"): more than 3 characters, at most 10 horses; the route redirects when there is exactly one. */
export function makeSearchHorses(deps: { trotting: HorsesTrottingPort }) {
  return async function searchHorses({ text }: { text: string | null }): Promise<HorseSearchPage> {
    const { found, ...page } = await searchFrom(text, PICKER_MIN_INPUT_LENGTH, (needle) => deps.trotting.searchHorses(needle), []);
    const tooShort = !page.searched ? false : !isSearchableInput(page.text);
    return {
      ...page,
      searched: page.searched && !tooShort,
      tooShort,
      results: found && found.slice(0, PICKER_MAX_RESULTS),
      more: (found?.length ?? 0) > PICKER_MAX_RESULTS,
    };
  };
}

/** `unavailable` when the upstream's answer could not be read. */
export type RacingSonsPage = { text: string; searched: boolean; sons: RacingSons | null; unavailable: boolean };

/** Sons of a sire entered in the coming days (same section). */
export function makeFindRacingSons(deps: { trotting: HorsesTrottingPort }) {
  return async function findRacingSons({ text }: { text: string | null }): Promise<RacingSonsPage> {
    const { found, ...page } = await searchFrom<RacingSons | undefined>(
      text,
      SIRE_SEARCH_MIN,
      (needle) => deps.trotting.racingSons(needle),
      undefined,
    );
    return { ...page, sons: found ?? null, unavailable: found === null };
  };
}

/** `results` is null when the upstream's answer could not be read: the page says so. */
export type StarterSearchPage = { text: string; searched: boolean; results: StarterSearchRow[] | null };

/** Starter search by horse name (same section). */
export function makeSearchStarters(deps: { trotting: HorsesTrottingPort }) {
  return async function searchStarters({ text }: { text: string | null }): Promise<StarterSearchPage> {
    const { found, ...page } = await searchFrom(text, SIRE_SEARCH_MIN, (needle) => deps.trotting.searchStarters(needle), []);
    return { ...page, results: found };
  };
}
