import { partnerRowKey, type PartnerTable as PartnerTableData } from "../../../src/domain/partner/partner-table";
import { DataTable } from "../data-table";
import { partnerColumns } from "./partner-columns";

export const EMPTY_TABLE_TEXT = "Nessun risultato per questa ricerca";

/** The server's table as it sent it: its fields as columns, horse names linked to their full page in a new tab. */
export function PartnerTable({ table, label }: { table: PartnerTableData; label: string }) {
  const columns = partnerColumns(table, (href, text) => (
    <a href={href} target="_blank" rel="noopener">
      {text}
    </a>
  ));
  return <DataTable columns={columns} rows={table.horses} rowKey={partnerRowKey} caption={label} empty={EMPTY_TABLE_TEXT} />;
}
