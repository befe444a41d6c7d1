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
import { createSearchUseCases } from "./search";
import { makeGetSiteFrame } from "./site/get-site-frame";

export type { Ports } from "./ports";

/** What the use cases read and the background jobs keep up to date: one of each per site. */
export type SharedState = { startingNumbers: StartingNumberStatsStore };

export function createSharedState(ports: Ports): SharedState {
  return { startingNumbers: createStartingNumberStatsStore(ports) };
}

/** One use case per screen; route loaders reach them through the load context. */
export function createUseCases(ports: Ports, shared: SharedState) {
  return {
    getSiteFrame: makeGetSiteFrame(ports),
    getHomePage: makeGetHomePage(ports),
    ...createHorseUseCases(ports),
    ...createRaceUseCases(ports, shared),
    ...createBreedingUseCases(ports),
    ...createRankingUseCases(ports),
    ...createSearchUseCases(ports),
    ...createNewsUseCases(ports),
    ...createFantasyUseCases(ports),
    ...createPartnerUseCases(ports),
  };
}

export type UseCases = ReturnType<typeof createUseCases>;
