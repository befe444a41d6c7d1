import { stallionSubject } from "../known-subjects";
import { loadPartnerTablePage, type PartnerDeps, type PartnerPageQuery } from "./partner-table-page";

/** Partner page: a stallion's fastest offspring, of one birth year or all. */
export function makeGetStallionFastestOffspringPage(deps: PartnerDeps) {
  return function getStallionFastestOffspringPage(query: PartnerPageQuery) {
    return loadPartnerTablePage(
      deps.clock,
      query,
      { kind: "optional" },
      (stallionCode, year) => deps.trotting.stallionFastestOffspring({ stallionCode, year }),
      (id) => stallionSubject(deps.trotting, id),
    );
  };
}
