import type { Ports } from "../ports";

/** The use cases of the fantasy screens, one per screen. */
export function createFantasyUseCases(_ports: Ports) {
  return {};
}
