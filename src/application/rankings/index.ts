import type { Ports } from "../ports";
import { makeGetEntityRankingPage } from "./get-entity-ranking-page";
import { makeGetRankingPage } from "./get-ranking-page";

/** The use cases of the rankings screens, one per screen. */
export function createRankingUseCases(ports: Ports) {
  return {
    getRankingPage: makeGetRankingPage(ports),
    getEntityRankingPage: makeGetEntityRankingPage(ports),
  };
}
