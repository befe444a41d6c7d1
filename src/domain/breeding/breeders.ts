import type { ServerTable } from "../tables";

/** A breeder's box on the home page and the boxes view of the breeders list. */
export type BreederBox = {
  id: number;
  name: string;
  image: string | null;
  /** The breeder sheet's slug, or a site path. */
  slug: string;
  foalCount: number | null;
};

export type BreederBoxes = {
  breeders: BreederBox[];
  titleAbove: string | null;
  titleBelow: string | null;
};

export type BreederContact = { name: string | null; phone: string | null; email: string | null; website: string | null };

/** A breeder (docs/PRODUCT.md, "Breeders"); the website gets http:// when missing (see externalLink). */
export type Breeder = {
  id: number;
  name: string;
  address: string | null;
  postalCode: string | null;
  town: string | null;
  province: string | null;
  phone: string | null;
  otherPhone: string | null;
  email: string | null;
  website: string | null;
  banner: string | null;
  image: string | null;
  slug: string | null;
  contacts: BreederContact[];
};

/** A row of the breeders list: the breeder plus foal, sold and video counts. */
export type BreederListItem = {
  id: number;
  name: string;
  slug: string | null;
  town: string | null;
  province: string | null;
  image: string | null;
  foalCount: number;
  soldCount: number;
  videoCount: number;
};

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
