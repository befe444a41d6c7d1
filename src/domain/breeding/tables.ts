/** A table as the server describes it: rows plus the columns to show ({key, label}). */
export type TableField = { key: string; label: string };
export type HorseTableRow = Record<string, unknown> & { slug?: string | null; NomeCavallo?: string | null; CodiceCavallo?: string | number | null };
export type HorseTable = { rows: HorseTableRow[]; fields: TableField[] };

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "Sì" : "No";
  return String(value);
}
