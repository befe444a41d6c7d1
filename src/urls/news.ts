import { href } from "react-router";
import { parseSlug } from "../domain/slug";
import { queryString, segment, type PagePattern } from "./values";

/** Addresses of the news, the static pages and the files for search engines. */

/** The home page's pattern: it opens with today's races (src/urls/race-day-events.ts). */
export const HOME_PATTERN = "/" satisfies PagePattern;

/** The home page. */
export function homePath(): string {
  return href(HOME_PATTERN);
}

export function newsListPath(page = 1): string {
  return href("/news") + newsPageQuery(page);
}

/** The query of the news list's page: `?page=2`, nothing for the first. */
export function newsPageQuery(page: number): string {
  return queryString({ page: page > 1 ? page : null });
}

/** The news list's page in its address (?page=): missing means 1; anything but a whole number from 1 up is not a page. */
export function parseNewsPage(raw: string | null): number | null {
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}

/** A post: /news/{id}-{slug}. */
export function newsPostPath(post: { id: number; slug: string }): string {
  return href("/news/:slug", { slug: segment(`${post.id}-${post.slug}`) });
}

/** A post by its id alone: the post's page answers with a redirect to its own address. */
export function newsPostIdPath(id: number): string {
  return href("/news/:slug", { slug: String(id) });
}

/** The post id of a post's address slug; null when it names none. */
export function newsPostIdOf(slug: string | undefined): number | null {
  const parsed = parseSlug(slug);
  return parsed && parsed.id.length <= 9 ? Number(parsed.id) : null;
}

/** The content pages, by the last segment of their address. */
export const STATIC_PAGES = ["chi-siamo", "contatti", "privacy"] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

const STATIC_PAGE_PATTERNS = { "chi-siamo": "/chi-siamo", contatti: "/contatti", privacy: "/privacy" } as const satisfies Record<
  StaticPage,
  PagePattern
>;

export function staticPagePath(page: StaticPage): string {
  return href(STATIC_PAGE_PATTERNS[page]);
}

/** Which content page a route shows, from the route's pattern (a loader's `pattern`); null for another route. */
export function staticPageOfRoute(pattern: string): StaticPage | null {
  const route = pattern.startsWith("/") ? pattern : `/${pattern}`;
  return STATIC_PAGES.find((page) => STATIC_PAGE_PATTERNS[page] === route) ?? null;
}

/** The sitemaps: the index and its children, one per kind of page. */
export const CHILD_SITEMAPS = ["news", "cavalli", "allevatori", "pagine"] as const;
export type ChildSitemap = (typeof CHILD_SITEMAPS)[number];
export type SitemapName = "index" | ChildSitemap;

const SITEMAP_PATTERNS = {
  index: "/sitemap.xml",
  news: "/sitemap-news.xml",
  cavalli: "/sitemap-cavalli.xml",
  allevatori: "/sitemap-allevatori.xml",
  pagine: "/sitemap-pagine.xml",
} as const satisfies Record<SitemapName, PagePattern>;

export function sitemapPath(name: SitemapName): string {
  return href(SITEMAP_PATTERNS[name]);
}

/** Which sitemap a route serves, from the route's pattern (a loader's `pattern`); null for another route. */
export function sitemapOfRoute(pattern: string): SitemapName | null {
  const route = pattern.startsWith("/") ? pattern : `/${pattern}`;
  const found = Object.entries(SITEMAP_PATTERNS).find(([, candidate]) => candidate === route);
  return found ? (found[0] as SitemapName) : null;
}
