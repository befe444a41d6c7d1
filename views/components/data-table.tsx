import type { ReactNode } from "react";

export type Column<Row> = {
  key: string;
  label: ReactNode;
  /** Cell content; defaults to the row's value under `key`. */
  render?: (row: Row, index: number) => ReactNode;
  numeric?: boolean;
  className?: string;
  /** The order the rows are sorted by this column, announced to screen readers. */
  sorted?: "ascending" | "descending";
};

type DataTableProps<Row> = {
  columns: Column<Row>[];
  rows: readonly Row[];
  caption?: ReactNode;
  /** The caption is for screen readers only, when a visible heading already says the same. */
  captionHidden?: boolean;
  rowKey: (row: Row, index: number) => string;
  rowClassName?: (row: Row) => string | undefined;
  empty?: ReactNode;
  head?: ReactNode;
};

/** A table that scrolls inside its own box on narrow screens, never the page. */
export function DataTable<Row>({ columns, rows, caption, captionHidden, rowKey, rowClassName, empty, head }: DataTableProps<Row>) {
  if (rows.length === 0 && empty) return <p className="empty-state">{empty}</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={typeof caption === "string" ? caption : "Tabella"}>
      <table className="data-table">
        {caption ? <caption className={captionHidden ? "visually-hidden" : undefined}>{caption}</caption> : null}
        <thead>
          {head}
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? "num" : undefined} aria-sort={column.sorted}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className={rowClassName?.(row)}>
              {columns.map((column) => (
                <td key={column.key} className={[column.numeric ? "num" : "", column.className ?? ""].join(" ").trim() || undefined}>
                  {column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? "")}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Grey placeholder rows shown while a client navigation loads a table. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <div className="table-scroll" aria-busy="true" aria-label="Caricamento in corso">
      <table className="data-table skeleton-table">
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: columns }, (_, column) => (
                <td key={column}>
                  <span className="skeleton-bar" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
