import type { PartnerTrottingPort } from "../../src/ports/trotting/partner";
import type { UpstreamClient } from "../http/upstream-client";

export function partnerCalls(_client: UpstreamClient): PartnerTrottingPort {
  return {};
}
