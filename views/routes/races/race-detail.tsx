import { Link } from "react-router";
import { CsvDownloadLink } from "../../components/csv-download-link";
import type { CalendarDate } from "~/src/domain/calendar";
import { resultPublished } from "~/src/domain/races/race-day";
import { drawDetailPath, raceAtAGlancePath, racePath } from "~/src/urls/races";
import { ratingsMethodPath, ratingsTrackRecordPath } from "~/src/urls/ratings";
import type { RaceSection, RaceType } from "~/src/domain/races/types";
import { RacesPage } from "../../components/races/races-page";
import { RaceCaption, raceHeading } from "../../components/races/race-caption";
import { RaceTable } from "../../components/races/race-table";
import { TrackBanner } from "../../components/races/track-banner";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/race-detail";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { notFound } from "../../route-errors";
import { keptOnServer, StaticSection } from "../../static-section";
import { raceNumberParam, raceTypeOf, routeDateParam, trackCodeParam } from "./params";
import { SectionUnavailable } from "../../components/section-unavailable";
import type { SulkyForecast } from "~/src/domain/ratings/chances";
import { SulkyForecastTable } from "../../components/ratings/sulky-forecast";
import { PeopleLinksProvider } from "../../components/person-name";
import "./races.css";
import { racesKey, ratingsKey, searchKey } from "~/src/request-context";

export async function loader({ pattern, params, context }: Route.LoaderArgs) {
  const type = raceTypeOf(pattern);
  const date = routeDateParam(params.date);
  const trackCode = trackCodeParam(params.racecourse);
  const raceNumber = raceNumberParam(params.raceNumber);
  // Read before the data: the page's event stream starts where the stream stood then.
  const raceDay = context.get(racesKey).raceDayStatus(date);
  const page = await context.get(racesKey).getRaceDetail({ type, date, trackCode, raceNumber });
  if (!page) notFound();
  // The drivers' names link to their rankings.
  const people = await context.get(searchKey).linkPeople({
    guidatori: [...(page.detail?.trials ?? []), ...(page.detail?.races ?? [])].flatMap((race) => race.rows.map((row) => row.driver)),
  });
  // Each race's table is plain markup: sent once, not again as hydration data (keyed like the sections' anchors).
  // Whether a race was run is said apart: its rows stay on the server.
  const detail = page.detail && {
    ...page.detail,
    trials: page.detail.trials.map((race, index) => ({
      ...race,
      run: resultPublished(race),
      rows: keptOnServer(context, `qualifica-${index + 1}`, race.rows),
    })),
    races: page.detail.races.map((race) => ({
      ...race,
      run: resultPublished(race),
      rows: keptOnServer(context, `corsa-${race.raceNumber}`, race.rows),
    })),
  };
  const forecasts = await context.get(ratingsKey).getSulkyForecasts(date, trackCode, raceNumber);
  return { ...page, detail, raceDay, forecasts, people };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.title ?? "Corse",
    description: args.data ? `${args.data.title}: programma, cavalli, guidatori e piazzamenti.` : undefined,
  });

type RaceBlockProps = {
  race: Omit<RaceSection, "rows"> & { rows: RaceSection["rows"] | undefined; run: boolean };
  type: RaceType;
  date: CalendarDate;
  trackCode: string;
  anchor: string;
  forecast?: SulkyForecast;
};

function RaceBlock({ race, type, date, trackCode, anchor, forecast }: RaceBlockProps) {
  const extra =
    type === "partenti" ? (
      <>
        <Link to={raceAtAGlancePath(date, trackCode, race.raceNumber)}>
          La corsa in sintesi<span className="visually-hidden">: {raceHeading(race)}</span>
        </Link>
        {race.raceNumber !== 0 ? (
          <>
            {" · "}
            <Link to={drawDetailPath(date, trackCode, race.raceNumber)}>
              Sorteggio dei numeri<span className="visually-hidden">: {raceHeading(race)}</span>
            </Link>
          </>
        ) : null}
      </>
    ) : race.raceNumber !== 0 ? (
      <Link to={racePath(type, date, trackCode, race.raceNumber)}>
        Solo questa corsa<span className="visually-hidden">: {raceHeading(race)}</span>
      </Link>
    ) : null;
  return (
    <section className="race-section" id={anchor}>
      <RaceCaption race={race} extra={extra} />
      {type === "partenti" && race.run && race.raceNumber !== 0 ? (
        <p className="race-run">
          Corsa disputata:{" "}
          <Link to={racePath("arrivi", date, trackCode, race.raceNumber)}>vedi l&apos;arrivo della corsa {race.raceNumber}</Link>
        </p>
      ) : null}
      {type === "arrivi" ? <p className="race-note">Clicca sui nomi per le prestazioni</p> : null}
      <StaticSection name={anchor} data={race.rows}>
        {(rows) => <RaceTable type={type} rows={rows} label={raceHeading(race)} />}
      </StaticSection>
      {forecast ? <SulkyForecastTable forecast={forecast} /> : null}
    </section>
  );
}

/** An empty results page leads to the same day's entries, and an empty entries page to its results. */
function OtherSideLink({ type, date, trackCode }: { type: RaceType; date: CalendarDate; trackCode: string }) {
  return type === "arrivi" ? (
    <Link to={racePath("partenti", date, trackCode)}>Vedi i partenti di questa giornata</Link>
  ) : (
    <Link to={racePath("arrivi", date, trackCode)}>Vedi gli arrivi di questa giornata</Link>
  );
}

export default function RaceDetail({ loaderData }: Route.ComponentProps) {
  const { type, date, trackCode, title, detail, raceDay, forecasts, people } = loaderData;
  if (!detail) {
    return (
      <RacesPage title={title} withSpinner={false} raceDay={raceDay}>
        <SectionUnavailable />
      </RacesPage>
    );
  }
  const { track, trials, races } = detail;
  return (
    <PeopleLinksProvider links={people}>
      <RacesPage
        title={title}
        subtitle={type === "arrivi" && races.length > 0 ? <CsvDownloadLink what="degli arrivi" /> : null}
        raceDay={raceDay}
      >
        <TrackBanner track={track} />
        <p className="race-note">
          <Link to={ratingsMethodPath()}>L&apos;indice Sulky</Link> e{" "}
          <Link to={ratingsTrackRecordPath()}>come sono andati i pronostici</Link>
        </p>
        {races.length > 1 ? (
          <nav className="race-jump" aria-label="Corse della giornata">
            <ul>
              {races.map((race) => (
                <li key={race.raceNumber}>
                  <a href={`#corsa-${race.raceNumber}`}>Corsa {race.raceNumber}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {trials.length === 0 && races.length === 0 ? (
          <div className="empty-state">
            <p>
              {type === "arrivi" && raceDay
                ? "Ancora nessun arrivo: le corse della giornata compaiono qui appena concluse"
                : "Nessuna corsa per questa selezione"}
            </p>
            <p>
              <OtherSideLink type={type} date={date} trackCode={trackCode} />
            </p>
          </div>
        ) : null}
        {trials.map((race, index) => (
          <RaceBlock key={`q-${index}`} anchor={`qualifica-${index + 1}`} race={race} type={type} date={date} trackCode={trackCode} />
        ))}
        {races.map((race) => (
          <RaceBlock
            key={race.raceNumber}
            anchor={`corsa-${race.raceNumber}`}
            race={race}
            type={type}
            date={date}
            trackCode={trackCode}
            forecast={forecasts.find((forecast) => forecast.raceNumber === race.raceNumber)}
          />
        ))}
      </RacesPage>
    </PeopleLinksProvider>
  );
}
