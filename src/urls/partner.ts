import { href } from "react-router";
import { isCanonicalSlug, parseSlug, type Slug } from "../domain/slug";
import { segment, type PagePattern } from "./values";

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

/** The partner pages that carry a stallion's or a breeder's slug (views/routes/partner/routes.ts). */
const PARTNER_PAGE_PATTERNS = [
  "/iframe/stalloni/:slug/genealogia",
  "/iframe/stalloni/:slug/figli",
  "/iframe/stalloni/:slug/fattrici",
  "/iframe/stalloni/:slug/statistiche",
  "/iframe/stalloni/:slug/figli-piu-veloci",
  "/iframe/stalloni/:slug/figli-piu-ricchi",
  "/iframe/allevatori/:slug/cavalli",
  "/iframe/allevatori/:slug/accoppiamenti",
  "/iframe/allevatori/:slug/puledri",
  "/iframe/allevatori/:slug/fattrici",
] as const satisfies readonly PagePattern[];

type PartnerPagePattern = (typeof PARTNER_PAGE_PATTERNS)[number];

/**
 * The same partner page for another slug: the page a route shows (a loader's `pattern`) at
 * `slug`, e.g. /iframe/stalloni/{slug}/figli; null for a route that is not a partner page.
 */
export function partnerPagePath(pattern: string, slug: string): string | null {
  const route = pattern.startsWith("/") ? pattern : `/${pattern}`;
  const found = PARTNER_PAGE_PATTERNS.find((candidate) => candidate === route);
  return found ? href(found as PartnerPagePattern, { slug: segment(slug) }) : null;
}
