import type { RankingsTrottingPort } from "../../src/ports/trotting/rankings";
import type { UpstreamClient } from "../http/upstream-client";

export function rankingsCalls(_client: UpstreamClient): RankingsTrottingPort {
  return {};
}
