import { Link } from "react-router";
import { CsvDownloadLink } from "../../components/csv-download-link";
import { raceAtAGlancePath, racePath } from "../../../src/domain/races/rules";
import type { RaceSection, RaceType } from "../../../src/domain/races/types";
import { NavigationSpinner } from "../../components/loading-indicator";
import { RaceCaption, raceHeading } from "../../components/races/race-caption";
import { RaceTable } from "../../components/races/race-table";
import { TrackBanner } from "../../components/races/track-banner";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/race-detail";
import { pageCachedClientLoader } from "../../page-cache";
import { keptOnServer, StaticSection } from "../../static-section";
import { notFound, raceNumberParam, raceTypeOf, routeDateParam, trackCodeParam } from "./params";
import "./races.css";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const type = raceTypeOf(request);
  const date = routeDateParam(params.date);
  const trackCode = trackCodeParam(params.ippodromo);
  const raceNumber = raceNumberParam(params.numeroCorsa);
  const page = await context.useCases.getRaceDetail({ type, date, trackCode, raceNumber });
  if (!page) notFound();
  // Each race's table is plain markup: sent once, not again as hydration data (keyed like the sections' anchors).
  return {
    ...page,
    qualifiche: page.qualifiche.map((race, index) => ({ ...race, prestazioni: keptOnServer(context, `qualifica-${index + 1}`, race.prestazioni) })),
    corse: page.corse.map((race) => ({ ...race, prestazioni: keptOnServer(context, `corsa-${race.NumeroCorsa}`, race.prestazioni) })),
  };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = pageCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.title ?? "Corse",
    description: args.data ? `${args.data.title}: programma, cavalli, guidatori e piazzamenti.` : undefined,
  });

type RaceBlockProps = {
  race: Omit<RaceSection, "prestazioni"> & { prestazioni: RaceSection["prestazioni"] | undefined };
  type: RaceType;
  date: string;
  trackCode: string;
  anchor: string;
};

function RaceBlock({ race, type, date, trackCode, anchor }: RaceBlockProps) {
  const extra =
    type === "partenti" ? (
      <Link to={raceAtAGlancePath(date, trackCode, race.NumeroCorsa)}>
        La corsa in sintesi<span className="visually-hidden">: {raceHeading(race)}</span>
      </Link>
    ) : race.NumeroCorsa !== 0 ? (
      <Link to={racePath(type, date, trackCode, race.NumeroCorsa)}>
        Solo questa corsa<span className="visually-hidden">: {raceHeading(race)}</span>
      </Link>
    ) : null;
  return (
    <section className="race-section" id={anchor}>
      <RaceCaption race={race} extra={extra} />
      {type === "arrivi" ? <p className="race-note">Clicca sui nomi per le prestazioni</p> : null}
      <StaticSection name={anchor} data={race.prestazioni}>
        {(rows) => <RaceTable type={type} rows={rows} label={raceHeading(race)} />}
      </StaticSection>
    </section>
  );
}

export default function RaceDetail({ loaderData }: Route.ComponentProps) {
  const { type, date, trackCode, title, ippodromo, qualifiche, corse } = loaderData;
  return (
    <div className="container page races-page">
      <NavigationSpinner />
      <header className="page-header">
        <h1>{title}</h1>
        {type === "arrivi" && corse.length > 0 ? <CsvDownloadLink what="degli arrivi" /> : null}
      </header>
      <TrackBanner track={ippodromo} />
      {corse.length > 1 ? (
        <nav className="race-jump" aria-label="Corse della giornata">
          <ul>
            {corse.map((race) => (
              <li key={race.NumeroCorsa}>
                <a href={`#corsa-${race.NumeroCorsa}`}>Corsa {race.NumeroCorsa}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {qualifiche.length === 0 && corse.length === 0 ? <p className="empty-state">Nessuna corsa per questa selezione</p> : null}
      {qualifiche.map((race, index) => (
        <RaceBlock key={`q-${index}`} anchor={`qualifica-${index + 1}`} race={race} type={type} date={date} trackCode={trackCode} />
      ))}
      {corse.map((race) => (
        <RaceBlock key={race.NumeroCorsa} anchor={`corsa-${race.NumeroCorsa}`} race={race} type={type} date={date} trackCode={trackCode} />
      ))}
    </div>
  );
}
