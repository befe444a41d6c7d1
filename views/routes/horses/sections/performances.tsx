import { Link } from "react-router";
import { formatEuro, formatPlacement, formatRaceTime } from "../../../../src/domain/format";
import { formatBirthDate, type Performance } from "../../../../src/domain/horses/horse";
import { DataTable, type Column } from "../../../components/data-table";

const columns: Column<Performance>[] = [
  { key: "Data", label: "Data", render: (row) => (row.url ? <Link to={row.url}>{formatBirthDate(row.date ?? row.Data)}</Link> : formatBirthDate(row.date ?? row.Data)) },
  { key: "Ippodromo", label: "Ippodromo" },
  { key: "DescrizionePremio", label: "Premio" },
  { key: "Categoria", label: "Cat." },
  { key: "Distanza", label: "Dist.", numeric: true },
  { key: "NumeroPartenza", label: "N°", numeric: true },
  { key: "Piazzamento", label: "Arrivo", render: (row) => formatPlacement(row.Piazzamento) },
  { key: "TempoPre", label: "Tempo", render: (row) => formatRaceTime(row.TempoPre) },
  { key: "NomeGuidatore", label: "Guidatore" },
  { key: "ImportoPremio", label: "Premio €", numeric: true, render: (row) => (row.ImportoPremio ? formatEuro(row.ImportoPremio) : "") },
];

/** Past performances with the placement ('n.p.' over 30) and time ('1.' dropped) rules. */
export function Performances({ rows }: { rows: Performance[] }) {
  return (
    <DataTable
      columns={columns}
      rows={rows}
      caption="Ultime prestazioni"
      rowKey={(row, index) => `${row.date ?? row.Data}-${row.NumeroCorsa ?? index}`}
      empty="Nessuna prestazione registrata."
    />
  );
}
