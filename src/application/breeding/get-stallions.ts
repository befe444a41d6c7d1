import { featuredStallions, type SponsorCard } from "../../domain/breeding/stallions";
import type { HomeTrottingPort } from "../../ports/trotting/home";
import { unusableAsNull } from "../sections";

/** The sponsor grid: stallion cards, sponsor cards and full-image sponsor cards; null when the answer is unreadable. */
export function makeGetSponsorStallions(deps: { trotting: HomeTrottingPort }) {
  return async function getSponsorStallions(): Promise<SponsorCard[] | null> {
    return unusableAsNull(deps.trotting.sponsorCards());
  };
}

/** Featured stallions: only the stallion cards of the sponsor grid. */
export function makeGetFeaturedStallions(deps: { trotting: HomeTrottingPort }) {
  return async function getFeaturedStallions(): Promise<SponsorCard[] | null> {
    const cards = await unusableAsNull(deps.trotting.sponsorCards());
    return cards && featuredStallions(cards);
  };
}
