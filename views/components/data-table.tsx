import { Fragment, type ReactNode } from "react";
import { tableCards, type KeyColumns } from "./table-cards";

export type { KeyColumns } from "./table-cards";

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
  /** The cell names its row (`th scope="row"`): the horse of a female line, say. */
  rowHeader?: boolean;
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
  /**
   * A two-level header: the columns' groups in column order, each spanning its columns; a group
   * without a label holds columns that stand alone (their header spans both rows).
   */
  groups?: ColumnGroups;
  /**
   * The columns a phone shows of every row without scrolling; below 768 px each row becomes a
   * compact card (docs/decisions/028-phone-tables-as-cards.md). Every table says which.
   */
  keyColumns: KeyColumns;
  /** A line under the row across the whole table (the big races of a female line's foal). */
  rowDetail?: (row: Row) => ReactNode;
  /** The table's own class, for a page's stylesheet. */
  className?: string;
};

/** Column groups of a two-level header, and the prefix of the header cells' ids (unique in the page). */
export type ColumnGroups = { idPrefix: string; groups: readonly { label: string; span: number }[] };

type HeaderPlan = {
  /** Per column: the ids of its header cells, for its data cells' `headers`. */
  headersOf: string[];
  /** The column groups as <colgroup> spans, so that `scope="colgroup"` has groups to apply to. */
  spans: number[];
  top: ReactNode[];
  bottom: ReactNode[];
};

/**
 * The two header rows of a grouped table. Each group with a label is a `th scope="colgroup"` over
 * its columns' `th scope="col"`; a column outside any group has one header spanning both rows, so
 * no header cell is empty. Every data cell names its headers (`headers` → `id`s), which screen
 * readers read out with the cell.
 */
function headerPlan<Row>(
  columns: Column<Row>[],
  { idPrefix, groups }: ColumnGroups,
  headerCell: (column: Column<Row>, id: string, rowSpan?: number) => ReactNode,
): HeaderPlan {
  const safe = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, "_");
  const plan: HeaderPlan = { headersOf: [], spans: [], top: [], bottom: [] };
  let index = 0;
  groups.forEach((group, groupIndex) => {
    const members = columns.slice(index, index + group.span);
    index += group.span;
    plan.spans.push(members.length);
    const groupId = `${idPrefix}-gruppo-${groupIndex}`;
    if (group.label) {
      plan.top.push(
        <th key={groupId} id={groupId} scope="colgroup" colSpan={members.length}>
          {group.label}
        </th>,
      );
    }
    for (const column of members) {
      const id = `${idPrefix}-${safe(column.key)}`;
      if (group.label) {
        plan.bottom.push(headerCell(column, id));
        plan.headersOf.push(`${groupId} ${id}`);
      } else {
        plan.top.push(headerCell(column, id, 2));
        plan.headersOf.push(id);
      }
    }
  });
  return plan;
}

function classes(...names: (string | false | undefined)[]): string | undefined {
  return names.filter(Boolean).join(" ") || undefined;
}

const labelTextOf = <Row,>(column: Column<Row>) => column.labelText ?? (typeof column.label === "string" ? column.label : "");

/**
 * A table that never makes the page scroll sideways: on a phone each row is a card showing its
 * key columns first (`keyColumns`), and a table wider than its box scrolls inside it. Its caption
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
  groups,
  keyColumns,
  rowDetail,
  className,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty) return <p className="empty-state">{empty}</p>;
  const headerCell = (column: Column<Row>, id?: string, rowSpan?: number) => (
    <th
      key={column.key}
      id={id}
      scope="col"
      rowSpan={rowSpan}
      className={classes(column.numeric && "num", column.sticky && "sticky-col")}
      aria-sort={column.sorted}
    >
      {column.label}
    </th>
  );
  const plan = groups && groups.groups.length > 0 ? headerPlan(columns, groups, headerCell) : null;
  const cards = tableCards(
    columns.map((column) => ({
      key: column.key,
      labelText: labelTextOf(column),
      numeric: column.numeric,
      rowName: column.sticky || column.rowHeader,
    })),
    keyColumns,
  );
  return (
    <>
      {caption && !captionHidden ? (
        <p className="table-caption" aria-hidden="true">
          {caption}
        </p>
      ) : null}
      {cards ? (
        // One rule set per kind of table, hoisted into the head once however many tables share it.
        <style href={`sulky-${cards.className}`} precedence="sulky-tables">
          {cards.css}
        </style>
      ) : null}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={typeof caption === "string" ? caption : "Tabella"}>
        <table className={classes("data-table", className, cards ? "table-cards" : undefined, cards?.className)}>
          {caption ? <caption className="visually-hidden">{caption}</caption> : null}
          {plan ? plan.spans.map((span, index) => <colgroup key={index} span={span} />) : null}
          <thead>
            {plan ? (
              <>
                <tr className="group-header">{plan.top}</tr>
                <tr>{plan.bottom}</tr>
              </>
            ) : (
              <tr>{columns.map((column) => headerCell(column))}</tr>
            )}
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const detail = rowDetail?.(row);
              return (
                <Fragment key={rowKey(row, index)}>
                  <tr className={rowClassName?.(row)}>
                    {columns.map((column, columnIndex) => {
                      const Cell = column.rowHeader ? "th" : "td";
                      return (
                        <Cell
                          key={column.key}
                          scope={column.rowHeader ? "row" : undefined}
                          headers={plan?.headersOf[columnIndex]}
                          className={classes(column.numeric && "num", column.sticky && "sticky-col", column.className)}
                        >
                          {column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? "")}
                        </Cell>
                      );
                    })}
                  </tr>
                  {detail ? (
                    <tr className="row-detail">
                      <td colSpan={columns.length}>{detail}</td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
