import { shouldSearchBreeders } from "../../domain/breeding/breeder-search";
import { isSearchableInput, PICKER_MAX_RESULTS } from "../../domain/horses/horse-suggestion";
import { normaliseSearchText } from "../../domain/horses/horse-search";
import {
  PEOPLE_ENTITIES,
  peopleMatching,
  SITE_SEARCH_MAX_PER_KIND,
  SITE_SEARCH_MIN_LENGTH,
  type SiteSearchResults,
} from "../../domain/search/site-search";
import type { Clock } from "../../ports/clock";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import type { RankingsTrottingPort } from "../../ports/trotting/rankings";
import { optionalSection } from "../sections";
import { makePeopleDirectory } from "./people-directory";

export type SiteSearchPage = { text: string; searched: boolean; tooShort: boolean; results: SiteSearchResults | null };

/**
 * The header's search: horses (with sex, birth year and sire, from the as-you-type search), breeders
 * (the breeder autocomplete) and the drivers, trainers and owners of the rankings. Every part is asked
 * at once; a part whose upstream fails is null and the others still show.
 */
export function makeSearchSite(deps: { trotting: HorsesTrottingPort & BreedingTrottingPort & RankingsTrottingPort; clock: Clock }) {
  const peopleDirectory = makePeopleDirectory(deps);
  return async function searchSite({ text }: { text: string | null }): Promise<SiteSearchPage> {
    const needle = normaliseSearchText(text);
    if (needle.length < SITE_SEARCH_MIN_LENGTH) return { text: needle, searched: false, tooShort: needle.length > 0, results: null };
    const horses = isSearchableInput(needle)
      ? optionalSection(deps.trotting.searchHorsesAsYouType({ input: needle, ageLimit: false }))
      : Promise.resolve({ results: [], total: 0 });
    const breeders = shouldSearchBreeders(needle) ? optionalSection(deps.trotting.breederSuggestions(needle)) : Promise.resolve([]);
    const people = Promise.all(
      PEOPLE_ENTITIES.map(async (entity) => {
        const directory = await peopleDirectory(entity);
        return { entity, people: directory && peopleMatching(directory, needle) };
      }),
    );
    const [foundHorses, foundBreeders, foundPeople] = await Promise.all([horses, breeders, people]);
    return {
      text: needle,
      searched: true,
      tooShort: false,
      results: {
        horses: foundHorses && foundHorses.results.slice(0, PICKER_MAX_RESULTS),
        moreHorses: foundHorses ? Math.max(foundHorses.total, foundHorses.results.length) > PICKER_MAX_RESULTS : false,
        breeders: foundBreeders && foundBreeders.slice(0, SITE_SEARCH_MAX_PER_KIND),
        people: foundPeople,
      },
    };
  };
}
