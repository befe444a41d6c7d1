import { data } from "react-router";
import { SEARCH_TEXT_MAX } from "~/src/domain/horses/horse-search";
import { siteSearchText } from "~/src/urls/search";
import { searchKey } from "~/src/request-context";
import type { Route } from "./+types/api-site-suggestions";
import { siteSearchGroups } from "./site-search-hits";

/** At most this many suggestions under the header's field; the results page lists the rest. */
const MAX_SUGGESTIONS = 8;

/** JSON answer of the header's search as one types: GET /api/ricerca?q= → {items: [{key, name, details, path}], more, unavailable}; every item has a page. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const text = siteSearchText(url) ?? "";
  if (text.length > SEARCH_TEXT_MAX * 2) return data({ items: [], more: false, unavailable: false }, { status: 400 });
  const page = await context.get(searchKey).searchSite({ text });
  if (!page.results) return data({ items: [], more: false, unavailable: false }, { headers: { "Cache-Control": "public, max-age=300" } });
  const groups = siteSearchGroups(page.results);
  const hits = groups.flatMap((group) => group.hits ?? []);
  // A suggestion is a way to a page: one without (a name without its id) stays on the results page only.
  const withPage = hits.filter((hit): hit is typeof hit & { path: string } => hit.path !== null);
  return data(
    {
      items: withPage.slice(0, MAX_SUGGESTIONS),
      more: withPage.length > MAX_SUGGESTIONS || withPage.length < hits.length || page.results.moreHorses,
      unavailable: groups.every((group) => group.hits === null),
    },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
