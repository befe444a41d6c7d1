import type { MetaDescriptor } from "react-router";

export type SiteInfo = { name: string; url: string; contacts?: { editorial: string; advertising: string } };

type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined;

export function siteFromMatches(matches: readonly MatchLike[]): SiteInfo {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { site?: SiteInfo } | undefined;
  return data?.site ?? { name: "Sulky", url: "" };
}

/**
 * An address as link previews need it: absolute. Pictures are served from Sulky's own origin as
 * `/media/…` paths, which WhatsApp and Facebook cannot fetch; with the site's URL in front they can.
 */
export function absoluteUrl(siteUrl: string, address: string): string {
  return address.startsWith("/") && !address.startsWith("//") ? `${siteUrl.replace(/\/+$/, "")}${address}` : address;
}

export type PageSeo = {
  title: string;
  description?: string;
  image?: string | null;
  type?: "website" | "article";
  noIndex?: boolean;
  /** Query that belongs to the canonical URL (e.g. '?page=2' of a list), when it names a different page. */
  canonicalQuery?: string;
};

/** Title '{page} | {site}', description, canonical URL and the sharing tags of one page. */
export function pageMeta(
  args: { matches: readonly MatchLike[]; location: { pathname: string; search?: string } },
  seo: PageSeo,
): MetaDescriptor[] {
  const site = siteFromMatches(args.matches);
  const title = `${seo.title} | ${site.name}`;
  const canonical = `${site.url}${args.location.pathname}${seo.canonicalQuery ?? ""}`;
  const description = seo.description ?? `${seo.title}: trotto e allevamento su ${site.name}.`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "it_IT" },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: description },
  ];
  if (seo.image) {
    const image = absoluteUrl(site.url, seo.image);
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  if (seo.noIndex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** schema.org JSON-LD as a meta entry; React Router renders it with '<' escaped, and CSP allows it (not executable). */
export function structuredData(data: object): MetaDescriptor {
  return { "script:ld+json": data };
}
