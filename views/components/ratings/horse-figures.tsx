import { Link } from "react-router";
import { formatItalianDate, isoDay } from "~/src/domain/calendar";
import { formatPlacement } from "~/src/domain/format";
import type { HorseFigures, RunFigure } from "~/src/domain/ratings/horse-ratings";
import { racePath } from "~/src/urls/races";
import { ratingsMethodPath } from "~/src/urls/ratings";
import { DataTable, type Column, type KeyColumns } from "../data-table";

const columns: Column<RunFigure>[] = [
  {
    key: "date",
    label: "Data",
    render: (row) => <Link to={racePath("arrivi", row.day, row.racecourseCode, row.raceNumber)}>{formatItalianDate(row.day)}</Link>,
  },
  { key: "track", label: "Ippodromo", render: (row) => row.racecourseCode },
  { key: "race", label: "Corsa", numeric: true, render: (row) => String(row.raceNumber) },
  { key: "placement", label: "Pz.", render: (row) => formatPlacement(row.placement) },
  { key: "figure", label: "Indice", numeric: true, render: (row) => <strong>{row.figure}</strong> },
];
const KEYS: KeyColumns = { heading: ["date", "track"], facts: ["placement", "figure"] };

const WIDTH = 320;
const HEIGHT = 120;

/** The figures over the career as a line (oldest on the left); the table below says the same in words. */
function FiguresChart({ runs, horseName }: { runs: RunFigure[]; horseName: string }) {
  if (runs.length < 2) return null;
  const values = runs.map((run) => run.figure);
  const low = Math.min(...values) - 5;
  const high = Math.max(...values) + 5;
  const x = (index: number) => 8 + (index / (runs.length - 1)) * (WIDTH - 16);
  const y = (value: number) => HEIGHT - 8 - ((value - low) / (high - low)) * (HEIGHT - 16);
  const points = values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(" ");
  return (
    <figure className="figures-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Indici Sulky di ${horseName} in carriera, da ${values[0]} a ${values.at(-1)}`}
      >
        <polyline points={points} fill="none" stroke="#1d4ed8" strokeWidth="2" />
      </svg>
      <figcaption>
        Indici in carriera: dal {formatItalianDate(runs[0].day)} ({values[0]}) al {formatItalianDate(runs.at(-1)!.day)} ({values.at(-1)});
        massimo {Math.max(...values)}.
      </figcaption>
    </figure>
  );
}

/** The horse file's Sulky figures: its rating, a chart over its career and a line per run. */
export function HorseFiguresSection({ figures, horseName }: { figures: HorseFigures | null; horseName: string }) {
  return (
    <section className="horse-section" aria-labelledby="indice-sulky">
      <h2 id="indice-sulky">Indice Sulky</h2>
      {!figures ? (
        <p className="empty-state">Indici in preparazione: riprova tra qualche minuto.</p>
      ) : figures.runs.length === 0 ? (
        <p className="empty-state">Nessun tempo nell&apos;archivio di Sulky.</p>
      ) : (
        <>
          <p>
            Rating: <strong>{figures.rating ?? "–"}</strong> · rotture {figures.breaks} su {figures.starts} corse ·{" "}
            <Link to={ratingsMethodPath()}>come si calcola</Link>
          </p>
          <FiguresChart runs={figures.runs} horseName={horseName} />
          <DataTable
            caption={`Indici Sulky di ${horseName}, corsa per corsa`}
            columns={columns}
            keyColumns={KEYS}
            rows={[...figures.runs].reverse().slice(0, 30)}
            rowKey={(row) => `${isoDay(row.day)}-${row.racecourseCode}-${row.raceNumber}`}
          />
        </>
      )}
    </section>
  );
}
