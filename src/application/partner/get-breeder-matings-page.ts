import { calendarDateInItaly, previousYear } from "../../domain/calendar";
import { defaultMaresYear } from "../../domain/partner/partner-params";
import { breederSubject } from "../known-subjects";
import { loadPartnerTablePage, type PartnerDeps, type PartnerPageQuery } from "./partner-table-page";

/** Partner page: the matings of a breeder's mares in one year (default: the current year, like a stallion's mares). */
export function makeGetBreederMatingsPage(deps: PartnerDeps) {
  return function getBreederMatingsPage(query: PartnerPageQuery) {
    return loadPartnerTablePage(
      deps.clock,
      query,
      { kind: "required", defaultYear: defaultMaresYear },
      (breederId, year) => deps.trotting.breederMatings({ breederId, year }),
      (id) => breederSubject(deps.trotting, id, previousYear(calendarDateInItaly(deps.clock.now()))),
    );
  };
}
