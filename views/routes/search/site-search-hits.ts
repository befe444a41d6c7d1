import { isHorseCode } from "~/src/domain/horses/horse";
import { horseHitDetails, PEOPLE_HEADINGS, PERSON_ROLES, type SiteSearchResults } from "~/src/domain/search/site-search";
import { breederSheetPath } from "~/src/urls/breeding";
import { horseProfilePath } from "~/src/urls/horses";
import { entityRankingPath } from "~/src/urls/rankings";
import { parseAddressSlug } from "~/src/urls/values";

/**
 * One thing found, as the results page and the suggestions show it: where it leads and what tells
 * it apart. `path` is null when the upstream names it without the id its page needs (a horse code
 * that is not one, a ranking slug without its id): the page lists the name as text, never a link
 * to an address that answers 404, and the suggestions leave it out.
 */
export type SiteSearchHit = { key: string; name: string; details: string; path: string | null };
export type SiteSearchGroup = { id: string; heading: string; hits: SiteSearchHit[] | null };

/** The results in the order the page lists them: horses, breeders, drivers, trainers, owners. */
export function siteSearchGroups(results: SiteSearchResults): SiteSearchGroup[] {
  return [
    {
      id: "cavalli",
      heading: "Cavalli",
      hits:
        results.horses?.map((horse) => ({
          key: `cavallo-${horse.code}`,
          name: horse.name,
          details: horseHitDetails(horse),
          path: isHorseCode(horse.code) ? horseProfilePath(horse) : null,
        })) ?? null,
    },
    {
      id: "allevatori",
      heading: "Allevatori",
      hits:
        results.breeders?.map((breeder) => ({
          key: `allevatore-${breeder.id}`,
          name: breeder.label,
          details: "allevatore",
          path: breederSheetPath({ id: breeder.id, name: breeder.label }),
        })) ?? null,
    },
    ...results.people.map(({ entity, people }) => ({
      id: entity,
      heading: PEOPLE_HEADINGS[entity],
      hits:
        people?.map((person) => ({
          key: `${entity}-${person.slug}`,
          name: person.name,
          details: PERSON_ROLES[entity],
          path: parseAddressSlug(person.slug) ? entityRankingPath(entity, person.slug, null) : null,
        })) ?? null,
    })),
  ];
}
