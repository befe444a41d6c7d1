import type { Banners } from "../../domain/banners";
import type { BreederBoxes } from "../../domain/breeding/breeders";
import type { SponsorCard } from "../../domain/breeding/stallions";

export type HomeTrottingPort = {
  /** The sponsor grid: stallions at stud and sponsors. */
  sponsorCards(): Promise<SponsorCard[]>;
  breederBoxes(): Promise<BreederBoxes>;
  banners(): Promise<Banners>;
};
