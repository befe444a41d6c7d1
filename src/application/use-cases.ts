import { createBreedingUseCases } from "./breeding";
import { makeGetHomePage } from "./home/get-home-page";
import { createHorseUseCases } from "./horses";
import { createNewsUseCases } from "./news";
import { createFantasyUseCases } from "./fantasy";
import { createPartnerUseCases } from "./partner";
import type { Ports } from "./ports";
import { createRaceUseCases } from "./races";
import { createRankingUseCases } from "./rankings";
import { makeGetSiteFrame } from "./site/get-site-frame";

export type { Ports } from "./ports";

/** One use case per screen; route loaders reach them through the load context. */
export function createUseCases(ports: Ports) {
  return {
    getSiteFrame: makeGetSiteFrame(ports),
    getHomePage: makeGetHomePage(ports),
    ...createHorseUseCases(ports),
    ...createRaceUseCases(ports),
    ...createBreedingUseCases(ports),
    ...createRankingUseCases(ports),
    ...createNewsUseCases(ports),
    ...createFantasyUseCases(ports),
    ...createPartnerUseCases(ports),
  };
}

export type UseCases = ReturnType<typeof createUseCases>;
