/** Breeder websites are often stored without a scheme: browsers need one. */
export function externalLink(link: string): string {
  const trimmed = link.trim();
  return /^http/i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** The id or code in a slug is the part before the first hyphen. */
export function idFromSlug(slug: string): string {
  const index = slug.indexOf("-");
  return index === -1 ? slug : slug.slice(0, index);
}

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The stallions ranked by the foal's inbreeding for one mare (§ tools: stallions for a mare). */
export const STALLIONS_FOR_MARE_PATH = "/ipotesi-accoppiamento/stalloni";

export function stallionsForMarePath(mareCode: string): string {
  return `${STALLIONS_FOR_MARE_PATH}?fattrice=${encodeURIComponent(mareCode)}`;
}
