import type { ReactNode } from "react";
import { partnerCell, type PartnerRow, type PartnerTable } from "../../../src/domain/partner/partner-table";
import type { Column } from "../data-table";

/** The server's fields as table columns; a linked cell is drawn by `link`, which decides where links open. */
export function partnerColumns(table: PartnerTable, link: (href: string, text: string) => ReactNode): Column<PartnerRow>[] {
  return table.fields.map((field) => ({
    key: field.key,
    label: field.label,
    numeric: table.horses.some((row) => partnerCell(row, field).numeric),
    render: (row) => {
      const cell = partnerCell(row, field);
      return cell.href ? link(cell.href, cell.text) : cell.text;
    },
  }));
}
