import type { ReactNode } from "react";

export type Column<Row> = {
  key: string;
  label: ReactNode;
  /** The column's name as text, for a stacked row on a phone, when `label` is not plain text. */
  labelText?: string;
  /** Cell content; defaults to the row's value under `key`. */
  render?: (row: Row, index: number) => ReactNode;
  numeric?: boolean;
  className?: string;
  /** The order the rows are sorted by this column, announced to screen readers. */
  sorted?: "ascending" | "descending";
  /** Stays in view while the table scrolls sideways (the row's name). */
  sticky?: boolean;
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
  /** On phones each row becomes a small card, every cell with its column's name: for short tables with long cells. */
  stackOnPhones?: boolean;
};

function classes(...names: (string | false | undefined)[]): string | undefined {
  return names.filter(Boolean).join(" ") || undefined;
}

/**
 * A table that scrolls inside its own box on narrow screens, never the page. Its caption
 * is shown above the box, so a wide table never clips it (the table keeps it for screen readers).
 */
export function DataTable<Row>({
  columns,
  rows,
  caption,
  captionHidden,
  rowKey,
  rowClassName,
  empty,
  head,
  stackOnPhones,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty) return <p className="empty-state">{empty}</p>;
  return (
    <>
      {caption && !captionHidden ? (
        <p className="table-caption" aria-hidden="true">
          {caption}
        </p>
      ) : null}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={typeof caption === "string" ? caption : "Tabella"}>
        <table className={classes("data-table", stackOnPhones && "data-table-stacked")}>
          {caption ? <caption className="visually-hidden">{caption}</caption> : null}
          <thead>
            {head}
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={classes(column.numeric && "num", column.sticky && "sticky-col")}
                  aria-sort={column.sorted}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)} className={rowClassName?.(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={classes(column.numeric && "num", column.sticky && "sticky-col", column.className)}
                    data-label={stackOnPhones ? (column.labelText ?? (typeof column.label === "string" ? column.label : "")) : undefined}
                  >
                    {column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? "")}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
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
