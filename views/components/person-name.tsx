import { createContext, useContext, type ReactNode } from "react";
import type { PeopleLinks } from "~/src/application/search/people-directory";
import { nameKey, type PeopleEntity } from "~/src/domain/search/site-search";
import { entityRankingPath } from "~/src/urls/rankings";
import { Link } from "react-router";

const PeopleLinksContext = createContext<PeopleLinks>({});

/** The ranking pages of the people a page names (its loader asks linkPeople for them). */
export function PeopleLinksProvider({ links, children }: { links: PeopleLinks | null | undefined; children: ReactNode }) {
  return <PeopleLinksContext.Provider value={links ?? {}}>{children}</PeopleLinksContext.Provider>;
}

/** A driver's, trainer's or owner's name: a link to their ranking page when the rankings know them, else text. */
export function PersonName({ entity, name }: { entity: PeopleEntity; name: string | null | undefined }) {
  const links = useContext(PeopleLinksContext);
  if (!name) return null;
  const slug = links[entity]?.[nameKey(name)];
  return slug ? <Link to={entityRankingPath(entity, slug, null)}>{name}</Link> : <>{name}</>;
}
