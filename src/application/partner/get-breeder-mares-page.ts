import { calendarDateInItaly, previousYear } from "../../domain/calendar";
import { breederSubject } from "../known-subjects";
import { loadPartnerTablePage, type PartnerDeps, type PartnerPageQuery } from "./partner-table-page";

/** Partner page: a breeder's broodmares. */
export function makeGetBreederMaresPage(deps: PartnerDeps) {
  return function getBreederMaresPage(query: PartnerPageQuery) {
    return loadPartnerTablePage(
      deps.clock,
      query,
      { kind: "none" },
      (breederId) => deps.trotting.breederMares({ breederId }),
      (id) => breederSubject(deps.trotting, id, previousYear(calendarDateInItaly(deps.clock.now()))),
    );
  };
}
