import type { RankingPeriod } from "../../domain/fantasy/types";
import type { PlayerSession } from "../../ports/fantasy-port";
import { isUpstreamError } from "../../ports/upstream-error";
import type { Ports } from "../ports";
import { asSignedInPlayer } from "./player-guard";

/** The route's Italian period names and the API's (docs/PRODUCT.md, "Fantasy game"): stagione is the default. */
export const RANKING_TYPES = { stagione: "season", mese: "month", settimana: "week" } as const satisfies Record<string, RankingPeriod>;
export type RankingType = keyof typeof RANKING_TYPES;

export function isRankingType(value: string): value is RankingType {
  return Object.hasOwn(RANKING_TYPES, value);
}

/** /fantatrotto/classifiche/{type?}/{id?}: the rows the API gives; an unknown period id is null (404). */
export function makeGetFantasyRanking({ fantasy }: Pick<Ports, "fantasy">) {
  return (session: PlayerSession, type: RankingType, id: string | undefined) =>
    asSignedInPlayer(session, async () => {
      try {
        return await fantasy.getRanking(session, RANKING_TYPES[type], id);
      } catch (error) {
        if (isUpstreamError(error, "not-found")) return null;
        throw error;
      }
    });
}
