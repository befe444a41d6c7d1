/** Formatting rules of races, horses and foals (docs/PRODUCT.md: "Races", "Horse file", "Foal list"). */

import { italianEuro, italianInteger, italianNumber } from "./italian-format";

export const NOT_PLACED_THRESHOLD = 30;

/** Placement over 30, or 0 (the horse did not finish among the placed), is 'n.p.'; otherwise '{n}°'. */
export function formatPlacement(placement: number | string | null | undefined): string {
  if (placement === null || placement === undefined || placement === "") return "";
  const value = typeof placement === "number" ? placement : Number.parseInt(String(placement), 10);
  if (!Number.isFinite(value) || value < 0) return String(placement);
  return value === 0 || value > NOT_PLACED_THRESHOLD ? "n.p." : `${value}°`;
}

/** Times of a mile rate are written 1.12.3; the leading '1.' is implied on the site. */
export function formatRaceTime(time: string | null | undefined): string {
  if (!time) return "";
  return time.startsWith("1.") ? time.slice(2) : time;
}

/** Mount fee as the spec writes it: EUR {n}.00 */
export function formatMountFee(amount: number | string | null | undefined): string | null {
  if (amount === null || amount === undefined || amount === "") return null;
  const value = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(value)) return null;
  return `EUR ${Math.round(value)}.00`;
}

export function formatEuro(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return "";
  return italianEuro(amount);
}

export function formatInteger(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  return italianInteger(value);
}

export const ITALIAN_MONTH_ABBREVIATIONS = ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"] as const;

/** Month 1..12 as gen..dic; anything else as empty text. */
export function monthAbbreviation(month: number | string | null | undefined): string {
  const value = typeof month === "number" ? month : Number(month);
  return Number.isInteger(value) && value >= 1 && value <= 12 ? ITALIAN_MONTH_ABBREVIATIONS[value - 1] : "";
}

/** Percent cells of partner tables: rounded, Italian separators, ending in ',00%' (1.234,00%). */
export function formatPercentCell(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const number = typeof value === "number" ? value : Number(String(value).replace(",", "."));
  if (!Number.isFinite(number)) return String(value);
  return `${italianNumber(Math.round(number), { grouping: "always", minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
}

/** What a statistic the upstream did not give shows: a dash, never a zero it does not know. */
export const UNKNOWN_FIGURE = "–";

export function euroOrDash(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? UNKNOWN_FIGURE : formatEuro(amount);
}

export function integerOrDash(value: number | null | undefined): string {
  return value === null || value === undefined ? UNKNOWN_FIGURE : formatInteger(value);
}
