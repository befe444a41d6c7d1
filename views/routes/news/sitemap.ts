import { sitemapOfRoute } from "~/src/urls/news";
import { failureOf } from "~/src/application/failures";
import type { Route } from "./+types/sitemap";
import { unavailableFile } from "../../file-loader.server";
import { notFound } from "../../route-errors";
import { buildSitemapIndex, buildUrlSet, sitemapLocations } from "../../sitemap-xml.server";
import { newsKey, requestKey } from "~/src/request-context";

/** '/sitemap.xml' is the index; '/sitemap-{name}.xml' its children: which one, the route says. */
export async function loader({ pattern, context }: Route.LoaderArgs) {
  const name = sitemapOfRoute(pattern) ?? notFound();
  let xml: string;
  try {
    xml =
      name === "index"
        ? buildSitemapIndex(context.get(requestKey).site.url)
        : buildUrlSet(sitemapLocations(await context.get(newsKey).getSitemap(name), context.get(requestKey).site.url));
  } catch (error) {
    // An upstream out with nothing cached: a 503 crawlers retry, never a 500 that tells them the sitemap is broken.
    if (failureOf(error)) return unavailableFile();
    throw error;
  }
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
