/** sitemaps.org documents: a sitemap index, url sets and robots.txt. */

export type SitemapEntry = { loc: string; lastmod?: string | null };

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** The protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

export const CHILD_SITEMAPS = ["news", "cavalli", "allevatori", "pagine"] as const;
export type ChildSitemap = (typeof CHILD_SITEMAPS)[number];

export function childSitemapPath(name: ChildSitemap): string {
  return `/sitemap-${name}.xml`;
}

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
  const sitemaps = CHILD_SITEMAPS.map((name) => entryXml("sitemap", { loc: `${siteUrl}${childSitemapPath(name)}`, lastmod }));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}

/** Everything may be crawled except the embeddable partner pages; the sitemap index is announced. */
export function buildRobotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Disallow: /iframe/", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}
