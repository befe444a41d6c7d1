import type { Clock } from "../ports/clock";
import type { ContentPort } from "../ports/content-port";
import type { FantasyPort } from "../ports/fantasy-port";
import type { TrottingPort } from "../ports/trotting-port";
import { makeGetHomePage } from "./home/get-home-page";
import { makeGetSiteFrame } from "./site/get-site-frame";

export type Ports = {
  trotting: TrottingPort;
  content: ContentPort;
  fantasy: FantasyPort;
  clock: Clock;
};

/** One use case per screen; route loaders reach them through the load context. */
export function createUseCases(ports: Ports) {
  return {
    getSiteFrame: makeGetSiteFrame(ports),
    getHomePage: makeGetHomePage(ports),
  };
}

export type UseCases = ReturnType<typeof createUseCases>;
