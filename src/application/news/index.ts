import type { Ports } from "../ports";

/** The use cases of the news screens, one per screen. */
export function createNewsUseCases(_ports: Ports) {
  return {};
}
