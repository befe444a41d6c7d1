import { partnerCell, partnerRowKey, type PartnerRow, type PartnerTable as PartnerTableData } from "../../../src/domain/partner/partner-table";
import { DataTable, type Column } from "../data-table";

export const EMPTY_TABLE_TEXT = "Nessun risultato per questa ricerca";

/** The server's table as it sent it: its fields as columns, horse names linked to their full page in a new tab. */
export function PartnerTable({ table, label }: { table: PartnerTableData; label: string }) {
  const columns: Column<PartnerRow>[] = table.fields.map((field) => ({
    key: field.key,
    label: field.label,
    numeric: table.horses.some((row) => partnerCell(row, field).numeric),
    render: (row) => {
      const cell = partnerCell(row, field);
      return cell.href ? (
        <a href={cell.href} target="_blank" rel="noopener">
          {cell.text}
        </a>
      ) : (
        cell.text
      );
    },
  }));
  return <DataTable columns={columns} rows={table.horses} rowKey={partnerRowKey} caption={label} empty={EMPTY_TABLE_TEXT} />;
}
