import type { SitemapPages } from "~/src/application/news/get-sitemap";
import { FOR_SALE_TITLES, type ForSaleKind } from "~/src/domain/breeding/for-sale";
import { QUALIFICATION_RANKING_TYPES } from "~/src/domain/races/types";
import { RANKING_ENTITIES } from "~/src/domain/rankings/ranking";
import { parseSlug } from "~/src/domain/slug";
import {
  addFoalPath,
  breederSheetPathOfSlug,
  breedersPath,
  featuredStallionsPath,
  foalListPath,
  foalSearchPath,
  followHorsePath,
  forSalePath,
  stallionsPath,
} from "~/src/urls/breeding";
import { fantasyAuthPath } from "~/src/urls/fantasy";
import {
  horseProfilePathOfSlug,
  horseSearchPath,
  matingPath,
  racingSonsPath,
  stallionsForMarePath,
  starterSearchPath,
} from "~/src/urls/horses";
import { CHILD_SITEMAPS, newsListPath, newsPostPath, sitemapPath, staticPagePath, STATIC_PAGES } from "~/src/urls/news";
import { PARTNER_PATH_PREFIX } from "~/src/urls/partner";
import {
  drawsPath,
  qualificationRankingPath,
  qualificationsPath,
  raceListPath,
  sireStartersPath,
  startingNumbersPath,
} from "~/src/urls/races";
import { rankingPath } from "~/src/urls/rankings";
import { ratingsMethodPath, ratingsTrackRecordPath } from "~/src/urls/ratings";

/** sitemaps.org documents: a sitemap index, url sets and robots.txt. */

export type SitemapEntry = { loc: string; lastmod?: string | null };

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** The protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] as string);
}

/** W3C datetime (YYYY-MM-DD) or nothing: lastmod must be valid or absent. */
function lastmodOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match ? match[1] : null;
}

function entryXml(tag: "url" | "sitemap", entry: SitemapEntry): string {
  const lastmod = lastmodOf(entry.lastmod);
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</${tag}>`;
}

/** A <urlset>, duplicates dropped, at most 50,000 URLs. */
export function buildUrlSet(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const unique = entries.filter((entry) => !seen.has(entry.loc) && seen.add(entry.loc)).slice(0, SITEMAP_MAX_URLS);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${unique.map((entry) => entryXml("url", entry)).join("\n")}\n</urlset>\n`;
}

export function buildSitemapIndex(siteUrl: string, lastmod?: string | null): string {
  const sitemaps = CHILD_SITEMAPS.map((name) => entryXml("sitemap", { loc: `${siteUrl}${sitemapPath(name)}`, lastmod }));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}

/** Everything may be crawled except the embeddable partner pages; the sitemap index is announced. */
export function buildRobotsTxt(siteUrl: string): string {
  return ["User-agent: *", `Disallow: ${PARTNER_PATH_PREFIX}`, "Allow: /", "", `Sitemap: ${siteUrl}${sitemapPath("index")}`, ""].join("\n");
}

/**
 * Every public page that needs no parameter: the static pages and the sections a visitor starts
 * from. A route test walks the route table and holds this list to it (tests/routes/news).
 */
function alwaysThere(): string[] {
  return [
    "/",
    newsListPath(),
    ...STATIC_PAGES.map(staticPagePath),
    // races
    raceListPath("partenti"),
    raceListPath("arrivi"),
    sireStartersPath(),
    drawsPath(),
    startingNumbersPath(),
    qualificationsPath(),
    ratingsMethodPath(),
    ratingsTrackRecordPath(),
    ...QUALIFICATION_RANKING_TYPES.map((type) => qualificationRankingPath(type)),
    ...RANKING_ENTITIES.map((entity) => rankingPath(entity)),
    // breeding
    foalListPath(),
    breedersPath(),
    stallionsPath(),
    featuredStallionsPath(),
    ...(Object.keys(FOR_SALE_TITLES) as ForSaleKind[]).map(forSalePath),
    addFoalPath(),
    followHorsePath(),
    // horses and searches
    horseSearchPath("cavalli"),
    horseSearchPath("ricerca"),
    starterSearchPath(),
    racingSonsPath(),
    foalSearchPath(),
    matingPath(),
    stallionsForMarePath(),
    // the game's door
    fantasyAuthPath(),
  ];
}

/**
 * The addresses a child sitemap lists, each built by the page's own builder. A horse or a
 * breeder whose slug names no id is left out: its address would answer 404.
 */
export function sitemapLocations(pages: SitemapPages, siteUrl: string): SitemapEntry[] {
  const absolute = (path: string) => `${siteUrl}${path}`;
  switch (pages.name) {
    case "news":
      return pages.posts.map((post) => ({ loc: absolute(newsPostPath(post)), lastmod: post.modified }));
    case "cavalli":
      return pages.horseSlugs.flatMap((slug) => {
        const path = horseProfilePathOfSlug(slug);
        return path ? [{ loc: absolute(path) }] : [];
      });
    case "allevatori":
      return pages.breederSlugs.flatMap((slug) => (parseSlug(slug) ? [{ loc: absolute(breederSheetPathOfSlug(slug)) }] : []));
    case "pagine":
      return alwaysThere().map((path) => ({ loc: absolute(path) }));
  }
}
