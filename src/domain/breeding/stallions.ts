import type { SponsorCard } from "../stallions";

/** Featured stallions are the stallion cards of the sponsor grid. */
export function featuredStallions(cards: readonly SponsorCard[]): SponsorCard[] {
  return cards.filter((card) => card.kind === "stallion");
}

/** A stallion code is digits; the slug is {code}-{name slug}. */
export function stallionCodeFromSlug(slug: string): string | null {
  const match = /^(\d+)(?:-[a-z0-9-]*)?$/i.exec(slug);
  return match ? match[1] : null;
}
