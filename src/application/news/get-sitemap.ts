import { calendarDateInItaly } from "../../domain/calendar";
import type { Clock } from "../../ports/clock";
import type { ContentPort, PostLink } from "../../ports/content-port";
import type { RankingsTrottingPort } from "../../ports/trotting/rankings";

/** Sitemaps change slowly and cost several upstream calls: each one's pages are kept this long. */
export const SITEMAP_CACHE_MS = 5 * 60 * 1000;

/** The pages a child sitemap lists, in Sulky's terms; the addresses are the view's (src/urls/sitemap.ts). */
export type SitemapPages =
  | { name: "news"; posts: PostLink[] }
  /** The horses of this year's and last year's leaders and of the stallions' ranking, by their slugs. */
  | { name: "cavalli"; horseSlugs: string[] }
  | { name: "allevatori"; breederSlugs: string[] }
  /** The pages that are always there. */
  | { name: "pagine" };

export type ChildSitemapName = SitemapPages["name"];

/** What each child sitemap lists, read from the upstreams and kept a few minutes. */
export function makeGetSitemap(deps: { content: ContentPort; trotting: RankingsTrottingPort; clock: Clock }) {
  const cache = new Map<ChildSitemapName, { pages: SitemapPages; expires: number }>();

  async function pagesOf(name: ChildSitemapName): Promise<SitemapPages> {
    switch (name) {
      case "news":
        return { name, posts: await deps.content.allPostLinks() };
      case "cavalli": {
        const year = calendarDateInItaly(deps.clock.now()).year;
        const rankings = await Promise.all([
          deps.trotting.ranking({ entity: "leaders", year, age: null, type: null }),
          deps.trotting.ranking({ entity: "leaders", year: year - 1, age: null, type: null }),
          deps.trotting.ranking({ entity: "stalloni", year, age: null, type: null }),
        ]);
        return { name, horseSlugs: rankings.flatMap((ranking) => ranking.rows.map((row) => row.slug)) };
      }
      case "allevatori":
        return { name, breederSlugs: await deps.trotting.sitemapBreederSlugs() };
      case "pagine":
        return { name };
    }
  }

  return async function getSitemap(name: ChildSitemapName): Promise<SitemapPages> {
    const now = deps.clock.now().getTime();
    const cached = cache.get(name);
    if (cached && cached.expires > now) return cached.pages;
    const pages = await pagesOf(name);
    cache.set(name, { pages, expires: now + SITEMAP_CACHE_MS });
    return pages;
  };
}
