import { Link } from "react-router";
import { formatEuro, formatPlacement, formatRaceTime } from "~/src/domain/format";
import { isoDay } from "~/src/domain/calendar";
import { raceDayText } from "~/src/domain/races/rules";
import { performanceResultPath } from "~/src/urls/races";
import type { Performance } from "~/src/domain/races/types";
import { DataTable, type Column, type KeyColumns } from "~/views/components/data-table";
import { PersonName } from "~/views/components/person-name";

const columns: Column<Performance>[] = [
  {
    key: "date",
    label: "Data",
    render: (row) => {
      const path = performanceResultPath(row);
      return path ? <Link to={path}>{raceDayText(row.day)}</Link> : raceDayText(row.day);
    },
  },
  { key: "racecourse", label: "Ippodromo", render: (row) => row.racecourse ?? "" },
  { key: "prize", label: "Premio", render: (row) => row.prizeDescription ?? "" },
  { key: "category", label: "Cat.", render: (row) => row.category ?? "" },
  { key: "distance", label: "Dist.", numeric: true, render: (row) => (row.distance === null ? "" : String(row.distance)) },
  { key: "post", label: "N°", numeric: true, render: (row) => (row.postPosition === null ? "" : String(row.postPosition)) },
  { key: "placement", label: "Arrivo", render: (row) => formatPlacement(row.placement) },
  { key: "time", label: "Tempo", render: (row) => formatRaceTime(row.kmTime) },
  { key: "driver", label: "Guidatore", render: (row) => <PersonName entity="guidatori" name={row.driver} /> },
  { key: "money", label: "Premio €", numeric: true, render: (row) => (row.prizeMoney ? formatEuro(row.prizeMoney) : "") },
];

/** On a phone: when and where, then the placing and the time. */
const KEYS: KeyColumns = { heading: ["date", "racecourse"], facts: ["placement", "time"] };

/** Past performances with the placement ('n.p.' over 30 or 0) and time ('1.' dropped) rules. */
export function Performances({ rows }: { rows: Performance[] }) {
  return (
    <DataTable
      columns={columns}
      keyColumns={KEYS}
      rows={rows}
      caption="Ultime prestazioni"
      rowKey={(row, index) => `${row.day ? isoDay(row.day) : ""}-${row.raceNumber ?? index}`}
      empty="Nessuna prestazione registrata."
    />
  );
}
