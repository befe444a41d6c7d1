import type { HorsesTrottingPort } from "../../src/ports/trotting/horses";
import type { UpstreamClient } from "../http/upstream-client";

export function horsesCalls(_client: UpstreamClient): HorsesTrottingPort {
  return {};
}
