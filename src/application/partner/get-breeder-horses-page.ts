import { calendarDateInItaly, previousYear } from "../../domain/calendar";
import { breederSubject } from "../known-subjects";
import { loadPartnerTablePage, type PartnerDeps, type PartnerPageQuery } from "./partner-table-page";

/** Partner page: a breeder's horses in activity, of one birth year or all. */
export function makeGetBreederHorsesPage(deps: PartnerDeps) {
  return function getBreederHorsesPage(query: PartnerPageQuery) {
    return loadPartnerTablePage(
      deps.clock,
      query,
      { kind: "optional" },
      (breederId, year) => deps.trotting.breederHorses({ breederId, year }),
      (id) => breederSubject(deps.trotting, id, previousYear(calendarDateInItaly(deps.clock.now()))),
    );
  };
}
