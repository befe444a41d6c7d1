import type { Ports } from "../ports";

/** The use cases of the races screens, one per screen. */
export function createRaceUseCases(_ports: Ports) {
  return {};
}
