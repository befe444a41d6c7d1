import { Link } from "react-router";
import { phoneDisplay } from "../../../src/domain/breeding/breeders";
import { cellText, type HorseTable as HorseTableData, type HorseTableRow } from "../../../src/domain/breeding/tables";
import { DataTable, type Column } from "../data-table";

const PHONE_KEYS = new Set(["telefono", "telefono1", "telefono2", "phone"]);

function cell(row: HorseTableRow, key: string) {
  const value = row[key];
  if (key === "NomeCavallo" && row.slug) {
    return <Link to={`/trotto/puledri/${row.slug}`} prefetch="intent">{cellText(value)}</Link>;
  }
  if (PHONE_KEYS.has(key)) {
    const phone = phoneDisplay(typeof value === "string" ? value : value === null || value === undefined ? null : String(value));
    if (phone.kind === "tel") return <a href={phone.href}>{phone.text}</a>;
    return phone.kind === "text" ? phone.text : "";
  }
  return cellText(value);
}

/** A horse table of the breeder sheet, with the columns the server names (…Fields). */
export function HorseTable({ table, caption, empty }: { table: HorseTableData; caption: string; empty: string }) {
  const columns: Column<HorseTableRow>[] = table.fields.map((field) => ({
    key: field.key,
    label: field.label,
    render: (row) => cell(row, field.key),
    numeric: table.rows.length > 0 && typeof table.rows[0][field.key] === "number" && field.key !== "Anno",
  }));
  return (
    <DataTable
      columns={columns}
      rows={table.rows}
      caption={caption}
      rowKey={(row, index) => `${String(row.CodiceCavallo ?? row.slug ?? "")}-${index}`}
      empty={empty}
    />
  );
}
