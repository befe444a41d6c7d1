import { href } from "react-router";
import { queryString } from "./values";

/** Addresses of the header's site search. */

/** The name of the search text in both addresses: /ricerca?q={text}. */
export const SITE_SEARCH_PARAMETER = "q";

/** The results page the header's form submits to (GET): /ricerca?q={text}. */
export function siteSearchPath(text?: string | null): string {
  return href("/ricerca") + queryString({ [SITE_SEARCH_PARAMETER]: text?.trim() });
}

/** What the header suggests as one types (JSON): /api/ricerca?q={text}. */
export function siteSuggestionsPath(text: string): string {
  return href("/api/ricerca") + queryString({ [SITE_SEARCH_PARAMETER]: text.trim() });
}

/** The search text of a request to either address. */
export function siteSearchText(url: URL): string | null {
  return url.searchParams.get(SITE_SEARCH_PARAMETER);
}
