import { Link } from "react-router";
import { formatItalianDate, isoDay } from "~/src/domain/calendar";
import { formatEuro, formatInteger, formatRaceTime } from "~/src/domain/format";
import {
  placingWithReason,
  recordsByStartAndDistance,
  startTypeLabel,
  winnerBeside,
  type BandRecord,
  type RecordsOfStartType,
} from "~/src/domain/races/form-lines";
import { raceDayText } from "~/src/domain/races/rules";
import { DISTANCE_BAND_LABELS, DISTANCE_BANDS } from "~/src/domain/races/starting-numbers";
import type { BestTime, Performance } from "~/src/domain/races/types";
import { horseProfilePath } from "~/src/urls/horses";
import { performanceResultPath } from "~/src/urls/races";
import { DataTable, type Column, type KeyColumns } from "../data-table";

/**
 * Complete form lines (docs/decisions/035-complete-form-lines.md): every past performance of the
 * race at a glance and the horse's profile in one table, and the horse's records by start method
 * and distance band.
 */

function WinnerCell({ line }: { line: Performance }) {
  const text = winnerBeside(line);
  if (!text || !line.winner) return null;
  const time = formatRaceTime(line.winner.kmTime);
  const name = line.winner.code ? (
    <Link to={horseProfilePath({ code: line.winner.code, name: line.winner.name })}>{line.winner.name}</Link>
  ) : (
    line.winner.name
  );
  // one element: a phone's card lays a fact's children out in a column, and the time belongs beside the name
  return (
    <span>
      {name}
      {time ? ` ${time}` : null}
    </span>
  );
}

/** The race: its prize's name, then its number, category and video in small print. */
function RaceCell({ line }: { line: Performance }) {
  const details = [line.raceNumber === null ? null : `Corsa ${line.raceNumber}`, line.category ? `Cat. ${line.category}` : null]
    .filter(Boolean)
    .join(" · ");
  return (
    <>
      {line.prizeDescription}
      {details || line.video ? (
        <small className="cell-note">
          {details}
          {line.video ? (
            <>
              {details ? " · " : null}
              <a href={line.video} target="_blank" rel="noopener noreferrer">
                Video<span className="visually-hidden"> (si apre in una nuova scheda)</span>
              </a>
            </>
          ) : null}
        </small>
      ) : null}
    </>
  );
}

/** "5/8": the starting number and the field size, or whichever of them the results give. */
function startingNumberInField(line: Performance): string {
  if (line.postPosition === null) return line.starters === null ? "" : `–/${line.starters}`;
  return line.starters === null ? String(line.postPosition) : `${line.postPosition}/${line.starters}`;
}

const formLineColumns: Column<Performance>[] = [
  {
    key: "date",
    label: "Data",
    render: (row) => {
      const path = performanceResultPath(row);
      const label = raceDayText(row.day);
      return path ? <Link to={path}>{label || "Arrivo"}</Link> : label;
    },
  },
  { key: "racecourse", label: "Ippodromo", render: (row) => row.racecourse ?? "" },
  { key: "race", label: "Corsa", render: (row) => <RaceCell line={row} /> },
  { key: "distance", label: "Dist.", numeric: true, render: (row) => formatInteger(row.distance) },
  { key: "start", label: "Partenza", render: (row) => startTypeLabel(row.startType) },
  {
    key: "post",
    label: <abbr title="Numero di partenza su partenti">N°/Part.</abbr>,
    labelText: "N°/Part.",
    numeric: true,
    render: (row) => startingNumberInField(row),
  },
  { key: "placement", label: "Arrivo", render: (row) => placingWithReason(row.placement, row.notPlacedReason) },
  { key: "time", label: "Tempo", render: (row) => formatRaceTime(row.kmTime) },
  { key: "winner", label: "Vincitore", render: (row) => <WinnerCell line={row} /> },
  { key: "driver", label: "Guidatore", render: (row) => row.driver ?? "" },
  { key: "money", label: "Vincita", numeric: true, render: (row) => (row.prizeMoney ? formatEuro(row.prizeMoney) : "") },
];

/**
 * On a phone a punter reads when and where, then what kind of race it was (distance, start, number,
 * field), how the horse finished and in what time, and who beat it; the rest is small print.
 */
const FORM_LINE_KEYS: KeyColumns = {
  heading: ["date", "racecourse"],
  facts: ["distance", "start", "post", "placement", "time", "winner"],
};

export function FormLines({ rows, caption, empty }: { rows: readonly Performance[]; caption: string; empty: string }) {
  return (
    <DataTable
      className="form-lines"
      columns={formLineColumns}
      keyColumns={FORM_LINE_KEYS}
      rows={rows}
      caption={caption}
      rowKey={(row, index) => `${row.day ? isoDay(row.day) : ""}-${row.raceNumber ?? ""}-${index}`}
      empty={empty}
    />
  );
}

function RecordCell({ record }: { record: BandRecord | null }) {
  if (!record) return <>–</>;
  const where = [`${formatInteger(record.distance)} m`, record.racecourse, record.day ? formatItalianDate(record.day) : null]
    .filter(Boolean)
    .join(", ");
  return (
    <>
      <strong>{formatRaceTime(record.kmTime)}</strong> <small className="cell-note">{where}</small>
    </>
  );
}

const recordColumns: Column<RecordsOfStartType>[] = [
  {
    key: "start",
    label: "Partenza",
    rowHeader: true,
    render: (row) => startTypeLabel(row.startType) || "Non indicata",
  },
  ...DISTANCE_BANDS.map((band): Column<RecordsOfStartType> => ({
    key: band,
    label: DISTANCE_BAND_LABELS[band],
    render: (row) => <RecordCell record={row.bands[band]} />,
  })),
];

/** On a phone: the start method, then its record over each distance. */
const RECORD_KEYS: KeyColumns = { heading: ["start"], facts: DISTANCE_BANDS };

/** The records split by start method and distance band; nothing when the upstream gives no best times. */
export function RecordsByStart({ bestTimes, caption }: { bestTimes: readonly BestTime[]; caption: string }) {
  const rows = recordsByStartAndDistance(bestTimes);
  if (rows.length === 0) return null;
  return (
    <DataTable
      className="records-by-start"
      columns={recordColumns}
      keyColumns={RECORD_KEYS}
      rows={rows}
      caption={caption}
      rowKey={(row) => row.startType ?? "non-indicata"}
    />
  );
}
