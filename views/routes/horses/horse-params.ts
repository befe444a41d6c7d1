import { isHorseCode } from "~/src/domain/horses/horse";
import { idFromSlug } from "~/src/domain/links";

import { notFound } from "../../route-errors";

/** The horse code of a '{code}-{name slug}' slug; anything else is a 404, never an upstream call. */
export function horseCodeFromSlug(slug: string | undefined): string {
  const code = idFromSlug(slug ?? "");
  return isHorseCode(code) ? code : notFound();
}

/** The text of a search query parameter, if any. */
export function searchText(request: Request, name: string): string | null {
  return new URL(request.url).searchParams.get(name);
}

/** A route the upstream gives for a horse, kept on this site: anything else becomes the profile by code. */
export function internalPath(route: string | null | undefined, code: string): string {
  return route && /^\/(?!\/)/.test(route) ? route : `/cavalli/${code}`;
}
