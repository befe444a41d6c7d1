import { defaultOffspringYear } from "../../domain/partner/partner-params";
import { stallionSubject } from "../known-subjects";
import { loadPartnerTablePage, type PartnerDeps, type PartnerPageQuery } from "./partner-table-page";

/** Partner page: a stallion's offspring born in one year (default: the previous year). */
export function makeGetStallionOffspringPage(deps: PartnerDeps) {
  return function getStallionOffspringPage(query: PartnerPageQuery) {
    return loadPartnerTablePage(
      deps.clock,
      query,
      { kind: "required", defaultYear: defaultOffspringYear },
      (stallionCode, year) => deps.trotting.stallionOffspring({ stallionCode, year }),
      (id) => stallionSubject(deps.trotting, id),
    );
  };
}
