import { isHorseCode } from "~/src/domain/horses/horse";
import { parseAddressSlug } from "~/src/urls/values";

import { notFound } from "../../route-errors";

/** The horse code of a '{code}-{name slug}' slug; anything else is a 404, never an upstream call. */
export function horseCodeFromSlug(slug: string | undefined): string {
  const code = parseAddressSlug(slug)?.id;
  return code && isHorseCode(code) ? code : notFound();
}

/** The text of a search query parameter, if any. */
export function searchText(url: URL, name: string): string | null {
  return url.searchParams.get(name);
}
