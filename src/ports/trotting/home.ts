import type { Banners } from "../../domain/banners";
import type { BreederBoxes } from "../../domain/breeders";
import type { SponsorCard } from "../../domain/stallions";

export type HomeTrottingPort = {
  /** The sponsor grid: stallions at stud and sponsors. */
  sponsorCards(): Promise<SponsorCard[]>;
  breederBoxes(): Promise<BreederBoxes>;
  banners(): Promise<Banners>;
};
