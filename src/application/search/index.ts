import type { Ports } from "../ports";
import { makeLinkPeople, makePeopleDirectory } from "./people-directory";
import { makeSearchSite } from "./search-site";

export function createSearchUseCases(ports: Ports) {
  return {
    searchSite: makeSearchSite(ports),
    peopleDirectory: makePeopleDirectory(ports),
    linkPeople: makeLinkPeople(ports),
  };
}
