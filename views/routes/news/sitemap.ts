import { sitemapOfRoute } from "~/src/urls/news";
import type { Route } from "./+types/sitemap";
import { notFound } from "../../route-errors";
import { buildSitemapIndex, buildUrlSet, sitemapLocations } from "../../sitemap-xml";

/** '/sitemap.xml' is the index; '/sitemap-{name}.xml' its children: which one, the route says. */
export async function loader({ pattern, context }: Route.LoaderArgs) {
  const name = sitemapOfRoute(pattern) ?? notFound();
  const xml =
    name === "index"
      ? buildSitemapIndex(context.site.url)
      : buildUrlSet(sitemapLocations(await context.useCases.getSitemap(name), context.site.url));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
