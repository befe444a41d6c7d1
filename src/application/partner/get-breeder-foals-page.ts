import { calendarDateInItaly, previousYear } from "../../domain/calendar";
import { defaultOffspringYear } from "../../domain/partner/partner-params";
import { breederSubject } from "../known-subjects";
import { loadPartnerTablePage, type PartnerDeps, type PartnerPageQuery } from "./partner-table-page";

/** Partner page: a breeder's foals born in one year (default: the previous year, like a stallion's offspring). */
export function makeGetBreederFoalsPage(deps: PartnerDeps) {
  return function getBreederFoalsPage(query: PartnerPageQuery) {
    return loadPartnerTablePage(
      deps.clock,
      query,
      { kind: "required", defaultYear: defaultOffspringYear },
      (breederId, year) => deps.trotting.breederFoals({ breederId, year }),
      (id) => breederSubject(deps.trotting, id, previousYear(calendarDateInItaly(deps.clock.now()))),
    );
  };
}
