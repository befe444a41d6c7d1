import { slugify } from "../links";
import type { Breeder } from "../breeders";
import type { ServerTable } from "../tables";

/** A breeder's sheet for one birth year (§2.7): contacts, then foals, newborns, mares and horses in training. */
export type BreederSheet = {
  breeder: Breeder;
  foals: ServerTable;
  newborns: ServerTable;
  mares: ServerTable;
  horses: ServerTable;
};

/** Breeder sheets live at /trotto/allevatori/{id}-{name slug}. */
export function breederPath(breeder: { id: number; name: string }): string {
  const nameSlug = slugify(breeder.name);
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

/** The columns the breeders list sorts by. */
export type BreederSortKey = "name" | "foalCount" | "soldCount" | "videoCount";

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
