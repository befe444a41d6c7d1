import { formatItalianDate } from "../calendar";

/** Horse file, profile and their sections (§3 field names). */

export type HorseSex = "M" | "F" | "C" | string;

export type TableField = { key: string; label: string };

/** A row of the production (offspring) table of a horse file. */
export type ProductionRow = {
  CodiceCavallo: string;
  NomeCavallo: string;
  slug?: string | null;
  Sesso?: string | null;
  Anno?: number | null;
  NomePadre?: string | null;
  NomeMadre?: string | null;
  RecordBreve?: string | null;
  RecordLunga?: string | null;
  Vincite?: number | null;
  telefono?: string | null;
};

export type HorseFile = {
  NomeCavallo: string;
  CodiceCavallo: string;
  slug: string;
  subtype?: string | null;
  Sesso?: HorseSex | null;
  ColoreMantello?: string | null;
  DataNascita?: string | null;
  NomePadre?: string | null;
  NomeMadre?: string | null;
  mount_price?: number | string | null;
  allevatore?: { id?: number | null; Nome: string; slug?: string | null } | null;
  path?: string | null;
  img?: { path?: string | null; alt?: string | null; gallery: string[] } | null;
  hasVideo: boolean;
  production: ProductionRow[];
  productionFields: TableField[];
  link?: { href: string; label: string } | null;
  record?: string | null;
};

export type NamedPerson = { id?: number | string | null; Nome: string };

export type HorseProfile = HorseFile & {
  NomeNonno?: string | null;
  RecordBreve?: string | null;
  RecordLunga?: string | null;
  VinciteCarriera?: number | null;
  Deceased?: boolean | null;
  Eta?: number | null;
  breeders: NamedPerson[];
  owners: NamedPerson[];
  trainers: NamedPerson[];
};

export type HorseStats = {
  vincite?: number | null;
  corse?: number | null;
  primo?: number | null;
  secondo?: number | null;
  terzo?: number | null;
  quarto?: number | null;
  quinto?: number | null;
  recordBreve?: string | null;
  recordLunga?: string | null;
};

export type BestOffspringYear = {
  year: number;
  children: { slug: string; NomeCavallo: string; TempoPre?: string | null }[];
};

export type Performance = {
  date?: string | null;
  Data?: string | null;
  Ippodromo?: string | null;
  NumeroPartenza?: number | null;
  Categoria?: string | null;
  DescrizionePremio?: string | null;
  Piazzamento?: number | string | null;
  Distanza?: number | null;
  TempoPre?: string | null;
  NomeGuidatore?: string | null;
  ImportoPremio?: number | null;
  NumeroCorsa?: number | null;
  NumeroPartenti?: number | null;
  videoLink?: string | null;
  url?: string | null;
};

export type BreederContactPerson = { name?: string | null; phone?: string | null; email?: string | null; website?: string | null };

export type HorseContacts = {
  breeder: { id?: number | null; Nome?: string | null; Link?: string | null; description?: string | null; contacts: BreederContactPerson[] } | null;
  breeders: { id?: number | null; Nome?: string | null; telefono1?: string | null; telefono2?: string | null; email?: string | null; Link?: string | null }[];
  contacts: BreederContactPerson[];
  hideBreeder: boolean;
  location?: string | null;
};

/** The four kinds of horse file of §2.1, and the upstream collection each one reads. */
export const HORSE_FILE_KINDS = {
  puledri: { collection: "puledri", subtype: null },
  fattrici: { collection: "puledri", subtype: "fattrice" },
  "in-vendita": { collection: "puledri", subtype: null },
  stalloni: { collection: "stalloni", subtype: null },
} as const;

export type HorseFileKind = keyof typeof HORSE_FILE_KINDS;
export type HorseFileCollection = (typeof HORSE_FILE_KINDS)[HorseFileKind]["collection"];

/** Horse codes are numeric: anything else in a slug is a broken link, never an upstream call. */
export function isHorseCode(code: string): boolean {
  return /^\d{1,9}$/.test(code);
}

export function sexLabel(sex: string | null | undefined): string {
  switch ((sex ?? "").toUpperCase()) {
    case "M":
      return "maschio";
    case "F":
      return "femmina";
    case "C":
      return "castrone";
    default:
      return "";
  }
}

/** ISO date (yyyy-mm-dd…) as dd/mm/yyyy; anything else as it came. */
export function formatBirthDate(date: string | null | undefined): string {
  if (!date) return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? formatItalianDate({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }) : date;
}

/** Stallion files show best offspring by year (§2.4). */
export function isStallionFile(kind: HorseFileKind): boolean {
  return kind === "stalloni";
}
