import type { Banners } from "../../domain/banners";
import type { BreederBoxes } from "../../domain/breeders";
import type { SponsorItem } from "../../domain/stallions";

export type HomeTrottingPort = {
  sponsorStallions(): Promise<SponsorItem[]>;
  breederBoxes(): Promise<BreederBoxes>;
  banners(): Promise<Banners>;
};
