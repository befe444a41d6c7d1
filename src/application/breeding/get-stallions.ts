import { featuredStallions } from "../../domain/breeding/stallions";
import type { SponsorItem } from "../../domain/stallions";
import type { HomeTrottingPort } from "../../ports/trotting/home";

/** The sponsor grid: stallion cards, sponsor cards and full-image sponsor cards. */
export function makeGetSponsorStallions(deps: { trotting: HomeTrottingPort }) {
  return async function getSponsorStallions(): Promise<SponsorItem[]> {
    return deps.trotting.sponsorStallions();
  };
}

/** Featured stallions: only the stallion cards of the sponsor grid. */
export function makeGetFeaturedStallions(deps: { trotting: HomeTrottingPort }) {
  return async function getFeaturedStallions(): Promise<SponsorItem[]> {
    return featuredStallions(await deps.trotting.sponsorStallions());
  };
}
