import { calendarDateInItaly } from "../../domain/calendar";
import type { RankingEntity } from "../../domain/rankings/ranking";
import { nameKey, type PeopleEntity, type Person } from "../../domain/search/site-search";
import { parseSlug } from "../../domain/slug";
import type { Clock } from "../../ports/clock";
import type { RankingsTrottingPort } from "../../ports/trotting/rankings";
import { optionalSection } from "../sections";

/**
 * The drivers, trainers or owners (or any other subjects) the trotting API ranks, with the slug of
 * each one's ranking page: the only list of people it publishes. This year's ranking and last year's (early in the year
 * this year's has few names); each answer is a cached GET. null when neither can be read.
 */
export function makePeopleDirectory(deps: { trotting: RankingsTrottingPort; clock: Clock }) {
  return async function peopleDirectory(entity: RankingEntity): Promise<Person[] | null> {
    const year = calendarDateInItaly(deps.clock.now()).year;
    const rankings = await Promise.all(
      [year, year - 1].map((asked) => optionalSection(deps.trotting.ranking({ entity, year: asked, age: null, type: null }))),
    );
    if (rankings.every((ranking) => ranking === null)) return null;
    const byName = new Map<string, Person>();
    for (const ranking of rankings)
      for (const row of ranking?.rows ?? []) {
        const key = nameKey(row.name);
        if (key && row.slug && !byName.has(key)) byName.set(key, { name: row.name, slug: row.slug });
      }
    return [...byName.values()];
  };
}

export type PeopleDirectory = ReturnType<typeof makePeopleDirectory>;

/** Name → person, for linking the names a page shows: only names the directory knows once. */
export function peopleByName(people: readonly Person[] | null): Map<string, Person> {
  return new Map((people ?? []).map((person) => [nameKey(person.name), person]));
}

/** Name (as nameKey writes it) → slug of the person's ranking page, per kind of person. */
export type PeopleLinks = Partial<Record<PeopleEntity, Record<string, string>>>;

/**
 * The ranking pages of the people a page names (drivers on a race card, a horse's owners and
 * trainers): only the names asked, only those a ranking knows. A secondary section: a directory
 * that cannot be read leaves its names as text.
 */
export function makeLinkPeople(deps: { trotting: RankingsTrottingPort; clock: Clock }) {
  const peopleDirectory = makePeopleDirectory(deps);
  return async function linkPeople(asked: Partial<Record<PeopleEntity, readonly (string | null | undefined)[]>>): Promise<PeopleLinks> {
    const entries = await Promise.all(
      (Object.entries(asked) as [PeopleEntity, readonly (string | null | undefined)[]][]).map(async ([entity, names]) => {
        const wanted = new Set(names.filter((name): name is string => Boolean(name?.trim())).map(nameKey));
        if (wanted.size === 0) return [entity, {}] as const;
        const byName = peopleByName(await peopleDirectory(entity));
        const links: Record<string, string> = {};
        for (const key of wanted) {
          const person = byName.get(key);
          // A slug without the id its ranking page needs would lead to a 404: that name stays text.
          if (person && parseSlug(person.slug)) links[key] = person.slug;
        }
        return [entity, links] as const;
      }),
    );
    return Object.fromEntries(entries);
  };
}
