import type { Ports } from "../ports";

/** The use cases of the breeding screens, one per screen. */
export function createBreedingUseCases(_ports: Ports) {
  return {};
}
