import { isCanonicalSlug, parseSlug, type Slug } from "../domain/slug";

/**
 * The partner pages (docs/decisions/005-partner-route-shapes.md, docs/PARTNERS.md): the only
 * addresses other sites may frame, all under one prefix.
 */
export const PARTNER_PATH_PREFIX = "/iframe/";

export function isPartnerPath(pathname: string): boolean {
  return pathname.startsWith(PARTNER_PATH_PREFIX);
}

/**
 * A partner page's slug: partners copy these addresses into their own pages once, so only the
 * canonical spelling is one (`{id}[-{lowercase words}]`, no leading zero); null otherwise.
 */
export function parsePartnerSlug(text: string | null | undefined): Slug | null {
  const slug = parseSlug(text);
  return slug && isCanonicalSlug(slug) ? slug : null;
}
