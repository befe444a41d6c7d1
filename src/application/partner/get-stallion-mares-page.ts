import { defaultMaresYear } from "../../domain/partner/partner-params";
import { stallionSubject } from "../known-subjects";
import { loadPartnerTablePage, type PartnerDeps, type PartnerPageQuery } from "./partner-table-page";

/** Partner page: the mares of a stallion in one year (default: the current year). */
export function makeGetStallionMaresPage(deps: PartnerDeps) {
  return function getStallionMaresPage(query: PartnerPageQuery) {
    return loadPartnerTablePage(
      deps.clock,
      query,
      { kind: "required", defaultYear: defaultMaresYear },
      (stallionCode, year) => deps.trotting.stallionMares({ stallionCode, year }),
      (id) => stallionSubject(deps.trotting, id),
    );
  };
}
