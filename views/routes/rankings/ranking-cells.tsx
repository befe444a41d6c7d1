import { formatEuro, formatInteger } from "../../../src/domain/format";

const percent = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 2 });

/** How a ranking value reads in a cell: euro for sums, '%' for percentages, Italian digits for counts. */
export function formatRankingValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  const number = typeof value === "number" ? value : Number(value);
  if (typeof value === "string" && !Number.isFinite(number)) return value;
  if (/^perc$/i.test(key)) return `${percent.format(number)}%`;
  if (/somm|vincit|premi/i.test(key)) return formatEuro(number);
  if (typeof value === "number") return /^(Pos|Eta)$/.test(key) ? String(value) : formatInteger(value);
  return String(value);
}

/** Columns holding numbers are right-aligned. */
export function isNumericColumn(key: string): boolean {
  return !/^(Nome|Record|Note|slug)$/i.test(key);
}
