import type { HomeTrottingPort } from "../../src/ports/trotting/home";
import type { UpstreamClient } from "../http/upstream-client";
import { bannersSchema, breederBoxesSchema, sponsorListSchema } from "./schemas/home";

export function homeCalls(client: UpstreamClient): HomeTrottingPort {
  return {
    sponsorStallions: () => client.get("/api/v1/getStalloniSponsor", sponsorListSchema),
    breederBoxes: () => client.get("/api/v2/allevatori", breederBoxesSchema, { boxes: 1 }),
    banners: () => client.get("/api/v2/banners", bannersSchema),
  };
}
