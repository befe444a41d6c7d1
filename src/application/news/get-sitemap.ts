import { calendarDateInItaly } from "../../domain/calendar";
import { newsPostPath } from "../../domain/news";
import { QUALIFICATION_RANKING_TYPES } from "../../domain/races/types";
import { RANKING_ENTITIES } from "../../domain/rankings/ranking";
import { buildSitemapIndex, buildUrlSet, type ChildSitemap, type SitemapEntry } from "../../domain/seo/sitemap";
import type { Clock } from "../../ports/clock";
import type { ContentPort } from "../../ports/content-port";
import type { RankingsTrottingPort } from "../../ports/trotting/rankings";

/** Sitemaps change slowly and cost several upstream calls: each document is kept this long. */
export const SITEMAP_CACHE_MS = 5 * 60 * 1000;

/**
 * Every public page that needs no parameter: the static pages and the sections a visitor starts
 * from. A route test walks the route table and holds this list to it (tests/routes/news).
 */
const STATIC_PATHS = [
  "/",
  "/news",
  "/chi-siamo",
  "/contatti",
  "/privacy",
  // races
  "/trotto/partenti",
  "/trotto/arrivi",
  "/trotto/partenti/figli-di",
  "/trotto/sorteggi",
  "/trotto/statistiche/numeri",
  "/trotto/qualifiche",
  ...QUALIFICATION_RANKING_TYPES.map((type) => `/trotto/qualifiche/classifiche/${type}`),
  ...RANKING_ENTITIES.map((entity) => `/trotto/classifiche/${entity}`),
  // breeding
  "/trotto/puledri",
  "/trotto/allevatori",
  "/trotto/stalloni",
  "/trotto/stalloni/in-evidenza",
  "/trotto/in-vendita/fattrici",
  "/trotto/in-vendita/carature",
  "/trotto/in-vendita/puledri",
  "/cavalli/aggiungi-puledro",
  "/cavalli/segui-cavallo",
  // horses and searches
  "/cavalli",
  "/ricerca/cavallo",
  "/ricerca/cavalli/partenti",
  "/ricerca/figli-in-corsa",
  "/ricerca/puledri",
  "/ipotesi-accoppiamento",
  "/ipotesi-accoppiamento/stalloni",
  // the game's door
  "/fantatrotto/auth",
];

export type SitemapName = "index" | ChildSitemap;

/** The sitemap index and its children (news, horses, breeders, static and section pages), built from the upstreams and cached. */
export function makeGetSitemap(deps: { content: ContentPort; trotting: RankingsTrottingPort; clock: Clock }) {
  const cache = new Map<string, { xml: string; expires: number }>();

  async function entriesOf(name: ChildSitemap, siteUrl: string): Promise<SitemapEntry[]> {
    switch (name) {
      case "news":
        return (await deps.content.allPostLinks()).map((post) => ({ loc: `${siteUrl}${newsPostPath(post)}`, lastmod: post.modified }));
      case "cavalli": {
        const year = calendarDateInItaly(deps.clock.now()).year;
        const rankings = await Promise.all([
          deps.trotting.ranking({ entity: "leaders", year, age: null, type: null }),
          deps.trotting.ranking({ entity: "leaders", year: year - 1, age: null, type: null }),
          deps.trotting.ranking({ entity: "stalloni", year, age: null, type: null }),
        ]);
        return rankings.flatMap((ranking) => ranking.rows.map((row) => ({ loc: `${siteUrl}/cavalli/${row.slug}` })));
      }
      case "allevatori":
        return (await deps.trotting.sitemapBreederSlugs()).map((slug) => ({ loc: `${siteUrl}/trotto/allevatori/${slug}` }));
      case "pagine":
        return STATIC_PATHS.map((path) => ({ loc: `${siteUrl}${path}` }));
    }
  }

  return async function getSitemap({ name, siteUrl }: { name: SitemapName; siteUrl: string }): Promise<string> {
    const key = `${siteUrl} ${name}`;
    const now = deps.clock.now().getTime();
    const cached = cache.get(key);
    if (cached && cached.expires > now) return cached.xml;
    const xml = name === "index" ? buildSitemapIndex(siteUrl) : buildUrlSet(await entriesOf(name, siteUrl));
    cache.set(key, { xml, expires: now + SITEMAP_CACHE_MS });
    return xml;
  };
}
