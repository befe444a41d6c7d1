import { stallionSubject } from "../known-subjects";
import { loadPartnerTablePage, type PartnerDeps, type PartnerPageQuery } from "./partner-table-page";

/** Partner page: a stallion's richest offspring, of one birth year or all. */
export function makeGetStallionRichestOffspringPage(deps: PartnerDeps) {
  return function getStallionRichestOffspringPage(query: PartnerPageQuery) {
    return loadPartnerTablePage(
      deps.clock,
      query,
      { kind: "optional" },
      (stallionCode, year) => deps.trotting.stallionRichestOffspring({ stallionCode, year }),
      (id) => stallionSubject(deps.trotting, id),
    );
  };
}
