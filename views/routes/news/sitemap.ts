import { CHILD_SITEMAPS, type ChildSitemap } from "~/src/domain/seo/sitemap";
import { isUpstreamError } from "~/src/ports/upstream-error";
import type { Route } from "./+types/sitemap";
import { unavailableFile } from "../../file-loader";
import { notFound } from "../../route-errors";

/** '/sitemap.xml' is the index; '/sitemap-{name}.xml' its children. */
function sitemapName(pathname: string): "index" | ChildSitemap | null {
  if (pathname === "/sitemap.xml") return "index";
  const name = /^\/sitemap-([a-z]+)\.xml$/.exec(pathname)?.[1];
  return name && (CHILD_SITEMAPS as readonly string[]).includes(name) ? (name as ChildSitemap) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const name = sitemapName(new URL(request.url).pathname) ?? notFound();
  let xml: string;
  try {
    xml = await context.useCases.getSitemap({ name, siteUrl: context.site.url });
  } catch (error) {
    // An upstream out with nothing cached: a 503 crawlers retry, never a 500 that tells them the sitemap is broken.
    if (isUpstreamError(error)) return unavailableFile();
    throw error;
  }
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
