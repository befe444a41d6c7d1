import { euroOrDash, integerOrDash, UNKNOWN_FIGURE } from "~/src/domain/format";
import type { HorseStats } from "~/src/domain/horses/horse";
import { DataTable, type Column, type KeyColumns } from "~/views/components/data-table";

const COUNT_COLUMNS = [
  ["starts", "C", "Corse"],
  ["firsts", "1°", "Primo posto"],
  ["seconds", "2°", "Secondo posto"],
  ["thirds", "3°", "Terzo posto"],
  ["fourths", "4°", "Quarto posto"],
  ["fifths", "5°", "Quinto posto"],
] as const;

/** The spec's figures; the best times by start and distance are a table of their own (form-lines.tsx). */
type CareerFigures = Omit<HorseStats, "bestTimes">;

const COLUMNS: Column<CareerFigures>[] = [
  { key: "winnings", label: "Vincite", render: (stats) => euroOrDash(stats.winnings) },
  ...COUNT_COLUMNS.map(([key, label, title]): Column<CareerFigures> => ({
    key,
    label: <abbr title={title}>{label}</abbr>,
    labelText: label,
    numeric: true,
    render: (stats) => integerOrDash(stats[key]),
  })),
  { key: "short", label: "breve", render: (stats) => stats.shortRecord ?? UNKNOWN_FIGURE },
  { key: "long", label: "lunga", render: (stats) => stats.longRecord ?? UNKNOWN_FIGURE },
];

/** On a phone the one row is a card of figures, each with its name above it. */
const KEYS: KeyColumns = { heading: [], facts: COLUMNS.map((column) => column.key) };

/** Career statistics (docs/PRODUCT.md, "Horse profile"): Vincite, C, 1° to 5°, breve, lunga; a figure the upstream did not give is a dash. */
export function StatsTable({ stats }: { stats: CareerFigures }) {
  return (
    <DataTable
      className="horse-stats"
      caption="Statistiche di carriera"
      captionHidden
      columns={COLUMNS}
      keyColumns={KEYS}
      rows={[stats]}
      rowKey={() => "carriera"}
    />
  );
}
