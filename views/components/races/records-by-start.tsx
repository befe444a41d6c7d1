import { formatItalianDate } from "~/src/domain/calendar";
import { formatInteger, formatRaceTime } from "~/src/domain/format";
import { recordsByStartAndDistance, startTypeLabel, type BandRecord, type RecordsOfStartType } from "~/src/domain/races/form-lines";
import { DISTANCE_BAND_LABELS, DISTANCE_BANDS } from "~/src/domain/races/starting-numbers";
import type { BestTime } from "~/src/domain/races/types";
import { DataTable, type Column, type KeyColumns } from "../data-table";

/** A horse's records by start type and distance band (docs/decisions/035-complete-form-lines.md). */

function RecordCell({ record }: { record: BandRecord | null }) {
  // no time over this distance: an empty cell, which a phone's card leaves out with its name
  if (!record) return null;
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
