import { href } from "react-router";
import type { ForSaleKind } from "../domain/breeding/for-sale";
import { parseSlug, slugFor } from "../domain/slug";
import { UNNAMED_HORSE } from "../domain/horses/horse";
import { queryString, segment, type PagePattern } from "./values";

/** Addresses of the breeding screens: foals, breeders, stallions, horses for sale and the two public forms. */

/** The foal list; the main navigation writes it with a trailing slash: /trotto/puledri/ (docs/PRODUCT.md, "Navigation"). */
export function foalListPath(options: { trailingSlash?: boolean } = {}): string {
  return href("/trotto/puledri") + (options.trailingSlash ? "/" : "");
}

/** A foal's file: /trotto/puledri/{slug}. */
export function foalFilePath(slug: string): string {
  return href("/trotto/puledri/:slug", { slug: segment(slug) });
}

/**
 * Every foal with a page links to it: the file answers for every foal the list gives a slug, visitable or
 * not (a buyer must reach an auction lot or a foal's video; issue 40 overrides "linked only when visitable").
 */
export function foalLink(foal: { slug: string | null; name?: string }): string | null {
  // A foal without a public name is listed as studbooks do, without a link.
  return foal.slug && foal.name !== UNNAMED_HORSE ? foalFilePath(foal.slug) : null;
}

/** A foal's video: the video section of its file. */
export function foalVideoLink(foal: { slug: string | null; name?: string }): string | null {
  const file = foalLink(foal);
  return file ? `${file}#video` : null;
}

/** The breeders: as a table, or as boxes (?vista=riquadri). */
export function breedersPath(view: "table" | "boxes" = "table"): string {
  return href("/trotto/allevatori") + queryString({ vista: view === "boxes" ? "riquadri" : null });
}

/** The breeders' table sorted by one column (`?ordina=puledri&verso=desc`). */
export function breedersSortedPath(column: string, direction: "asc" | "desc"): string {
  return href("/trotto/allevatori") + queryString({ ordina: column, verso: direction });
}

/** A breeder's sheet, /trotto/allevatori/{id}-{name slug}. */
export function breederSheetPath(breeder: { id: number | string; name?: string | null }): string {
  return breederSheetPathOfSlug(slugFor(breeder.id, breeder.name));
}

/** The breeder id of a sheet's address slug (`{id}-{name slug}`); null when it names none. */
export function breederIdOf(slug: string | undefined): number | null {
  const parsed = parseSlug(slug);
  return parsed ? Number(parsed.id) : null;
}

/** A breeder's sheet by the slug the upstream gives. */
export function breederSheetPathOfSlug(slug: string): string {
  return href("/trotto/allevatori/:slug", { slug: segment(slug) });
}

/** Where a breeder's box leads: the upstream gives the sheet's slug, or sometimes a path of this site. */
export function breederBoxPath(slugOrPath: string): string {
  return slugOrPath.startsWith("/") ? slugOrPath : breederSheetPathOfSlug(slugOrPath);
}

/** The breeders that the add-a-foal form suggests as one types: /api/allevatori/suggerimenti?term={text}. */
export function breederSuggestionsPath(term: string): string {
  return href("/api/allevatori/suggerimenti") + `?term=${encodeURIComponent(term)}`;
}

export function stallionsPath(): string {
  return href("/trotto/stalloni");
}

export function featuredStallionsPath(): string {
  return href("/trotto/stalloni/in-evidenza");
}

/** A stallion's mares (/trotto/stalloni/{slug}/fattrici) or offspring (/figli). */
export function stallionTablePath(slug: string, table: "fattrici" | "figli"): string {
  return table === "fattrici"
    ? href("/trotto/stalloni/:slug/fattrici", { slug: segment(slug) })
    : href("/trotto/stalloni/:slug/figli", { slug: segment(slug) });
}

const FOR_SALE_PATTERNS = {
  fattrici: "/trotto/in-vendita/fattrici",
  carature: "/trotto/in-vendita/carature",
  puledri: "/trotto/in-vendita/puledri",
} as const satisfies Record<ForSaleKind, PagePattern>;

/** A list of horses for sale: /trotto/in-vendita/{fattrici|carature|puledri}. */
export function forSalePath(kind: ForSaleKind): string {
  return href(FOR_SALE_PATTERNS[kind]);
}

/** Which for-sale list a route shows, from the route's pattern (a loader's `pattern`); null for another route. */
export function forSaleKindOfRoute(pattern: string): ForSaleKind | null {
  const route = pattern.startsWith("/") ? pattern : `/${pattern}`;
  const found = Object.entries(FOR_SALE_PATTERNS).find(([, candidate]) => candidate === route);
  return found ? (found[0] as ForSaleKind) : null;
}

/** Which for-sale list an address shows (a trailing slash allowed); null for any other (a navigation's target, before its route runs). */
export function forSaleKindOfPath(pathname: string): ForSaleKind | null {
  const path = pathname.replace(/\/+$/, "");
  const found = Object.entries(FOR_SALE_PATTERNS).find(([, candidate]) => candidate === path);
  return found ? (found[0] as ForSaleKind) : null;
}

export function foalSearchPath(): string {
  return href("/ricerca/puledri");
}

export function followHorsePath(): string {
  return href("/cavalli/segui-cavallo");
}

export function addFoalPath(): string {
  return href("/cavalli/aggiungi-puledro");
}
