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
import { makeRaceDayStatus } from "./race-day-status";
import { makeSearchDraws } from "./search-draws";
import { makeGetStartingNumberStats, type StartingNumberStatsStore } from "./starting-number-stats";

/** The use cases of the races screens, one per screen; the statistics are only read here (a background job refreshes them). */
export function createRaceUseCases(ports: Ports, { startingNumbers }: { startingNumbers: StartingNumberStatsStore }) {
  return {
    getRaceList: makeGetRaceList(ports),
    findTodayEntries: makeFindTodayEntries(ports),
    getRaceDetail: makeGetRaceDetail(ports),
    getRaceAtAGlance: makeGetRaceAtAGlance(ports),
    getStartersByDate: makeGetStartersByDate(ports),
    getSireStarters: makeGetSireStarters(ports),
    searchDraws: makeSearchDraws(ports),
    getDrawDetail: makeGetDrawDetail({ ...ports, startingNumbers }),
    getStartingNumberStats: makeGetStartingNumberStats({ startingNumbers }),
    getQualifications: makeGetQualifications(ports),
    getFullQualificationList: makeGetFullQualificationList(ports),
    getQualificationRanking: makeGetQualificationRanking(ports),
    /** Whether a race day's pages follow it, and where their event stream starts (read before the page's data). */
    raceDayStatus: makeRaceDayStatus(ports),
  };
}
