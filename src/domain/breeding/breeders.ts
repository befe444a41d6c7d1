import type { Breeder } from "../breeders";
import type { ServerTable } from "../tables";

/** A breeder's sheet for one birth year (docs/PRODUCT.md, "Breeders"): contacts, then foals, newborns, mares and horses in training. */
export type BreederSheet = {
  breeder: Breeder;
  foals: ServerTable;
  newborns: ServerTable;
  mares: ServerTable;
  horses: ServerTable;
};

export function breederSheetTitle(name: string): string {
  return `${name}, scheda allevatore e puledri`;
}

/** The columns the breeders list sorts by. */
export type BreederSortKey = "name" | "foalCount" | "soldCount" | "videoCount";

export type PhoneDisplay = { kind: "text"; text: string } | { kind: "tel"; text: string; href: string } | { kind: "none" };

/**
 * A phone starting with ALLEVATORE (docs/PRODUCT.md, "Horse file") is a note to show as text; any other
 * number is a tel: link written +39 followed by the number.
 */
export function phoneDisplay(phone: string | null | undefined): PhoneDisplay {
  const trimmed = (phone ?? "").trim();
  if (!trimmed) return { kind: "none" };
  if (/^ALLEVATORE/i.test(trimmed)) return { kind: "text", text: trimmed };
  const digits = trimmed
    .replace(/[^\d+]/g, "")
    .replace(/^\+?39/, "")
    .replace(/^\+/, "");
  if (!digits) return { kind: "text", text: trimmed };
  return { kind: "tel", text: `+39 ${digits}`, href: `tel:+39${digits}` };
}

/**
 * A breeder's phones, each once and in order: the contact's and the breeder's own often are
 * the same number (or the same ALLEVATORE note) written differently.
 */
export function distinctPhones(phones: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const distinct: string[] = [];
  for (const phone of phones) {
    const trimmed = (phone ?? "").trim();
    if (!trimmed) continue;
    const key = /^allevatore/i.test(trimmed)
      ? trimmed.toLowerCase().replace(/\s+/g, " ")
      : trimmed.replace(/\D/g, "").replace(/^(0039|39)(?=\d{9,})/, "");
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push(trimmed);
  }
  return distinct;
}
