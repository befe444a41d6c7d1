import { Link } from "react-router";
import { isoDay } from "~/src/domain/calendar";
import { formatEuro, formatInteger, formatRaceTime } from "~/src/domain/format";
import { placingWithReason, startTypeLabel, winnerBeside } from "~/src/domain/races/form-lines";
import { raceDayText } from "~/src/domain/races/rules";
import type { Performance } from "~/src/domain/races/types";
import { horseProfilePath } from "~/src/urls/horses";
import { performanceResultPath } from "~/src/urls/races";
import { DataTable, type Column, type KeyColumns } from "../data-table";

/**
 * Complete form lines (docs/decisions/035-complete-form-lines.md): every past performance of the
 * race at a glance and the horse's profile in one table.
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
