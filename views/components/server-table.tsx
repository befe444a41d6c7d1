import type { ReactNode } from "react";
import {
  cellText,
  isNumericColumn,
  keyColumnsOf,
  tableRowKey,
  type ServerTable as ServerTableData,
  type TableColumn,
  type TableRow,
} from "~/src/domain/tables";
import { DataTable, type Column, type KeyColumns } from "./data-table";
import { Phone } from "./phone";

type ServerTableProps = {
  table: ServerTableData;
  caption: ReactNode;
  /** The caption is for screen readers only, when a visible heading already says the same. */
  captionHidden?: boolean;
  /** What an empty table says: a table never shows an empty body without a message. */
  empty: ReactNode;
  /** Where the row's horse is shown: its name links there when the row has a slug. */
  horseLink?: (slug: string, name: string) => ReactNode;
  /** Sulky's own columns after the server's (a drawn number's win %, say). */
  extraColumns?: Column<TableRow>[];
  /** Where Sulky's columns go among the server's (default: after the last). */
  extraColumnsAt?: number;
  /** What a phone shows first; by default the horse and its key facts (`keyColumnsOf`). */
  keyColumns?: KeyColumns;
};

function cell(row: TableRow, column: TableColumn, horseLink: ServerTableProps["horseLink"]): ReactNode {
  const value = row.cells[column.id];
  if (column.kind === "phone") return <Phone phone={value === null || value === undefined ? null : String(value)} />;
  const text = cellText(value, column.kind);
  if (column.kind === "horse" && row.horseSlug && text && horseLink) return horseLink(row.horseSlug, text);
  return text;
}

/** A table whose columns the server chose: each cell written as its column's kind says. */
export function ServerTable({
  table,
  caption,
  captionHidden,
  empty,
  horseLink,
  extraColumns = [],
  extraColumnsAt,
  keyColumns,
}: ServerTableProps) {
  const columns: Column<TableRow>[] = table.columns.map((column) => ({
    key: column.id,
    label: column.label,
    numeric: isNumericColumn(column),
    sticky: column.kind === "horse",
    render: (row) => cell(row, column, horseLink),
  }));
  if (columns.length > 0) columns.splice(extraColumnsAt ?? columns.length, 0, ...extraColumns);
  // without a column to show, the rows would be an empty body: the message says so instead
  if (columns.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <DataTable
      columns={columns}
      keyColumns={keyColumns ?? keyColumnsOf(table.columns)}
      rows={table.rows}
      rowKey={tableRowKey}
      caption={caption}
      captionHidden={captionHidden}
      empty={empty}
    />
  );
}
