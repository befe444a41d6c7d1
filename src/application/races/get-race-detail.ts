import { raceDetailTitle, racecourseLabel } from "../../domain/races/rules";
import type { RaceDetail, RaceType } from "../../domain/races/types";
import type { TrottingPort } from "../../ports/trotting-port";
import { nullIfNotFound } from "../not-found";

export type RaceDetailPage = RaceDetail & { type: RaceType; date: string; trackCode: string; title: string; racecourse: string };

/** Entries or results of a meeting (or one race of it); null when the upstream has no such meeting. */
export function makeGetRaceDetail(deps: { trotting: TrottingPort }) {
  return async function getRaceDetail(query: { type: RaceType; date: string; trackCode: string; raceNumber?: number }): Promise<RaceDetailPage | null> {
    const detail = await nullIfNotFound(deps.trotting.raceDetail(query.type, query.date, query.trackCode, query.raceNumber));
    if (!detail) return null;
    const racecourse = racecourseLabel(detail.ippodromo.NomeIppodromo, detail.ippodromo.Localita);
    return {
      ...detail,
      type: query.type,
      date: query.date,
      trackCode: query.trackCode,
      racecourse,
      title: raceDetailTitle(query.type, detail.ippodromo.NomeIppodromo, query.date),
    };
  };
}
