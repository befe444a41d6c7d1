import { COUNTED, countOf } from "~/src/domain/agreement";
import { data, Form, Link } from "react-router";
import {
  DISTANCE_BAND_LABELS,
  DISTANCE_BANDS,
  formatPercentOneDecimal,
  START_TYPE_LABELS,
  START_TYPES,
  type NumberFigures,
} from "~/src/domain/races/starting-numbers";
import { raceDayText } from "~/src/domain/races/rules";
import { parseStartingNumberFilter, raceListPath, STARTING_NUMBER_QUERY } from "~/src/urls/races";
import { formatInteger } from "~/src/domain/format";
import { DataTable, type Column, type KeyColumns } from "../../components/data-table";
import { RacesPage } from "../../components/races/races-page";
import { StartingNumberChart } from "../../components/charts/starting-number-chart";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/starting-numbers";
import { LabelledSelect } from "../../components/labelled-select";
import "./races.css";
import { racesKey } from "~/src/request-context";

/** The filters' names in the page's address (and its form's fields). */
const QUERY_NAMES = STARTING_NUMBER_QUERY;
export const STATISTICS_PREPARING = "Statistiche in preparazione, riprova tra qualche minuto.";

export function loader({ url, context }: Route.LoaderArgs) {
  const query = url.searchParams;
  const given = (name: string) => query.get(name)?.slice(0, 40) || null;
  const asked = { track: given(QUERY_NAMES.track), start: given(QUERY_NAMES.start), band: given(QUERY_NAMES.band) };
  const filter = parseStartingNumberFilter(asked);
  // A filter given with a value that is not ours is ignored, and the page says so.
  const ignoredFilters = Boolean((asked.track && !filter.trackCode) || (asked.start && !filter.startType) || (asked.band && !filter.band));
  const page = context.get(racesKey).getStartingNumberStats(filter);
  // The page waiting for the statistics must not be kept by the anonymous page cache or the browser.
  return data({ page, ignoredFilters }, page.status === "preparing" ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Statistiche dei numeri di partenza",
    description: "Quanto vale un numero di partenza: percentuale di vittorie e di piazzamenti per numero, ippodromo, partenza e distanza.",
  });

/** On a phone: the number, then its starters and how often it won and placed; the counts in small print. */
const KEYS: KeyColumns = { heading: ["number"], facts: ["starters", "winPercent", "placePercent"] };

const columns: Column<NumberFigures>[] = [
  { key: "number", label: "Numero", numeric: true, render: (row) => <span id={`numero-${row.number}`}>{row.number}</span> },
  { key: "starters", label: "Partenti", numeric: true, render: (row) => formatInteger(row.starters) },
  { key: "wins", label: "Vittorie", numeric: true, render: (row) => formatInteger(row.wins) },
  { key: "winPercent", label: "% vittorie", numeric: true, render: (row) => formatPercentOneDecimal(row.winPercent) },
  { key: "places", label: "Piazzati", numeric: true, render: (row) => formatInteger(row.places) },
  { key: "placePercent", label: "% piazzati", numeric: true, render: (row) => formatPercentOneDecimal(row.placePercent) },
  { key: "notPlaced", label: "n.p.", numeric: true, render: (row) => formatInteger(row.notPlaced) },
  { key: "withdrawn", label: "Non partiti", numeric: true, render: (row) => formatInteger(row.withdrawn) },
];

export default function StartingNumbers({ loaderData }: Route.ComponentProps) {
  const { page, ignoredFilters } = loaderData;
  const intro = (
    <p className="subtitle">
      Per ogni numero di partenza, quante volte ha vinto e quante è arrivato tra i primi tre negli arrivi più recenti. Scegli ippodromo,
      tipo di partenza e distanza.
    </p>
  );
  if (page.status === "preparing") {
    return (
      <RacesPage title="Statistiche dei numeri di partenza" subtitle={intro} withSpinner={false}>
        <p className="alert alert-info" role="status">
          {STATISTICS_PREPARING}
        </p>
      </RacesPage>
    );
  }
  const { filter, tracks } = page;
  const trackName = tracks.find((track) => track.code === filter.trackCode)?.name;
  const subject = [
    trackName ? `a ${trackName}` : "in tutti gli ippodromi",
    filter.startType ? `partenza ${START_TYPE_LABELS[filter.startType].toLowerCase()}` : "ogni partenza",
    filter.band ? `distanza ${DISTANCE_BAND_LABELS[filter.band].toLowerCase()}` : "ogni distanza",
  ].join(", ");
  return (
    <RacesPage title="Statistiche dei numeri di partenza" subtitle={intro}>
      <Form method="get" className="number-filters" key={`${filter.trackCode}-${filter.startType}-${filter.band}`}>
        <LabelledSelect
          label="Ippodromo"
          name={QUERY_NAMES.track}
          value={filter.trackCode}
          allLabel="Tutti gli ippodromi"
          options={tracks.map((track) => ({ value: track.code, label: track.name }))}
        />
        <LabelledSelect
          label="Partenza"
          name={QUERY_NAMES.start}
          value={filter.startType}
          allLabel="Autostart e nastri"
          options={START_TYPES.map((type) => ({ value: type, label: START_TYPE_LABELS[type] }))}
        />
        <LabelledSelect
          label="Distanza"
          name={QUERY_NAMES.band}
          value={filter.band}
          allLabel="Tutte le distanze"
          options={DISTANCE_BANDS.map((band) => ({ value: band, label: DISTANCE_BAND_LABELS[band] }))}
        />
        <button type="submit" className="button button-secondary filter-submit">
          Mostra
        </button>
      </Form>
      {page.unknownTrack ? (
        <p className="alert alert-info" role="status">
          Non ci sono arrivi per l&apos;ippodromo richiesto: ecco tutti gli ippodromi.
        </p>
      ) : ignoredFilters ? (
        <p className="alert alert-info" role="status">
          Alcuni filtri non erano validi e sono stati ignorati.
        </p>
      ) : null}
      <p className="number-period">
        {page.races > 0 && page.firstDay && page.lastDay
          ? `${countOf(page.races, COUNTED.race, formatInteger)} ${subject}, arrivi dal ${raceDayText(page.firstDay)} al ${raceDayText(page.lastDay)}.`
          : null}
      </p>
      {page.numbers.length === 0 ? (
        <p className="empty-state">Nessuna corsa negli arrivi per questa scelta.</p>
      ) : (
        <div className="number-stats">
          <StartingNumberChart numbers={page.numbers} subject={subject} />
          <div className="number-table">
            <DataTable
              columns={columns}
              keyColumns={KEYS}
              rows={page.numbers}
              rowKey={(row) => String(row.number)}
              caption={`Vittorie e piazzamenti per numero di partenza, ${subject}`}
            />
          </div>
        </div>
      )}
      <p className="number-notes">
        Piazzati: arrivati tra i primi tre. I cavalli non piazzati (n.p.: rotture, squalifiche, ritirati in corsa) contano tra i partenti; i
        non partiti (ritirati prima del via) no. Corta: fino a 1700 m; media: da 1701 a 2150 m; lunga: oltre 2150 m.{" "}
        <Link to={raceListPath("arrivi")}>Tutti gli arrivi</Link>
      </p>
    </RacesPage>
  );
}
