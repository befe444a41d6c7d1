import type { RacesTrottingPort } from "../../src/ports/trotting/races";
import type { UpstreamClient } from "../http/upstream-client";

export function racesCalls(_client: UpstreamClient): RacesTrottingPort {
  return {};
}
