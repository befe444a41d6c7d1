import type { Ports } from "../ports";

/** The use cases of the horses screens, one per screen. */
export function createHorseUseCases(_ports: Ports) {
  return {};
}
