import type { Ports } from "../ports";

/** The use cases of the rankings screens, one per screen. */
export function createRankingUseCases(_ports: Ports) {
  return {};
}
