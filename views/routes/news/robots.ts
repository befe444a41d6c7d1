import { buildRobotsTxt } from "~/src/domain/seo/sitemap";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(context.site.url), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
