import { Link } from "react-router";
import { formatEuro } from "../../../../src/domain/format";
import type { ProductionRow, TableField } from "../../../../src/domain/horses/horse";
import { DataTable, type Column } from "../../../components/data-table";
import { Phone } from "./breeder-contacts";

function cell(row: ProductionRow, key: string) {
  if (key === "NomeCavallo") return row.slug ? <Link to={`/cavalli/${row.slug}`}>{row.NomeCavallo}</Link> : row.NomeCavallo;
  if (key === "Vincite") return row.Vincite ? formatEuro(row.Vincite) : "";
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? "" : String(value);
}

/** The horse's production, with the columns the upstream names and the breeder's phone. */
export function ProductionTable({ rows, fields, caption }: { rows: ProductionRow[]; fields: TableField[]; caption: string }) {
  const columns: Column<ProductionRow>[] = fields.map((field) => ({
    key: field.key,
    label: field.label,
    numeric: field.key === "Vincite" || field.key === "Anno",
    render: (row) => cell(row, field.key),
  }));
  if (rows.some((row) => row.telefono)) {
    columns.push({ key: "telefono", label: "Contatto", render: (row) => <Phone phone={row.telefono} /> });
  }
  return <DataTable columns={columns} rows={rows} caption={caption} rowKey={(row) => row.CodiceCavallo} empty="Nessun prodotto registrato." />;
}
