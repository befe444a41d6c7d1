/** A card of the sponsor grid: a stallion at stud, or a sponsor (docs/PRODUCT.md, "Horses for sale and stallions"). */
export type SponsorCard = {
  kind: "stallion" | "sponsor";
  title: string;
  /** Where the card leads: the site's own page of the stallion when there is one, else the sponsor's address. */
  href: string | null;
  /** A stallion's slug (`{code}-{name}`), when the card is a stallion's. */
  stallionSlug: string | null;
  image: string | null;
  motto: string | null;
  background: string | null;
  textColor: string | null;
  /** The picture is the whole card (a sponsor's own artwork). */
  fullImage: boolean;
  record: string | null;
};

/** Featured stallions are the stallion cards of the sponsor grid. */
export function featuredStallions(cards: readonly SponsorCard[]): SponsorCard[] {
  return cards.filter((card) => card.kind === "stallion");
}
