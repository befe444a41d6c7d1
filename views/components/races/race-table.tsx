import { Link } from "react-router";
import { formatEuro, formatRaceTime } from "~/src/domain/format";
import { placingWithReason } from "~/src/domain/races/form-lines";
import { agreeWith, HORSE_WORDS, yearsOld } from "~/src/domain/agreement";
import { sexLabel } from "~/src/domain/horses/horse";
import { inPlacingOrder } from "~/src/domain/races/rules";
import { horseProfilePath } from "~/src/urls/horses";
import type { RaceRow, RaceType } from "~/src/domain/races/types";
import { DataTable, type Column, type KeyColumns } from "../data-table";
import { SmartLink } from "../smart-link";

function HorseCell({ row }: { row: RaceRow }) {
  return (
    <>
      <Link to={horseProfilePath({ code: row.horseCode, slug: row.slug, name: row.horseName })} className="horse-name">
        {row.horseName}
      </Link>
      {row.sex || row.age ? (
        <span className="horse-meta">{` ${[row.sex ? sexLabel(row.sex) : null, row.age ? yearsOld(row.age) : null].filter(Boolean).join(", ")}`}</span>
      ) : null}
      {row.siblingUrl ? (
        <span className="horse-sibling">
          {`${agreeWith(row.sex, HORSE_WORDS.siblingOf)} `}
          <SmartLink to={row.siblingUrl}>{row.siblingName ?? "un campione"}</SmartLink>
        </span>
      ) : null}
    </>
  );
}

function SireCell({ row }: { row: RaceRow }) {
  if (!row.sire) return null;
  if (row.sireIsSponsor && row.sponsorUrl) {
    return (
      <SmartLink to={row.sponsorUrl} className="sire-sponsor">
        {row.sire}
      </SmartLink>
    );
  }
  return <>{row.sire}</>;
}

const record = (row: RaceRow) => [formatRaceTime(row.shortRecord), formatRaceTime(row.longRecord)].filter(Boolean).join(" / ");
const orEmpty = (value: string | number | null) => (value === null ? "" : String(value));

const entryColumns: Column<RaceRow>[] = [
  {
    key: "post",
    label: <abbr title="Numero di partenza">N°</abbr>,
    labelText: "N°",
    numeric: true,
    render: (row) => orEmpty(row.postPosition),
  },
  { key: "horse", label: "Cavallo", sticky: true, render: (row) => <HorseCell row={row} /> },
  { key: "driver", label: "Guidatore", render: (row) => orEmpty(row.driver) },
  { key: "record", label: "Record", render: record },
  { key: "winnings", label: "Vincite", numeric: true, render: (row) => formatEuro(row.careerWinnings) },
  { key: "sire", label: "Padre", render: (row) => <SireCell row={row} /> },
  { key: "dam", label: "Madre", render: (row) => orEmpty(row.dam) },
  { key: "breeder", label: "Allevatore", render: (row) => orEmpty(row.breeder) },
];

const resultColumns: Column<RaceRow>[] = [
  {
    key: "placement",
    label: <abbr title="Piazzamento">Pz.</abbr>,
    labelText: "Pz.",
    render: (row) => placingWithReason(row.placement, row.notPlacedReason),
  },
  {
    key: "post",
    label: <abbr title="Numero di partenza">N°</abbr>,
    labelText: "N°",
    numeric: true,
    render: (row) => orEmpty(row.postPosition),
  },
  { key: "horse", label: "Cavallo", sticky: true, render: (row) => <HorseCell row={row} /> },
  { key: "driver", label: "Guidatore", render: (row) => orEmpty(row.driver) },
  { key: "time", label: "Tempo", render: (row) => formatRaceTime(row.kmTime) },
  { key: "prize", label: "Premio", numeric: true, render: (row) => (row.prizeMoney ? formatEuro(row.prizeMoney) : "") },
  { key: "sire", label: "Padre", render: (row) => <SireCell row={row} /> },
  { key: "dam", label: "Madre", render: (row) => orEmpty(row.dam) },
];

/** On a phone: who runs (number and horse), then the driver, the record and the winnings; the pedigree in small print. */
const ENTRY_KEYS: KeyColumns = { heading: ["post", "horse"], facts: ["driver", "record", "winnings"] };
/** On a phone: the placing, number and horse, then the driver, the time and the prize; the pedigree in small print. */
const RESULT_KEYS: KeyColumns = { heading: ["placement", "post", "horse"], facts: ["driver", "time", "prize"] };

/** Entry rows of one race by starting number, as the upstream lists them; result rows in placing order (n.p. last). */
export function RaceTable({ type, rows, label }: { type: RaceType; rows: RaceRow[]; label: string }) {
  return (
    <DataTable
      caption={label}
      captionHidden
      columns={type === "partenti" ? entryColumns : resultColumns}
      keyColumns={type === "partenti" ? ENTRY_KEYS : RESULT_KEYS}
      rows={type === "partenti" ? rows : inPlacingOrder(rows)}
      rowKey={(row, index) => `${row.horseCode}-${index}`}
      empty="Nessun cavallo per questa corsa"
    />
  );
}
