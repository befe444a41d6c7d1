import type { DrawDetail } from "../../domain/races/types";
import type { TrottingPort } from "../../ports/trotting-port";
import { drawOutcome, type DrawOutcome } from "./search-draws";

/** The numbers drawn for one race (the server answers 422 for a race it does not know). */
export function makeGetDrawDetail(deps: { trotting: TrottingPort }) {
  return async function getDrawDetail(query: { date: string; trackCode: string; raceNumber: number }): Promise<DrawOutcome<DrawDetail>> {
    return drawOutcome(deps.trotting.drawDetail(query.date, query.trackCode, query.raceNumber));
  };
}
