import { Link } from "react-router";
import { resultPublished } from "~/src/domain/races/race-day";
import { racePath } from "~/src/urls/races";
import type { GlanceHorse } from "~/src/domain/races/types";
import { NavigationSpinner } from "../../components/loading-indicator";
import { RaceDayUpdates } from "../../components/races/race-day-updates";
import { RaceCaption } from "../../components/races/race-caption";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/race-at-a-glance";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { notFound } from "../../route-errors";
import { raceNumberParam, routeDateParam, trackCodeParam } from "./params";
import { SectionUnavailable } from "../../components/section-unavailable";
import type { SulkyForecastTable as SulkyForecastComponent } from "../../components/ratings/sulky-forecast";
import type { GlanceHorseBody as GlanceHorseBodyComponent } from "../../components/races/glance-horse-body";
import { deferredSection } from "../../deferred-section";
import "./races.css";
import { racesKey, ratingsKey, searchKey } from "~/src/request-context";
import { PeopleLinksProvider } from "../../components/person-name";

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

// A horse's block opens on request: its statistics, form lines and records are the server's markup until their code
// has arrived after the page's own (the JS budget), and so are the forecasts.
const glanceHorseBody = deferredSection<Parameters<typeof GlanceHorseBodyComponent>[0]>(() =>
  import("../../components/races/glance-horse-body").then((module) => module.GlanceHorseBody),
);
const sulkyForecast = deferredSection<Parameters<typeof SulkyForecastComponent>[0]>(() =>
  import("../../components/ratings/sulky-forecast").then((module) => module.SulkyForecastTable),
);

function HorseBlock({ horse }: { horse: GlanceHorse }) {
  return (
    <details className="glance-horse">
      <summary>
        <span className="glance-number">{horse.postPosition ?? ""}</span>
        <span className="glance-name">{horse.horseName}</span>
        <span className="glance-parents">{[horse.sire, horse.dam].filter(Boolean).join(" - ")}</span>
      </summary>
      <glanceHorseBody.Island horse={horse} />
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
        {forecast ? <sulkyForecast.Island forecast={forecast} /> : null}
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
