import { COUNTED, countOf } from "~/src/domain/agreement";
import { useState, type FormEvent } from "react";
import { Link, useNavigation } from "react-router";
import { z } from "zod";
import { formatRaceTime } from "~/src/domain/format";
import { isoDay } from "~/src/domain/calendar";
import { filterQualifications, raceDayText } from "~/src/domain/races/rules";
import { qualificationRankingPath, qualificationResultPath, qualificationsPath } from "~/src/urls/races";
import { QUALIFICATION_RANKING_TYPES, type Qualification } from "~/src/domain/races/types";
import { DataTable, type Column, type KeyColumns } from "../../components/data-table";
import { Spinner } from "../../components/loading-indicator";
import { useHydrated } from "../../components/use-hydrated";
import { useSite } from "../../layouts/use-site";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/qualifications";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { notFound } from "../../route-errors";
import { qualificationYearParam } from "./qualification-params";
import { RANKING_TYPE_LABELS } from "./ranking-labels";
import { useFullQualificationList } from "./use-full-qualification-list";
import "./races.css";
import { racesKey } from "~/src/request-context";

const filterQuery = z.object({
  cerca: z.string().max(100).catch("").default(""),
  padre: z.string().optional().catch(undefined),
  tutte: z.literal("1").optional().catch(undefined),
});

export async function loader({ url, context }: Route.LoaderArgs) {
  const year = qualificationYearParam(url.searchParams.get("anno"));
  // the clear button submits an empty 'cerca' after the field's own value: the last one wins
  const { cerca, padre, tutte } = filterQuery.parse({
    cerca: url.searchParams.getAll("cerca").at(-1),
    padre: url.searchParams.get("padre") ?? undefined,
    tutte: url.searchParams.get("tutte") ?? undefined,
  });
  const page = await context.get(racesKey).getQualifications({ year, wholeCrop: tutte === "1" });
  if (!page) notFound();
  return { ...page, filter: { text: cerca, sireOnly: padre === "1" } };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data ? `Qualifiche dei nati nel ${args.data.selected.year}` : "Qualifiche",
    description: "Le prove di qualifica dei puledri: data, ippodromo, tempo, genealogia, allevamento, proprietà e allenamento.",
  });

function ErrorIcon() {
  return (
    <svg className="error-icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <rect x="9" y="4.5" width="2" height="7" fill="#fff" />
      <rect x="9" y="13" width="2" height="2" fill="#fff" />
    </svg>
  );
}

/** On a phone: the horse, then the day, the time and the sire it qualified with; the rest in small print. */
const KEYS: KeyColumns = { heading: ["horse"], facts: ["day", "time", "sire"] };

const columns: Column<Qualification>[] = [
  { key: "day", label: "Data", render: (row) => raceDayText(row.trialDay) },
  {
    key: "horse",
    label: "Cavallo",
    sticky: true,
    render: (row) => {
      const path = qualificationResultPath(row);
      return path ? <Link to={path}>{row.horseName}</Link> : row.horseName;
    },
  },
  { key: "sire", label: "Padre", render: (row) => row.sire ?? "" },
  { key: "dam", label: "Madre", render: (row) => row.dam ?? "" },
  { key: "damsire", label: "Nonno materno", render: (row) => row.maternalGrandsire ?? "" },
  { key: "time", label: "Tempo", render: (row) => formatRaceTime(row.kmTime) },
  { key: "racecourse", label: "Ippodromo", render: (row) => row.racecourse ?? "" },
  { key: "breeder", label: "Allevamento", render: (row) => row.breeder ?? "" },
  { key: "owner", label: "Proprietario", render: (row) => row.owner ?? "" },
  { key: "trainer", label: "Allenatore", render: (row) => row.trainer ?? "" },
  {
    key: "video",
    label: "Video",
    render: (row) =>
      row.video ? (
        <a href={row.video} target="_blank" rel="noopener noreferrer">
          Video<span className="visually-hidden"> di {row.horseName} (si apre in una nuova scheda)</span>
        </a>
      ) : null,
  },
];

export default function Qualifications({ loaderData }: Route.ComponentProps) {
  const { years, selected, rows: firstRows, filter, failed, partial } = loaderData;
  const hydrated = useHydrated();
  const { site } = useSite();
  const navigation = useNavigation();
  const [text, setText] = useState(filter.text);
  const [sireOnly, setSireOnly] = useState(filter.sireOnly);
  const full = useFullQualificationList(selected.year);
  const changingYear = navigation.state === "loading" && navigation.location.pathname === qualificationsPath();
  const rows = filterQualifications(full.rows ?? firstRows, text, sireOnly);

  const keepOnPage = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <div className="container page races-page qualifications-page">
      <header className="page-header">
        <h1>Qualifiche</h1>
        <p className="subtitle">A cura di {site.name}</p>
      </header>
      <nav className="year-letters" aria-label="Anno di nascita">
        <ul>
          {years.map((option) => (
            <li key={option.year}>
              <Link
                to={qualificationsPath({ year: option.year })}
                className={option.year === selected.year ? "button" : "button button-secondary"}
                aria-current={option.year === selected.year ? "page" : undefined}
                title={`Nati nel ${option.year}`}
                preventScrollReset
              >
                {option.letter}
                <span className="visually-hidden"> (nati nel {option.year})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>Nati nel {selected.year}</h2>
      <p className="ranking-links">
        Classifiche dei qualificati:{" "}
        {QUALIFICATION_RANKING_TYPES.map((type, index) => (
          <span key={type}>
            {index > 0 ? " · " : null}
            <Link to={qualificationRankingPath(type, selected.year, null, true)}>{RANKING_TYPE_LABELS[type]}</Link>
          </span>
        ))}
      </p>
      <form
        method="get"
        action={qualificationsPath()}
        className="race-search-form qualification-filter"
        role="search"
        onSubmit={keepOnPage}
      >
        <input type="hidden" name="anno" value={selected.year} />
        <label htmlFor="qualification-search" className="visually-hidden">
          Cerca tra le qualifiche
        </label>
        <input
          id="qualification-search"
          type="search"
          name="cerca"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Cerca cavallo, padre, madre, allevamento..."
          maxLength={100}
          className="race-search-input"
        />
        <label className="checkbox-label">
          <input type="checkbox" name="padre" value="1" checked={sireOnly} onChange={(event) => setSireOnly(event.target.checked)} /> Nome
          Padre
        </label>
        {/* A real submit button: without JavaScript it sends the GET form; with it the list already follows the text. */}
        <button type="submit" className="button">
          Cerca
        </button>
        <button
          type="submit"
          name="cerca"
          value=""
          className="button button-secondary"
          disabled={text === ""}
          onClick={(event) => {
            event.preventDefault();
            setText("");
          }}
        >
          Cancella
        </button>
      </form>
      {full.failing || (failed && full.rows === null) ? (
        <p className="alert alert-danger qualification-error" role="alert">
          <ErrorIcon /> Qualcosa è andato storto, sto riprovando...
        </p>
      ) : null}
      {changingYear ? (
        <Spinner />
      ) : (
        <>
          <p className="result-count" aria-live="polite">
            {countOf(rows.length, COUNTED.qualified)}
            {hydrated && full.rows === null && !full.failing && firstRows.length > 0 ? " (sto caricando l'elenco completo...)" : ""}
          </p>
          {/* Without JavaScript nothing fetches the rest: a plain link asks the server for the whole crop. */}
          {!hydrated && partial && !failed ? (
            <p className="qualification-full-link">
              <a href={qualificationsPath({ year: selected.year, all: true })}>Mostra l&apos;elenco completo dei qualificati</a>
            </p>
          ) : null}
          <DataTable
            caption={`Qualifiche dei nati nel ${selected.year}`}
            captionHidden
            columns={columns}
            keyColumns={KEYS}
            rows={rows}
            rowKey={(row, index) => `${row.horseCode}-${isoDay(row.trialDay)}-${index}`}
            empty="Nessun risultato per questa ricerca"
          />
        </>
      )}
    </div>
  );
}
