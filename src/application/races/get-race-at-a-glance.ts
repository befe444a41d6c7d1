import { racecourseLabel, displayRouteDate } from "../../domain/races/rules";
import type { RaceAtAGlance } from "../../domain/races/types";
import type { TrottingPort } from "../../ports/trotting-port";
import { nullIfNotFound } from "../not-found";

export type RaceAtAGlancePage = RaceAtAGlance & { title: string; trackCode: string };

/** Every horse of one race with its statistics and last performances. A meeting without race number means race 1. */
export function makeGetRaceAtAGlance(deps: { trotting: TrottingPort }) {
  return async function getRaceAtAGlance(query: { date: string; trackCode: string; raceNumber?: number }): Promise<RaceAtAGlancePage | null> {
    const glance = await nullIfNotFound(deps.trotting.raceAtAGlance(query.date, query.trackCode, query.raceNumber ?? 1));
    if (!glance) return null;
    const { dettaglio } = glance;
    const racecourse = racecourseLabel(dettaglio.nomeIppodromo, dettaglio.localita);
    return {
      ...glance,
      trackCode: query.trackCode,
      title: `Corsa ${dettaglio.NumeroCorsa} di ${racecourse} del ${displayRouteDate(dettaglio.date)}`,
    };
  };
}
