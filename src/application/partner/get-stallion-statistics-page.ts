import { stallionSubject } from "../known-subjects";
import { loadPartnerTablePage, type PartnerDeps, type PartnerPageQuery } from "./partner-table-page";

/** Partner page: the statistics of a stallion's offspring, year by year. */
export function makeGetStallionStatisticsPage(deps: PartnerDeps) {
  return function getStallionStatisticsPage(query: PartnerPageQuery) {
    return loadPartnerTablePage(
      deps.clock,
      query,
      { kind: "none" },
      (stallionCode) => deps.trotting.stallionOffspringStatistics({ stallionCode }),
      (id) => stallionSubject(deps.trotting, id),
    );
  };
}
