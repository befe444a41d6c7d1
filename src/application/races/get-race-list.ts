import { groupRaceDays, RACE_LIST_TITLES, type RaceDay } from "../../domain/races/rules";
import type { RaceType } from "../../domain/races/types";
import type { TrottingPort } from "../../ports/trotting-port";

export type RaceList = { type: RaceType; title: string; days: RaceDay[] };

/** 'Prossimi partenti' / 'Ultimi arrivi': the meetings grouped by day. */
export function makeGetRaceList(deps: { trotting: TrottingPort }) {
  return async function getRaceList(type: RaceType): Promise<RaceList> {
    const meetings = await deps.trotting.raceDays(type);
    return { type, title: RACE_LIST_TITLES[type], days: groupRaceDays(meetings) };
  };
}
