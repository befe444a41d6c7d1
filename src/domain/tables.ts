import { formatEuro, formatInteger, formatPercentCell } from "./format";
import { sexLabel } from "./horses/sex";

/**
 * Tables whose columns the server chooses (a breeder's foals, a horse's production,
 * partner tables, a draw's numbers): Sulky knows each column by its own opaque id
 * (`c1`, `c2`…), its label and the kind of value it holds, never by the upstream's
 * field name.
 */
export type ColumnKind =
  /** The row's own horse: its name, linked to its page when the row has one. */
  | "horse"
  | "phone"
  /** The row's sire and dam: with the year of birth, what tells a buyer which horse it is. */
  | "sire"
  | "dam"
  /** A horse's sex, written as a word like everywhere on the site (femmina, maschio, castrone). */
  | "sex"
  | "percent"
  | "money"
  /** A race record: a time the horse ran, as written (1.12.3). */
  | "record"
  | "year"
  | "number"
  | "text";

export type TableColumn = { id: string; label: string; kind: ColumnKind };

export type CellValue = string | number | boolean | null;

/** One row: its cells by column id, and the horse it is about when it has a page. */
export type TableRow = { cells: Record<string, CellValue>; horseCode: string | null; horseSlug: string | null };

export type ServerTable = { columns: TableColumn[]; rows: TableRow[] };

export const EMPTY_TABLE: ServerTable = { columns: [], rows: [] };

/** Figures (numbers, amounts, percentages, years) line up on the right. */
export function isNumericColumn(column: TableColumn): boolean {
  return column.kind === "number" || column.kind === "money" || column.kind === "percent" || column.kind === "year";
}

/** The text of a cell as its column's kind writes it; nothing known is an empty cell. */
export function cellText(value: CellValue | undefined, kind: ColumnKind): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "Sì" : "No";
  if (kind === "percent") return formatPercentCell(value);
  if (kind === "sex") return sexCellText(String(value));
  if (kind === "money") return typeof value === "number" ? formatEuro(value) : value;
  if (kind === "number" && typeof value === "number") return formatInteger(value);
  return String(value);
}

/** The most a phone shows of a row under its heading, before the small print. */
const MOST_KEY_FACTS = 3;
/** Which kinds of figure say most about a row of horses, first to last. */
const FACT_PRIORITY: readonly ColumnKind[] = ["record", "money", "year", "sire", "dam", "text", "number", "percent"];
/** Tables of horses for sale or for breeding: sire, dam and age come first (a buyer's first questions). */
const PEDIGREE_FACT_PRIORITY: readonly ColumnKind[] = ["sire", "dam", "year", "record", "money", "text", "number", "percent"];
/** A table this narrow stays a table on a phone. */
const NARROW_TABLE_COLUMNS = 4;

/**
 * What a phone shows of every row of a table the server laid out (docs/decisions/028-phone-tables-as-cards.md):
 * the horse (else the first column) names the row; under it, at most three key facts, its record,
 * its amounts and its year first, then its other text (the dam, the sire) and figures. The rest
 * (sex, phones, percentages) folds into the row's small print. A table of four columns or fewer
 * stays a table: `"all"`. In `"pedigree"` order (a breeder's sheet, horses for sale) the sire, the dam
 * and the year of birth come first, and every row is a card, however narrow the table: a phone
 * never cuts off the dam.
 */
export function keyColumnsOf(
  columns: readonly TableColumn[],
  order: "racing" | "pedigree" = "racing",
): { heading: string[]; facts: string[] } | "all" {
  if (columns.length <= NARROW_TABLE_COLUMNS && order === "racing") return "all";
  if (columns.length === 0) return "all";
  const heading = columns.find((column) => column.kind === "horse") ?? columns[0];
  const facts = (order === "pedigree" ? PEDIGREE_FACT_PRIORITY : FACT_PRIORITY)
    .flatMap((kind) => columns.filter((column) => column.kind === kind && column !== heading))
    .slice(0, MOST_KEY_FACTS);
  return { heading: [heading.id], facts: facts.map((column) => column.id) };
}

/** A stable key for a row: its horse when it has one, else its place in the table. */
export function tableRowKey(row: TableRow, index: number): string {
  return row.horseCode ? `${row.horseCode}-${index}` : String(index);
}

/** 'F', 'f', 'femmina' → 'femmina'; a text that names no sex stays as it is. */
function sexCellText(value: string): string {
  const letter = value.trim().charAt(0).toUpperCase();
  return letter === "F" || letter === "M" || letter === "C" ? sexLabel(letter) : value;
}
