import { Link } from "react-router";
import { formatEuro, formatPlacement, formatRaceTime } from "../../../src/domain/format";
import { horseProfilePath } from "../../../src/domain/races/rules";
import type { RaceRow, RaceType } from "../../../src/domain/races/types";
import { DataTable, type Column } from "../data-table";
import { SmartLink } from "../smart-link";

function HorseCell({ row }: { row: RaceRow }) {
  return (
    <>
      <Link to={horseProfilePath(row.CodiceCavallo, row.slug, row.NomeCavallo)} className="horse-name">
        {row.NomeCavallo}
      </Link>
      {row.Sesso || row.Eta ? (
        <span className="horse-meta">
          {" "}
          {[row.Sesso, row.Eta ? `${row.Eta} anni` : null].filter(Boolean).join(" ")}
        </span>
      ) : null}
      {row.urlSibling ? (
        <span className="horse-sibling">
          Fratello di <SmartLink to={row.urlSibling}>{row.NomeSibling ?? "un campione"}</SmartLink>
        </span>
      ) : null}
    </>
  );
}

function SireCell({ row }: { row: RaceRow }) {
  if (!row.NomePadre) return null;
  if (row.highlight && row.urlSponsor) {
    return (
      <SmartLink to={row.urlSponsor} className="sire-sponsor">
        {row.NomePadre}
      </SmartLink>
    );
  }
  return <>{row.NomePadre}</>;
}

const record = (row: RaceRow) => [formatRaceTime(row.RecordBreve), formatRaceTime(row.RecordLunga)].filter(Boolean).join(" / ");

const entryColumns: Column<RaceRow>[] = [
  { key: "NumeroPartenza", label: <abbr title="Numero di partenza">N°</abbr>, numeric: true },
  { key: "NomeCavallo", label: "Cavallo", render: (row) => <HorseCell row={row} /> },
  { key: "NomeGuidatore", label: "Guidatore" },
  { key: "Record", label: "Record", render: record },
  { key: "VinciteCarriera", label: "Vincite", numeric: true, render: (row) => formatEuro(row.VinciteCarriera) },
  { key: "NomePadre", label: "Padre", render: (row) => <SireCell row={row} /> },
  { key: "NomeMadre", label: "Madre" },
  { key: "NomeAllevatore", label: "Allevatore" },
];

const resultColumns: Column<RaceRow>[] = [
  { key: "Piazzamento", label: <abbr title="Piazzamento">Pz.</abbr>, render: (row) => formatPlacement(row.Piazzamento) },
  { key: "NumeroPartenza", label: <abbr title="Numero di partenza">N°</abbr>, numeric: true },
  { key: "NomeCavallo", label: "Cavallo", render: (row) => <HorseCell row={row} /> },
  { key: "NomeGuidatore", label: "Guidatore" },
  { key: "TempoPre", label: "Tempo", render: (row) => formatRaceTime(row.TempoPre) },
  { key: "ImportoPremio", label: "Premio", numeric: true, render: (row) => (row.ImportoPremio ? formatEuro(row.ImportoPremio) : "") },
  { key: "NomePadre", label: "Padre", render: (row) => <SireCell row={row} /> },
  { key: "NomeMadre", label: "Madre" },
];

/** Entry or result rows of one race. */
export function RaceTable({ type, rows, label }: { type: RaceType; rows: RaceRow[]; label: string }) {
  return (
    <DataTable
      caption={label}
      columns={type === "partenti" ? entryColumns : resultColumns}
      rows={rows}
      rowKey={(row, index) => `${row.CodiceCavallo}-${index}`}
      empty="Nessun cavallo per questa corsa"
    />
  );
}
