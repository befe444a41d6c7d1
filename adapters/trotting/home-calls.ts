import type { HomeTrottingPort } from "~/src/ports/trotting/home";
import type { UpstreamClient } from "../http/upstream-client";
import { bannersSchema, breederBoxesSchema, sponsorCardsSchema } from "./schemas/home";

export function homeCalls(client: UpstreamClient): HomeTrottingPort {
  return {
    sponsorCards: () => client.get("/api/v1/getStalloniSponsor", sponsorCardsSchema),
    breederBoxes: () => client.get("/api/v2/allevatori", breederBoxesSchema, { boxes: 1 }),
    banners: () => client.get("/api/v2/banners", bannersSchema),
  };
}
