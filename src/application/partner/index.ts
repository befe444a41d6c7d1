import type { Ports } from "../ports";

/** The use cases of the partner screens, one per screen. */
export function createPartnerUseCases(_ports: Ports) {
  return {};
}
