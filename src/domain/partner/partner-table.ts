import { formatEuro, formatPercentCell } from "../format";

/** A column of a partner table, as the server names it (§3: fields). */
export type PartnerField = { key: string; label: string };

/** One row of a partner table: the server's values under the fields' keys, plus the horse's slug when it has a page. */
export type PartnerRow = Record<string, string | number | boolean | null | undefined>;

/**
 * A partner table response (§3: title, horses or mares, fields). The mares of a
 * stallion arrive under `mares`; Sulky keeps every table's rows under `horses`.
 */
export type PartnerTable = { title: string; horses: PartnerRow[]; fields: PartnerField[] };

export type PartnerCellKind = "percent" | "money" | "horse" | "text";

/** The columns whose cell names the row's own horse: linked to its page when the row has a slug. */
const HORSE_NAME_KEYS = ["NomeCavallo", "Prodotto"];

/** How a column's cells are written: percentages end in ',00%', winnings in euro, the horse's name links to its page. */
export function partnerCellKind(field: PartnerField): PartnerCellKind {
  if (/^perc/i.test(field.key) || field.label.includes("%")) return "percent";
  if (/^vincite/i.test(field.key)) return "money";
  if (HORSE_NAME_KEYS.includes(field.key)) return "horse";
  return "text";
}

export type PartnerCell = { text: string; href: string | null; numeric: boolean };

/** The text of one cell and, for the horse's own name, the path of its full page on the site. */
export function partnerCell(row: PartnerRow, field: PartnerField): PartnerCell {
  const value = row[field.key];
  const kind = partnerCellKind(field);
  if (kind === "percent") return { text: formatPercentCell(typeof value === "boolean" ? null : value), href: null, numeric: true };
  if (kind === "money") return { text: typeof value === "number" ? formatEuro(value) : String(value ?? ""), href: null, numeric: true };
  const text = value === null || value === undefined ? "" : String(value);
  const slug = typeof row.slug === "string" && row.slug ? row.slug : null;
  return { text, href: kind === "horse" && slug && text ? horsePagePath(slug) : null, numeric: typeof value === "number" };
}

/** The full horse profile on the portal (seed 000: /cavalli/{slug}). */
export function horsePagePath(slug: string): string {
  return `/cavalli/${encodeURIComponent(slug)}`;
}

/** A stable key for a table row: the horse's code when it has one, else its position. */
export function partnerRowKey(row: PartnerRow, index: number): string {
  const code = row.CodiceCavallo ?? row.Anno;
  return code === null || code === undefined ? String(index) : `${String(code)}-${index}`;
}
