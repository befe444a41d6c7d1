import { describe, expect, it } from "vitest";
import { sitemapPath } from "~/src/urls/news";
import { buildRobotsTxt, buildSitemapIndex, buildUrlSet, SITEMAP_NAMESPACE, sitemapLocations } from "~/views/sitemap-xml.server";
import { breadcrumbList, newsArticle } from "~/views/structured-data";

describe("sitemaps", () => {
  it("build an index of the four child sitemaps under the site URL", () => {
    const xml = buildSitemapIndex("https://www.sulky.it");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(`<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`);
    const locs = [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => match[1]);
    expect(locs).toEqual(["news", "cavalli", "allevatori", "pagine"].map((name) => `https://www.sulky.it/sitemap-${name}.xml`));
    expect(sitemapPath("news")).toBe("/sitemap-news.xml");
  });
  it("build url sets with escaped locations, W3C dates and no duplicates", () => {
    const xml = buildUrlSet([
      { loc: "https://www.sulky.it/news/1-a&b", lastmod: "2026-11-20T09:00:00" },
      { loc: "https://www.sulky.it/news/1-a&b", lastmod: "2026-11-20T09:00:00" },
      { loc: "https://www.sulky.it/chi-siamo", lastmod: "not a date" },
    ]);
    expect(xml).toContain(`<urlset xmlns="${SITEMAP_NAMESPACE}">`);
    expect(xml).toContain("<url><loc>https://www.sulky.it/news/1-a&amp;b</loc><lastmod>2026-11-20</lastmod></url>");
    expect(xml).toContain("<url><loc>https://www.sulky.it/chi-siamo</loc></url>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});

describe("the pages a sitemap lists", () => {
  const SITE = "https://www.sulky.it";
  it("addresses horses through their profile's own rule, and leaves out a slug that names no horse", () => {
    const locs = sitemapLocations({ name: "cavalli", horseSlugs: ["100038-varenne", "varenne", "100039"] }, SITE).map((entry) => entry.loc);
    expect(locs).toEqual([`${SITE}/cavalli/100038-varenne`, `${SITE}/cavalli/100039`]);
  });
  it("addresses breeders and posts through their builders", () => {
    expect(sitemapLocations({ name: "allevatori", breederSlugs: ["7-lama", "lama"] }, SITE)).toEqual([
      { loc: `${SITE}/trotto/allevatori/7-lama` },
    ]);
    expect(sitemapLocations({ name: "news", posts: [{ id: 1, slug: "notizia-1", modified: "2026-11-20" }] }, SITE)).toEqual([
      { loc: `${SITE}/news/1-notizia-1`, lastmod: "2026-11-20" },
    ]);
  });
  it("lists the pages that are always there", () => {
    const locs = sitemapLocations({ name: "pagine" }, SITE).map((entry) => entry.loc.slice(SITE.length));
    expect(locs).toEqual(
      expect.arrayContaining([
        "/",
        "/news",
        "/chi-siamo",
        "/ipotesi-accoppiamento/stalloni",
        "/trotto/statistiche/numeri",
        "/trotto/classifiche/leaders",
      ]),
    );
  });
});

describe("robots.txt", () => {
  it("points at the sitemap index and keeps partner pages out", () => {
    const text = buildRobotsTxt("https://www.sulky.it");
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /iframe/");
    expect(text).toContain("Sitemap: https://www.sulky.it/sitemap.xml");
  });
});

describe("structured data", () => {
  it("numbers breadcrumb items from 1 with absolute URLs", () => {
    const list = breadcrumbList("https://www.sulky.it", [
      { name: "Home", path: "/" },
      { name: "Notizie", path: "/news" },
    ]);
    expect(list["@type"]).toBe("BreadcrumbList");
    expect(list.itemListElement[1]).toEqual({ "@type": "ListItem", position: 2, name: "Notizie", item: "https://www.sulky.it/news" });
  });
  it("describes a post as a NewsArticle, without author when unknown", () => {
    const article = newsArticle({
      url: "https://x/news/1-a",
      headline: "Titolo",
      description: "Testo",
      image: null,
      datePublished: "2026-11-20T09:00:00",
      dateModified: null,
      author: null,
      publisher: "Sulky",
    });
    expect(article["@type"]).toBe("NewsArticle");
    expect(article.dateModified).toBe("2026-11-20T09:00:00");
    expect("author" in article).toBe(false);
    expect("image" in article).toBe(false);
  });
});
