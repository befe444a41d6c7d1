import { yearsOld } from "~/src/domain/agreement";
import { sexLabel } from "~/src/domain/horses/horse";
import { Link } from "react-router";
import { euroOrDash, formatRaceTime, integerOrDash } from "~/src/domain/format";
import { resultPublished } from "~/src/domain/races/race-day";
import { horseProfilePath } from "~/src/urls/horses";
import { racePath } from "~/src/urls/races";
import type { GlanceHorse, PeriodStats } from "~/src/domain/races/types";
import { DataTable, type Column, type KeyColumns } from "../../components/data-table";
import { NavigationSpinner } from "../../components/loading-indicator";
import { RaceDayUpdates } from "../../components/races/race-day-updates";
import { RaceCaption } from "../../components/races/race-caption";
import { FormLines } from "../../components/races/form-lines";
import { RecordsByStart } from "../../components/races/records-by-start";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/race-at-a-glance";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { notFound } from "../../route-errors";
import { raceNumberParam, routeDateParam, trackCodeParam } from "./params";
import { SectionUnavailable } from "../../components/section-unavailable";
import { SulkyForecastTable } from "../../components/ratings/sulky-forecast";
import "./races.css";
import { FactList } from "../../components/fact-list";
import { racesKey, ratingsKey, searchKey } from "~/src/request-context";
import type { ReactNode } from "react";
import { PeopleLinksProvider, PersonName } from "../../components/person-name";

export async function loader({ params, context }: Route.LoaderArgs) {
  const date = routeDateParam(params.date);
  const trackCode = trackCodeParam(params.racecourse);
  const raceNumber = raceNumberParam(params.raceNumber);
  const raceDay = context.get(racesKey).raceDayStatus(date);
  const page = await context.get(racesKey).getRaceAtAGlance({ date, trackCode, raceNumber });
  if (!page) notFound();
  const [forecast] = await context.get(ratingsKey).getSulkyForecasts(date, trackCode, raceNumber);
  // The drivers' names, today's and in the past performances, link to their rankings.
  const people = await context.get(searchKey).linkPeople({
    guidatori: (page.glance?.horses ?? []).flatMap((horse) => [
      horse.driver,
      ...horse.performances.map((performance) => performance.driver),
    ]),
  });
  return { ...page, raceDay, people, run: page.glance ? resultPublished({ rows: page.glance.horses }) : false, forecast: forecast ?? null };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.title ?? "La corsa in sintesi",
    description: args.data ? `${args.data.title}: statistiche e ultime prestazioni di ogni cavallo.` : undefined,
  });

type StatsRow = PeriodStats & { period: string };

function statsRows(horse: GlanceHorse): StatsRow[] {
  return [
    { period: "Carriera", ...horse.career },
    { period: "Anno", ...horse.season },
    { period: "Trimestre", ...horse.quarter },
  ];
}

/** A statistic the upstream did not give is a dash, never a zero it does not know. */
const statsColumns: Column<StatsRow>[] = [
  { key: "period", label: "Periodo", render: (row) => <strong>{row.period}</strong> },
  { key: "starts", label: "Corse", numeric: true, render: (row) => integerOrDash(row.starts) },
  { key: "wins", label: "Vittorie", numeric: true, render: (row) => integerOrDash(row.wins) },
  { key: "placings", label: "Piazzamenti", numeric: true, render: (row) => integerOrDash(row.placings) },
  { key: "winnings", label: "Vincite", numeric: true, render: (row) => euroOrDash(row.winnings) },
  { key: "short", label: "Record breve", render: (row) => formatRaceTime(row.shortRecord) || "–" },
  { key: "long", label: "Record lunga", render: (row) => formatRaceTime(row.longRecord) || "–" },
];

/** On a phone: the period, then its starts, wins and winnings. */
const STATS_KEYS: KeyColumns = { heading: ["period"], facts: ["starts", "wins", "winnings"] };
function HorseBlock({ horse }: { horse: GlanceHorse }) {
  const facts: [string, ReactNode][] = [
    ["Sesso", horse.sex ? sexLabel(horse.sex) : null],
    ["Età", horse.age ? yearsOld(horse.age) : null],
    ["Mantello", horse.coat],
    ["Padre", horse.sire],
    ["Madre", horse.dam],
    ["Guidatore", horse.driver ? <PersonName entity="guidatori" name={horse.driver} /> : null],
  ];
  return (
    <details className="glance-horse">
      <summary>
        <span className="glance-number">{horse.postPosition ?? ""}</span>
        <span className="glance-name">{horse.horseName}</span>
        <span className="glance-parents">{[horse.sire, horse.dam].filter(Boolean).join(" - ")}</span>
      </summary>
      <div className="glance-body">
        <FactList facts={facts} className="glance-facts" />
        <p>
          <Link to={horseProfilePath({ code: horse.horseCode, slug: horse.slug, name: horse.horseName })}>Scheda di {horse.horseName}</Link>
        </p>
        <DataTable
          caption={`Statistiche di ${horse.horseName}`}
          columns={statsColumns}
          keyColumns={STATS_KEYS}
          rows={statsRows(horse)}
          rowKey={(row) => row.period}
        />
        <FormLines rows={horse.performances} caption={`Ultime prestazioni di ${horse.horseName}`} empty="Nessuna prestazione" />
        {/* the form lines first: on a race card they are what a punter reads */}
        <RecordsByStart bestTimes={horse.bestTimes} caption={`Record di ${horse.horseName} per partenza e distanza`} />
      </div>
    </details>
  );
}

export default function RaceAtAGlance({ loaderData }: Route.ComponentProps) {
  const { title, glance, date, trackCode, raceNumber, raceDay, run, forecast, people } = loaderData;
  const entries = <Link to={racePath("partenti", date, trackCode, raceNumber)}>Tabella dei partenti</Link>;
  if (!glance) {
    return (
      <div className="container page races-page">
        <header className="page-header glance-header">
          <h1>{title}</h1>
          <p className="race-links">{entries}</p>
        </header>
        <RaceDayUpdates raceDay={raceDay} />
        <SectionUnavailable />
      </div>
    );
  }
  const { race, horses } = glance;
  return (
    <PeopleLinksProvider links={people}>
      <div className="container page races-page">
        <NavigationSpinner />
        <header className={race.bigRace ? "page-header glance-header glance-header-gp" : "page-header glance-header"}>
          <h1>{title}</h1>
          <RaceCaption race={race} extra={entries} withinHeader />
        </header>
        <RaceDayUpdates raceDay={raceDay} />
        {run ? (
          <p className="race-run">
            Corsa disputata: <Link to={racePath("arrivi", date, trackCode, raceNumber)}>vedi l&apos;arrivo della corsa {raceNumber}</Link>
          </p>
        ) : null}
        {forecast ? <SulkyForecastTable forecast={forecast} /> : null}
        <p className="race-note">Apri un cavallo per vederne statistiche e ultime prestazioni.</p>
        {horses.length === 0 ? <p className="empty-state">Nessun cavallo per questa corsa</p> : null}
        <div className="glance-list">
          {horses.map((horse) => (
            <HorseBlock key={horse.horseCode} horse={horse} />
          ))}
        </div>
      </div>
    </PeopleLinksProvider>
  );
}
