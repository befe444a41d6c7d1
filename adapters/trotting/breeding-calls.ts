import type { BreedingTrottingPort } from "../../src/ports/trotting/breeding";
import type { UpstreamClient } from "../http/upstream-client";

export function breedingCalls(_client: UpstreamClient): BreedingTrottingPort {
  return {};
}
