import type { SponsorCard } from "../stallions";

/** Featured stallions are the stallion cards of the sponsor grid. */
export function featuredStallions(cards: readonly SponsorCard[]): SponsorCard[] {
  return cards.filter((card) => card.kind === "stallion");
}
