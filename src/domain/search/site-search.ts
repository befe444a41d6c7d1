import type { BreederSuggestion } from "../breeding/breeder-search";
import type { HorseSuggestion } from "../horses/horse-suggestion";
import { sexLabel } from "../horses/sex";

/** The site search of the header: horses, breeders and the people of the rankings, by name. */

/** The people whose names link to their rankings: drivers, trainers and owners (the rankings' entities). */
export const PEOPLE_ENTITIES = ["guidatori", "allenatori", "proprietari"] as const;
export type PeopleEntity = (typeof PEOPLE_ENTITIES)[number];

/** One person of a ranking: the name as the upstream writes it and the slug of their ranking page. */
export type Person = { name: string; slug: string };

export const PEOPLE_HEADINGS: Record<PeopleEntity, string> = {
  guidatori: "Guidatori",
  allenatori: "Allenatori",
  proprietari: "Proprietari",
};

/** What one of them is, under their name in the results. */
export const PERSON_ROLES: Record<PeopleEntity, string> = {
  guidatori: "guidatore",
  allenatori: "allenatore",
  proprietari: "proprietario",
};

/** The site search asks nothing under 3 letters (the breeder and starter searches' rule); horses from 4, as the horse search. */
export const SITE_SEARCH_MIN_LENGTH = 3;
/** At most this many breeders and people of each kind are listed. */
export const SITE_SEARCH_MAX_PER_KIND = 10;

/** How a name is compared: case, accents' spacing and repeated spaces do not count. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLocaleLowerCase("it");
}

/** The people whose name contains the text, those that start with it first, at most SITE_SEARCH_MAX_PER_KIND. */
export function peopleMatching(people: readonly Person[], text: string): Person[] {
  const needle = nameKey(text);
  if (!needle) return [];
  const matching = people.filter((person) => nameKey(person.name).includes(needle));
  const starting = matching.filter((person) => nameKey(person.name).startsWith(needle));
  const others = matching.filter((person) => !nameKey(person.name).startsWith(needle));
  return [...starting, ...others].slice(0, SITE_SEARCH_MAX_PER_KIND);
}

/** What tells namesakes apart: 'femmina, 2021, da Varenne' (unknown parts are left out). */
export function horseHitDetails(horse: Pick<HorseSuggestion, "sex" | "birthYear" | "sire">): string {
  return [sexLabel(horse.sex), horse.birthYear ? String(horse.birthYear) : "", horse.sire ? `da ${horse.sire}` : ""]
    .filter(Boolean)
    .join(", ");
}

export type PeopleHits = { entity: PeopleEntity; people: Person[] };

/** The results page: null parts are the ones whose upstream could not be read. */
export type SiteSearchResults = {
  horses: HorseSuggestion[] | null;
  moreHorses: boolean;
  breeders: BreederSuggestion[] | null;
  people: { entity: PeopleEntity; people: Person[] | null }[];
};

export function isEmptySearch(results: SiteSearchResults): boolean {
  return (
    (results.horses?.length ?? 0) === 0 &&
    (results.breeders?.length ?? 0) === 0 &&
    results.people.every((kind) => (kind.people?.length ?? 0) === 0)
  );
}
