import type { TrottingPort } from "~/src/ports/trotting-port";
import type { UpstreamClient } from "../http/upstream-client";
import { breedingCalls } from "./breeding-calls";
import { homeCalls } from "./home-calls";
import { horsesCalls } from "./horses-calls";
import { partnerCalls } from "./partner-calls";
import { racesCalls } from "./races-calls";
import { rankingsCalls } from "./rankings-calls";

/** The trotting-data API, assembled from one module of calls per area of the site. */
export function createTrottingAdapter(client: UpstreamClient): TrottingPort {
  return {
    ...homeCalls(client),
    ...horsesCalls(client),
    ...racesCalls(client),
    ...breedingCalls(client),
    ...rankingsCalls(client),
    ...partnerCalls(client),
  };
}
