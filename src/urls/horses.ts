import { href } from "react-router";
import { MAX_CALENDAR_HORSES } from "../domain/calendar-feed/starts-calendar";
import { canonicalHorseSlug, type HorseFileKind } from "../domain/horses/horse";
import { parseSlug } from "../domain/slug";
import { DEFAULT_STALLION_MATCH_FILTERS, type StallionMatchFilters } from "../domain/pedigree/stallion-match-filters";
import { stallionMatchSearch } from "./stallion-match-query";
import { queryString, segment, type PagePattern } from "./values";

/** Addresses of the horse screens: profiles, files, searches, the mating tools and the calendar feeds. */

/** A horse's profile, /cavalli/{code}-{name slug}, at the horse's own slug (canonicalHorseSlug). */
export function horseProfilePath(horse: { code: string; slug?: string | null; name?: string | null }): string {
  return href("/cavalli/:slug", { slug: segment(canonicalHorseSlug({ ...horse, name: horse.name ?? "" })) });
}

/** The profile of a horse known by its slug alone (a ranking's row): null when the slug names no horse code. */
export function horseProfilePathOfSlug(slug: string | null | undefined): string | null {
  const parsed = parseSlug(slug);
  return parsed ? horseProfilePath({ code: parsed.id, slug: parsed.text }) : null;
}

/** Where a horse links when the upstream gives its own path for it: that path when it stays on this site, else the horse's profile. */
export function internalHorsePath(route: string | null | undefined, horse: { code: string; name?: string | null }): string {
  return route && /^\/(?!\/)/.test(route) ? route : horseProfilePath(horse);
}

/** A horse's coming starts as a calendar feed: its profile's address and /partenti.ics. */
export function horseStartsCalendarPath(horse: { code: string; slug?: string | null; name?: string | null }): string {
  return `${horseProfilePath(horse)}/partenti.ics`;
}

/** "I miei cavalli", the horses a visitor keeps in the browser; its form posts add and remove one. */
export function myHorsesPath(): string {
  return href("/cavalli/i-miei-cavalli");
}

/** Where "Aggiungi ai miei cavalli" goes back to: a horse's own page (file or profile), nothing else. */
export function myHorsesReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 200) return null;
  return /^\/(?:trotto\/(?:puledri|fattrici|in-vendita|stalloni)|cavalli)\/\d{1,9}(?:-[a-z0-9-]*)?$/.test(value) ? value : null;
}

/** The starts of several horses in one feed: /calendario.ics?cavalli={code},{code}. */
export function followedCalendarPath(codes: readonly string[]): string {
  return `${href("/calendario.ics")}?cavalli=${codes.map(segment).join(",")}`;
}

/** A horse file, /trotto/{puledri|fattrici|in-vendita|stalloni}/{slug}. */
export function horseFilePath(kind: HorseFileKind, slug: string): string {
  return href(HORSE_FILE_PATTERNS[kind], { slug: segment(slug) });
}

const HORSE_FILE_PATTERNS = {
  puledri: "/trotto/puledri/:slug",
  fattrici: "/trotto/fattrici/:slug",
  "in-vendita": "/trotto/in-vendita/:slug",
  stalloni: "/trotto/stalloni/:slug",
} as const satisfies Record<HorseFileKind, PagePattern>;

/** The kind of horse file a route shows, from the route's pattern (a loader's `pattern`); null for any other route. */
export function horseFileKindOfRoute(pattern: string): HorseFileKind | null {
  const route = pattern.startsWith("/") ? pattern : `/${pattern}`;
  const found = Object.entries(HORSE_FILE_PATTERNS).find(([, candidate]) => candidate === route);
  return found ? (found[0] as HorseFileKind) : null;
}

/** The horse search: /cavalli, or /ricerca/cavallo, which the 404 page links to. */
export function horseSearchPath(entry: "cavalli" | "ricerca" = "cavalli"): string {
  return entry === "cavalli" ? href("/cavalli") : href("/ricerca/cavallo");
}

/** The mating hypothesis, with the pair it shows: /ipotesi-accoppiamento?padre={code}&madre={code}. */
export function starterSearchPath(): string {
  return href("/ricerca/cavalli/partenti");
}

export function racingSonsPath(): string {
  return href("/ricerca/figli-in-corsa");
}

export function matingPath(pair?: { sire: string; dam: string }): string {
  return href("/ipotesi-accoppiamento") + (pair ? queryString({ padre: pair.sire, madre: pair.dam }) : "");
}

/** The stallions ranked for one mare, with the filters that differ from the defaults: /ipotesi-accoppiamento/stalloni?fattrice={code}&…. */
export function stallionsForMarePath(mareCode?: string | null, filters?: StallionMatchFilters): string {
  return href("/ipotesi-accoppiamento/stalloni") + stallionMatchSearch(mareCode ?? null, filters ?? DEFAULT_STALLION_MATCH_FILTERS);
}

/** The as-you-type horse search the pickers ask. */
export function horseSuggestionsPath(query: { input: string; type?: "M" | "F"; ageLimit?: boolean }): string {
  return href("/api/cavalli/cerca") + queryString({ input: query.input, type: query.type, ageLimit: query.ageLimit ? "1" : null });
}

export type HorseCodesParam = { ok: true; codes: string[] } | { ok: false; message: string };

/** The horses of a followed-horses feed, `?cavalli=101,102`: 1 to 20 numeric horse codes, repeated ones counted once. */
export function parseHorseCodes(param: string | null): HorseCodesParam {
  const parts = (param ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { ok: false, message: "Indica almeno un cavallo: cavalli=codice1,codice2" };
  if (parts.some((part) => !/^\d{1,9}$/.test(part))) return { ok: false, message: "I codici dei cavalli sono numeri separati da virgole." };
  const codes = [...new Set(parts)];
  if (codes.length > MAX_CALENDAR_HORSES) return { ok: false, message: `Al massimo ${MAX_CALENDAR_HORSES} cavalli per calendario.` };
  return { ok: true, codes };
}
