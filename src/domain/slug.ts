/**
 * How Sulky names a subject (a horse, a stallion, a breeder, a ranking subject, a news post)
 * in its addresses: the subject's numeric id, then optionally a hyphen and words from its
 * name, `102306-vagabondo-vr`, `7-allevamento-sant-ilario`, `1064`. Only the id counts: the
 * words are for people and search engines (docs/PRODUCT.md, "Addresses").
 */
export type Slug = {
  /** The digits before the first hyphen. */
  readonly id: string;
  /** The slug as it was written. */
  readonly text: string;
};

/** The one reader of slugs: the part before the first hyphen must be 1–10 digits; null otherwise. */
export function parseSlug(text: string | null | undefined): Slug | null {
  if (!text) return null;
  const hyphen = text.indexOf("-");
  const id = hyphen === -1 ? text : text.slice(0, hyphen);
  return /^\d{1,10}$/.test(id) ? { id, text } : null;
}

/**
 * The spelling Sulky itself writes: an id without leading zeros, then lowercase words joined
 * by single hyphens. Addresses that are a public contract (the partner pages) take only this one.
 */
export function isCanonicalSlug(slug: Slug): boolean {
  return /^[1-9]\d*(?:-[a-z0-9]+)*$/.test(slug.text);
}

/** Words of a name as a slug's words: no accents, lowercase letters and digits, single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A subject's slug from its id and name: `7-allevamento-sant-ilario`, or the id alone without a name. */
export function slugFor(id: string | number, name?: string | null): string {
  const words = slugify(name ?? "");
  return words ? `${id}-${words}` : String(id);
}
