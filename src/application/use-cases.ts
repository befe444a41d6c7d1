import { createBreedingUseCases } from "./breeding";
import { makeGetHomePage } from "./home/get-home-page";
import { createHorseUseCases } from "./horses";
import { createNewsUseCases } from "./news";
import { createFantasyUseCases } from "./fantasy";
import { createPartnerUseCases } from "./partner";
import type { Ports } from "./ports";
import { createRaceUseCases } from "./races";
import { createStartingNumberStatsStore, type StartingNumberStatsStore } from "./races/starting-number-stats";
import { createRankingUseCases } from "./rankings";
import { createRatingsService, type RatingsService } from "./ratings/ratings-service";
import { createRatingsUseCases } from "./ratings";
import type { Logger } from "../ports/logger";
import { createSearchUseCases } from "./search";
import { makeGetSiteFrame } from "./site/get-site-frame";

export type { Ports } from "./ports";

/** What the use cases read and the background jobs keep up to date: one of each per site. */
export type SharedState = { startingNumbers: StartingNumberStatsStore; ratings: RatingsService };

export function createSharedState(ports: Ports, logger?: Logger): SharedState {
  return {
    startingNumbers: createStartingNumberStatsStore(ports),
    ratings: createRatingsService({
      archive: ports.resultsArchive,
      races: ports.trotting,
      horses: ports.trotting,
      clock: ports.clock,
      logger: logger ?? silentLogger,
    }),
  };
}

const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * One use case per screen, grouped by area: each area is its own object, so two areas may use
 * the same name without one silently replacing the other. Loaders reach an area through its typed
 * context key (src/request-context.ts).
 */
export function createUseCases(ports: Ports, shared: SharedState) {
  return {
    site: { getSiteFrame: makeGetSiteFrame(ports), getHomePage: makeGetHomePage(ports) },
    horses: createHorseUseCases(ports),
    races: createRaceUseCases(ports, shared),
    breeding: createBreedingUseCases(ports),
    rankings: createRankingUseCases(ports),
    news: createNewsUseCases(ports),
    fantasy: createFantasyUseCases(ports),
    partner: createPartnerUseCases(ports),
    search: createSearchUseCases(ports),
    ratings: createRatingsUseCases(shared),
  };
}

export type UseCases = ReturnType<typeof createUseCases>;
