import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { slugify } from "~/src/domain/slug";
import { drawNumberLabel, drawPlaceLabel, raceDayText } from "~/src/domain/races/rules";
import { isoDay } from "~/src/domain/calendar";
import type { DrawRow } from "~/src/domain/races/types";
import { DataTable, type Column, type KeyColumns } from "../../components/data-table";
import { Spinner } from "../../components/loading-indicator";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/draws";
import { drawDetailPath, drawsPath, startingNumbersPath } from "~/src/urls/races";
import "./races.css";
import { racesKey } from "~/src/request-context";

const drawQuery = z.object({ cavallo: z.string().max(100).catch("").default("") });

export async function loader({ url, context }: Route.LoaderArgs) {
  const { cavallo } = drawQuery.parse(Object.fromEntries(url.searchParams));
  return context.get(racesKey).searchDraws(cavallo);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sorteggio numeri",
    description: "Cerca un cavallo per vedere i numeri di partenza sorteggiati nelle prossime corse.",
  });

/** On a phone: the day and the place, then the race and the number drawn. */
const KEYS: KeyColumns = { heading: ["day", "place"], facts: ["race", "number"] };

const columns: Column<DrawRow>[] = [
  { key: "day", label: "Data", render: (row) => raceDayText(row.day) },
  { key: "place", label: "Luogo", render: (row) => drawPlaceLabel(row) },
  {
    key: "race",
    label: "Corsa",
    render: (row) =>
      row.day && row.racecourseCode && row.raceNumber !== null ? (
        <Link to={drawDetailPath(row.day, row.racecourseCode, row.raceNumber, { bare: true })}>Corsa {row.raceNumber}</Link>
      ) : (
        row.raceNumber
      ),
  },
  { key: "number", label: "Numero / partenti", render: (row) => drawNumberLabel(row) },
];

const horseAnchor = (name: string) => `cavallo-${slugify(name)}`;

export default function Draws({ loaderData }: Route.ComponentProps) {
  const { query, outcome } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === drawsPath();
  const horses = outcome?.status === "ok" ? outcome.result.horses : [];
  const names = horses.map((horse) => horse.name);
  return (
    <div className="container page races-page">
      <header className="page-header">
        <h1>Sorteggio numeri</h1>
        <p className="subtitle">
          Quanto vale un numero? <Link to={startingNumbersPath()}>Statistiche dei numeri di partenza</Link> per ippodromo, partenza e
          distanza.
        </p>
      </header>
      <Form method="get" className="race-search-form" role="search">
        <label htmlFor="draw-horse" className="visually-hidden">
          Nome del cavallo
        </label>
        <input
          id="draw-horse"
          key={query}
          type="search"
          name="cavallo"
          defaultValue={query}
          placeholder="Inserire il nome del cavallo (almeno tre lettere)"
          maxLength={100}
          className="race-search-input"
        />
        <button type="submit" className="button">
          Cerca
        </button>
      </Form>
      {loading ? <Spinner /> : null}
      {!loading && outcome && outcome.status !== "ok" ? (
        <p className="alert alert-danger" role="alert">
          {outcome.message}
        </p>
      ) : null}
      {!loading && outcome?.status === "ok" && names.length === 0 ? (
        <p className="empty-state">Nessun risultato per questa ricerca</p>
      ) : null}
      {!loading && names.length > 1 ? (
        <nav className="draw-anchors" aria-label="Cavalli trovati">
          <ul>
            {names.map((name) => (
              <li key={name}>
                <a href={`#${horseAnchor(name)}`}>{name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {!loading && outcome?.status === "ok"
        ? horses.map(({ name, draws }) => (
            <section key={name} id={horseAnchor(name)} className="draw-horse" aria-labelledby={`${horseAnchor(name)}-titolo`}>
              <h2 id={`${horseAnchor(name)}-titolo`}>{name}</h2>
              <DataTable
                caption={`Sorteggi di ${name}`}
                captionHidden
                columns={columns}
                keyColumns={KEYS}
                rows={draws}
                rowKey={(row, index) => `${row.day ? isoDay(row.day) : ""}-${row.racecourseCode}-${row.raceNumber}-${index}`}
                empty="Nessun sorteggio"
              />
            </section>
          ))
        : null}
    </div>
  );
}
