import { formatItalianDate } from "../calendar";
import { slugify } from "../slug";

import type { BestTime } from "../races/form-terms";
import type { ServerTable } from "../tables";

/** Horse file, profile and their sections, in Sulky's own terms. */

import type { HorseSex } from "./sex";

export { sexLabel, type HorseSex } from "./sex";

/** What a horse without a public name is shown as: a foal's name is published only after its data are checked (docs/PRODUCT.md, "Adding a foal"). */
export const UNNAMED_HORSE = "(nome in attesa)";

export type HorsePictures = { main: string | null; alt: string | null; gallery: string[] };

export type HorseFile = {
  code: string;
  name: string;
  slug: string;
  sex: HorseSex | null;
  coat: string | null;
  /** As the upstream writes it: ISO (yyyy-mm-dd…) or free text. */
  birthDate: string | null;
  sire: string | null;
  dam: string | null;
  studFee: number | null;
  breeder: { id: number | null; name: string; slug: string | null } | null;
  /** The site path of the horse's own file, when the upstream names one. */
  filePath: string | null;
  pictures: HorsePictures | null;
  hasVideo: boolean;
  /** The offspring, with the columns the upstream chooses. */
  production: ServerTable;
  link: { href: string; label: string } | null;
  record: string | null;
};

export type NamedPerson = { id: string | null; name: string };

export type HorseProfile = HorseFile & {
  maternalGrandsire: string | null;
  shortRecord: string | null;
  longRecord: string | null;
  careerWinnings: number | null;
  deceased: boolean;
  age: number | null;
  breeders: NamedPerson[];
  owners: NamedPerson[];
  trainers: NamedPerson[];
};

/** Career statistics (docs/PRODUCT.md, "Horse profile"): winnings, starts, placings from first to fifth, short and long record. */
export type HorseStats = {
  winnings: number | null;
  starts: number | null;
  firsts: number | null;
  seconds: number | null;
  thirds: number | null;
  fourths: number | null;
  fifths: number | null;
  shortRecord: string | null;
  longRecord: string | null;
  /** Best times by start method and distance; empty when the upstream gives none. */
  bestTimes: BestTime[];
};

export type BestOffspringYear = {
  year: number;
  offspring: { slug: string; name: string; kmTime: string | null }[];
};

export type ContactPerson = { name: string | null; phone: string | null; email: string | null; website: string | null };

export type HorseContacts = {
  breeder: { id: number | null; name: string | null; website: string | null; description: string | null; contacts: ContactPerson[] } | null;
  /** Phone numbers of the breeders on record. */
  phones: string[];
  contacts: ContactPerson[];
  breederHidden: boolean;
  location: string | null;
};

/** The four kinds of horse file (docs/PRODUCT.md, "Horse file"); their names are also their addresses' (src/urls/horses.ts). */
export const HORSE_FILE_KINDS = ["puledri", "fattrici", "in-vendita", "stalloni"] as const;

export type HorseFileKind = (typeof HORSE_FILE_KINDS)[number];

/** Horse codes are numeric: anything else in a slug is a broken link, never an upstream call. */
export function isHorseCode(code: string): boolean {
  return /^\d{1,9}$/.test(code);
}

/** ISO date (yyyy-mm-dd…) as dd/mm/yyyy; anything else as it came. */
export function formatBirthDate(date: string | null | undefined): string {
  if (!date) return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? formatItalianDate({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }) : date;
}

/** Stallion files show best offspring by year (docs/PRODUCT.md, "Pedigree and female line"). */
export function isStallionFile(kind: HorseFileKind): boolean {
  return kind === "stalloni";
}

/**
 * The slug a horse's pages live at: '{code}-{name slug}' (docs/PRODUCT.md, "Addresses"), the upstream's own when it gives
 * one. The same code under any other name is the same horse at a wrong address: its pages answer
 * with a permanent redirect to this slug.
 */
export function canonicalHorseSlug(horse: { code: string; slug?: string | null; name: string }): string {
  const own = horse.slug?.trim();
  if (own) return own === horse.code || own.startsWith(`${horse.code}-`) ? own : `${horse.code}-${own}`;
  const nameSlug = slugify(horse.name);
  return nameSlug ? `${horse.code}-${nameSlug}` : horse.code;
}
