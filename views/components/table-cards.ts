/**
 * How a data table reads on a phone (docs/decisions/028-phone-tables-as-cards.md): below 768 px
 * each row is a compact card. Its heading cells (the row's number, placing and name) come first
 * on one line, its other key facts on the next, each with its column's name above it, and the
 * remaining columns below in small type, each with its name before it. The real table stays
 * underneath for screen readers: only the layout changes.
 *
 * The card of a table is drawn by a few CSS rules written once per kind of table (the same
 * columns give the same rules, shared by every table of that kind on the page) that pick the
 * cells by their position: no cell carries a label or a class of its own, so a long table costs
 * no extra markup. The rules common to every card are in views/styles/app.css (`.table-cards`).
 */

/** The widest screen that shows cards: the site's phone and small-tablet range. */
export const CARDS_BELOW_PX = 768;

/**
 * The columns a phone shows first: `heading`, the cells that name the row (its number, its
 * placing, the horse), and `facts`, the key figures under them. Every other column folds into
 * the card's small print. `"all"`: every column is key, the table is narrow enough to stay a
 * table at any width.
 */
export type KeyColumns = { heading: readonly string[]; facts?: readonly string[] } | "all";

/**
 * What the card rules need of a column: its key, its name as text, whether it holds a figure and
 * whether it is the row's name (`sticky` or a row header), which takes the rest of the heading line.
 */
export type CardColumn = { key: string; labelText: string; numeric?: boolean; rowName?: boolean };

export type TableCards = { className: string; css: string };

const HEADING = "order:1;color:var(--ink);font-size:1rem";
/** The row's name shares the heading line with the short cells and wraps inside what is left of it. */
const ROW_NAME = "flex:1 1 0;min-width:8em";
const FACT = "order:3;display:flex;flex-direction:column;color:var(--ink);font-size:0.95rem";

/**
 * The card rules of one kind of table, or null when every column is key. A heading cell shows its
 * column's name only when it holds a figure ("N° 3" beside "1°" and the horse's name); a fact has
 * its name above it, the small print before it. The names are drawn for the eye only (`/ ""`):
 * a screen reader hears each cell's column header from the table itself.
 */
export function tableCards(columns: readonly CardColumn[], keyColumns: KeyColumns): TableCards | null {
  if (keyColumns === "all") return null;
  const heading = new Set(keyColumns.heading);
  const facts = new Set(keyColumns.facts ?? []);
  const position = (column: CardColumn) => columns.indexOf(column) + 1;
  const signature = columns
    .map(
      (column) =>
        `${heading.has(column.key) ? "h" : facts.has(column.key) ? "f" : "m"}${column.numeric ? "#" : ""}${column.rowName ? "!" : ""}:${column.labelText}`,
    )
    .join("|");
  const className = `tc-${hash(signature)}`;
  // More specific than the rules every card shares (app.css), and never a row's detail line.
  const cell = (column: CardColumn) => `.${className} tbody tr:not(.row-detail)>:nth-child(${position(column)})`;
  const rules: string[] = [];
  const headingCells = columns.filter((column) => heading.has(column.key));
  const factCells = columns.filter((column) => facts.has(column.key) && !heading.has(column.key));
  if (headingCells.length > 0) rules.push(`${headingCells.map(cell).join(",")}{${HEADING}}`);
  const rowName = headingCells.find((column) => column.rowName) ?? headingCells.at(-1);
  if (rowName) rules.push(`${cell(rowName)}{${ROW_NAME}}`);
  // An empty fact is left out with its name, as every empty cell of a card is (app.css).
  if (factCells.length > 0) rules.push(`${factCells.map((column) => `${cell(column)}:not(:empty)`).join(",")}{${FACT}}`);
  for (const column of columns) {
    if (!column.labelText || (heading.has(column.key) && !column.numeric)) continue;
    rules.push(`${cell(column)}::before{content:${cssString(column.labelText)}/""}`);
  }
  return { className, css: `@media screen and (max-width:${CARDS_BELOW_PX - 0.02}px){${rules.join("")}}` };
}

/** A CSS string literal: quotes, backslashes, line breaks and '<' (which could close the style element) escaped. */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"<\n\r\f]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}"`;
}

/** FNV-1a, 32 bits, in base 36: a short class name per kind of table. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(36);
}
