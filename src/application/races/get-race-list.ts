import { groupRaceDays, RACE_LIST_TITLES, type RaceDay } from "../../domain/races/rules";
import type { RaceType } from "../../domain/races/types";
import type { TrottingPort } from "../../ports/trotting-port";
import { unusableAsNull } from "../sections";

/** The meetings by day; `days` is null when the upstream's answer could not be read. */
export type RaceList = { type: RaceType; title: string; days: RaceDay[] | null };

/** 'Prossimi partenti' / 'Ultimi arrivi': the meetings grouped by day. */
export function makeGetRaceList(deps: { trotting: TrottingPort }) {
  return async function getRaceList(type: RaceType): Promise<RaceList> {
    const meetings = await unusableAsNull(deps.trotting.raceDays(type));
    return { type, title: RACE_LIST_TITLES[type], days: meetings && groupRaceDays(meetings) };
  };
}
