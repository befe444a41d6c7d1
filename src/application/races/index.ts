import type { Ports } from "../ports";
import { makeFindTodayEntries } from "./find-today-entries";
import { makeGetDrawDetail } from "./get-draw-detail";
import { makeGetQualificationRanking } from "./get-qualification-ranking";
import { makeGetFullQualificationList, makeGetQualifications } from "./get-qualifications";
import { makeGetRaceAtAGlance } from "./get-race-at-a-glance";
import { makeGetRaceDetail } from "./get-race-detail";
import { makeGetRaceList } from "./get-race-list";
import { makeGetSireStarters } from "./get-sire-starters";
import { makeGetStartersByDate } from "./get-starters-by-date";
import { makeSearchDraws } from "./search-draws";

/** The use cases of the races screens, one per screen. */
export function createRaceUseCases(ports: Ports) {
  return {
    getRaceList: makeGetRaceList(ports),
    findTodayEntries: makeFindTodayEntries(ports),
    getRaceDetail: makeGetRaceDetail(ports),
    getRaceAtAGlance: makeGetRaceAtAGlance(ports),
    getStartersByDate: makeGetStartersByDate(ports),
    getSireStarters: makeGetSireStarters(ports),
    searchDraws: makeSearchDraws(ports),
    getDrawDetail: makeGetDrawDetail(ports),
    getQualifications: makeGetQualifications(ports),
    getFullQualificationList: makeGetFullQualificationList(ports),
    getQualificationRanking: makeGetQualificationRanking(ports),
  };
}
