import type { TrottingPort } from "../../src/ports/trotting-port";
import type { UpstreamClient } from "../http/upstream-client";
import { homeCalls } from "./home-calls";

/** The trotting-data API, assembled from one module of calls per area of the site. */
export function createTrottingAdapter(client: UpstreamClient): TrottingPort {
  return {
    ...homeCalls(client),
  };
}
