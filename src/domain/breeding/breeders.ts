import { slugify } from "../links";
import type { Breeder } from "../breeders";
import type { HorseTable } from "./tables";

/** The breeder sheet of GET /api/v2/allevatori/{id}?year (§3). */
export type BreederSheet = {
  allevatore: Breeder;
  puledri: HorseTable;
  newBorns: HorseTable;
  mares: HorseTable;
  horses: HorseTable;
};

/** Breeder sheets live at /trotto/allevatori/{id}-{name slug}. */
export function breederPath(breeder: { id: number; Nome: string }): string {
  const nameSlug = slugify(breeder.Nome);
  return `/trotto/allevatori/${breeder.id}${nameSlug ? `-${nameSlug}` : ""}`;
}

/** The id of a breeder slug: digits before the first hyphen; null when the slug is malformed. */
export function breederIdFromSlug(slug: string): number | null {
  const match = /^(\d{1,9})(?:-[a-z0-9-]*)?$/i.exec(slug);
  return match ? Number(match[1]) : null;
}

export function breederSheetTitle(name: string): string {
  return `${name}, scheda allevatore e puledri`;
}

export type BreederSortKey = "Nome" | "puledri" | "sold" | "videos";
export const BREEDER_SORT_KEYS: readonly BreederSortKey[] = ["Nome", "puledri", "sold", "videos"];

export function isBreederSortKey(value: string | null | undefined): value is BreederSortKey {
  return BREEDER_SORT_KEYS.includes(value as BreederSortKey);
}

export type PhoneDisplay = { kind: "text"; text: string } | { kind: "tel"; text: string; href: string } | { kind: "none" };

/**
 * §3: a phone starting with ALLEVATORE is a note to show as text; any other
 * number is a tel: link written +39 followed by the number.
 */
export function phoneDisplay(phone: string | null | undefined): PhoneDisplay {
  const trimmed = (phone ?? "").trim();
  if (!trimmed) return { kind: "none" };
  if (/^ALLEVATORE/i.test(trimmed)) return { kind: "text", text: trimmed };
  const digits = trimmed.replace(/[^\d+]/g, "").replace(/^\+?39/, "").replace(/^\+/, "");
  if (!digits) return { kind: "text", text: trimmed };
  return { kind: "tel", text: `+39 ${digits}`, href: `tel:+39${digits}` };
}
