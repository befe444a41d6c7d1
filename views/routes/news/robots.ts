import type { Route } from "./+types/robots";
import { buildRobotsTxt } from "../../sitemap-xml.server";
import { requestKey } from "~/src/request-context";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(context.get(requestKey).site.url), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
