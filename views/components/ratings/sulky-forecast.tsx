import { Link } from "react-router";
import type { SulkyForecast } from "~/src/domain/ratings/chances";
import { ratingsMethodPath, ratingsTrackRecordPath } from "~/src/urls/ratings";
import { DataTable, type Column, type KeyColumns } from "../data-table";
import { italianClockTime, italianNumber, romeWallClock } from "~/src/domain/italian-format";

/** "28/11/26, 10:05" in Rome, as Intl's short Italian date and time write it. */
function frozenAtText(instant: string): string {
  const clock = romeWallClock(new Date(instant));
  const pad2 = (value: number) => String(value).padStart(2, "0");
  return `${pad2(clock.day)}/${pad2(clock.month)}/${String(clock.year).slice(-2)}, ${italianClockTime(new Date(instant))}`;
}

type Starter = SulkyForecast["starters"][number];

const percent = (value: number) => `${italianNumber(value * 100, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}%`;

const columns: Column<Starter>[] = [
  { key: "number", label: "N°", numeric: true, render: (row) => (row.postPosition === null ? "" : String(row.postPosition)) },
  { key: "horse", label: "Cavallo", render: (row) => <strong>{row.horseName}</strong> },
  { key: "rating", label: "Indice Sulky", numeric: true, render: (row) => (row.rating === null ? "esordiente" : String(row.rating)) },
  { key: "last", label: "Ultimi indici", render: (row) => row.lastFigures.join(" · ") || "–" },
  { key: "breaks", label: "Rottura", numeric: true, render: (row) => percent(row.breakRate) },
  { key: "win", label: "Vincente", numeric: true, render: (row) => percent(row.win) },
  { key: "place", label: "Piazzato", numeric: true, render: (row) => percent(row.place) },
];

/** On a phone: the number and the horse, then its rating and its chances. */
const KEYS: KeyColumns = { heading: ["number", "horse"], facts: ["rating", "win", "place"] };

/**
 * "Il pronostico Sulky": the chances frozen when the card was published, kept beside the result.
 */
export function SulkyForecastTable({ forecast }: { forecast: SulkyForecast }) {
  const rows = [...forecast.starters].sort((a, b) => b.win - a.win);
  const frozen = frozenAtText(forecast.frozenAt);
  return (
    <section className="sulky-forecast" aria-label={`Il pronostico Sulky, corsa ${forecast.raceNumber}`}>
      <DataTable
        caption={`Il pronostico Sulky della corsa ${forecast.raceNumber}`}
        columns={columns}
        keyColumns={KEYS}
        rows={rows}
        rowKey={(row) => row.horseCode}
      />
      <p className="race-note">
        Probabilità fissate il {frozen}, quando è uscito il programma. <Link to={ratingsMethodPath()}>Come si calcola l&apos;indice</Link> ·{" "}
        <Link to={ratingsTrackRecordPath()}>Come sono andati i pronostici</Link>
      </p>
    </section>
  );
}
