import { homePath, newsListPath, newsPostIdPath, newsPostPath } from "~/src/urls/news";
import type { LinkRewriter } from "./sanitize";

/**
 * Links inside a post's body that point at the WordPress site itself (its permalinks, `?p=`, its
 * category pages) lead to Sulky's pages instead: a visitor reading the news on Sulky stays on
 * Sulky. A post is found by its slug (one lookup for all the body's links); what has no page on
 * Sulky (a WordPress page, its admin, a feed) keeps its text without the link. Pictures were
 * already moved to Sulky's media proxy by the upstream client (adapters/http/media-urls.ts).
 */
export type SiteLink =
  { kind: "post"; id: number } | { kind: "slug"; slug: string } | { kind: "news" } | { kind: "home" } | { kind: "none" };

const WORDPRESS_ONLY = /^\/(?:wp-(?:admin|json|content|includes|login\.php)|feed|comments|xmlrpc\.php)(?:\/|$)/;
const ARCHIVES = /^\/(?:category|tag|author|page|\d{4})(?:\/|$)/;

/**
 * What a link on the WordPress site is, or null when it leads elsewhere. Only absolute addresses
 * on the site count: a path (`/cavalli/…`, a picture already on Sulky's `/media/…`) is Sulky's own.
 */
export function classifySiteLink(href: string, siteOrigin: string): SiteLink | null {
  if (!/^https?:\/\//i.test(href.trim())) return null;
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  // Pictures are the media proxy's (the upstream client moves them to /media/…), not a page's.
  if (url.origin !== siteOrigin || /\.(?:jpe?g|png|gif|webp|avif|svg)$/i.test(url.pathname)) return null;
  const postId = url.searchParams.get("p");
  if (postId && /^\d{1,9}$/.test(postId)) return { kind: "post", id: Number(postId) };
  if (url.searchParams.has("cat") || url.searchParams.has("tag") || url.searchParams.has("s")) return { kind: "news" };
  if (url.searchParams.has("page_id") || WORDPRESS_ONLY.test(url.pathname)) return { kind: "none" };
  if (ARCHIVES.test(url.pathname)) return { kind: "news" };
  const segments = url.pathname.split("/").filter(Boolean);
  if (segments.length === 0) return { kind: "home" };
  let slug = segments[segments.length - 1];
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // kept as it is
  }
  return { kind: "slug", slug };
}

/** The slugs a body links to on the WordPress site, to look up in one call. */
export function linkedSlugs(html: string, siteOrigin: string): string[] {
  const slugs = new Set<string>();
  for (const [, href] of html.matchAll(/<a\s[^>]*?href\s*=\s*["']([^"']+)["']/gi)) {
    const link = classifySiteLink(decodeHtmlAttribute(href), siteOrigin);
    if (link?.kind === "slug") slugs.add(link.slug);
  }
  return [...slugs];
}

/** The rewriter for one body, once its linked slugs are known (slug → post id). */
export function siteLinkRewriter(siteOrigin: string, postIds: ReadonlyMap<string, number>): LinkRewriter {
  return (href) => {
    const link = classifySiteLink(href, siteOrigin);
    if (!link) return undefined;
    switch (link.kind) {
      case "post":
        // Sulky's post page redirects an id without its slug to the post's own address
        return newsPostIdPath(link.id);
      case "slug": {
        const id = postIds.get(link.slug);
        return id === undefined ? null : newsPostPath({ id, slug: link.slug });
      }
      case "news":
        return newsListPath();
      case "home":
        return homePath();
      case "none":
        return null;
    }
  };
}

function decodeHtmlAttribute(value: string): string {
  return value.replace(/&amp;/g, "&").replace(/&#0?38;/g, "&");
}
