import type { Ports } from "../ports";
import { makeLoginFantasyPlayer, makeLogoutFantasyPlayer, makeRegisterFantasyPlayer } from "./auth";
import { makeGetFantasyRanking } from "./get-ranking";
import { makeGetFantasyRules } from "./get-rules";
import { makeGetFantasyStable } from "./get-stable";
import { makeGetFantasyMarket, makeTradeFantasyHorse } from "./market";

/** The use cases of the fantasy screens, one per screen and one per form. */
export function createFantasyUseCases(ports: Ports) {
  return {
    loginFantasyPlayer: makeLoginFantasyPlayer(ports),
    registerFantasyPlayer: makeRegisterFantasyPlayer(ports),
    logoutFantasyPlayer: makeLogoutFantasyPlayer(ports),
    getFantasyStable: makeGetFantasyStable(ports),
    getFantasyMarket: makeGetFantasyMarket(ports),
    tradeFantasyHorse: makeTradeFantasyHorse(ports),
    getFantasyRanking: makeGetFantasyRanking(ports),
    getFantasyRules: makeGetFantasyRules(ports),
  };
}
