import type { SponsorItem } from "../stallions";

/** Featured stallions are the stallion cards of the sponsor grid. */
export function featuredStallions(items: readonly SponsorItem[]): SponsorItem[] {
  return items.filter((item) => item.type === "stallone");
}

/** A stallion code is digits; the slug is {code}-{name slug}. */
export function stallionCodeFromSlug(slug: string): string | null {
  const match = /^(\d+)(?:-[a-z0-9-]*)?$/i.exec(slug);
  return match ? match[1] : null;
}
