import type { Ports } from "../ports";
import { makePeopleDirectory } from "./people-directory";
import { makeSearchSite } from "./search-site";

export function createSearchUseCases(ports: Ports) {
  return {
    searchSite: makeSearchSite(ports),
    peopleDirectory: makePeopleDirectory(ports),
  };
}
