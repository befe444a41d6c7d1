import { NOT_PLACED_THRESHOLD } from "../format";

/**
 * Tables visitors take away (`?formato=csv`): a header, rows of plain values, and a file name.
 * Numbers stay numbers here; the CSV writer spells them the Italian way (decimal comma).
 */
export type ExportCell = string | number | null | undefined;

export type ExportTable = {
  /** File name without extension: lower case, words joined by '-'. */
  name: string;
  header: string[];
  rows: ExportCell[][];
};

/**
 * A number as Italian spreadsheets read it: decimal comma, no thousands separator
 * (a '.' would be taken for a decimal point by some and a separator by others).
 */
export function italianDecimal(value: number): string {
  if (!Number.isFinite(value)) return "";
  // Up to two decimals, as the site shows percentages and amounts; no trailing zeros.
  const rounded = Math.round(value * 100) / 100;
  return String(rounded).replace(".", ",");
}

/**
 * A placing as a spreadsheet sorts it: a place (1…30) is the number in the cell, so 10 comes
 * after 2; a horse not placed is the text 'n.p.', which spreadsheets sort after the numbers;
 * an unknown placing is an empty cell. The degree sign of the page (10°) stays on the page.
 */
export function placingCell(placement: number | null | undefined): ExportCell {
  if (placement === null || placement === undefined || !Number.isFinite(placement) || placement < 0) return null;
  return placement === 0 || placement > NOT_PLACED_THRESHOLD ? "n.p." : placement;
}

/** A file name from its words: 'Classifica cavalli 2026' → 'classifica-cavalli-2026'. */
export function exportFileName(...words: (string | number | null | undefined)[]): string {
  return (
    words
      .filter((word) => word !== null && word !== undefined && word !== "")
      .join(" ")
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "tabella"
  );
}
