import { Link } from "react-router";
import { ofDay } from "~/src/domain/agreement";
import { letterAnchor } from "~/src/domain/races/rules";
import { racePath, sireStartersPath } from "~/src/urls/races";
import { NavigationSpinner } from "../../components/loading-indicator";
import { RaceDayUpdates } from "../../components/races/race-day-updates";
import { SectionUnavailable } from "../../components/section-unavailable";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/starters-by-date";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { routeDateParam } from "./params";
import "./races.css";
import { racesKey } from "~/src/request-context";

export async function loader({ params, context }: Route.LoaderArgs) {
  const date = routeDateParam(params.date);
  const raceDay = context.get(racesKey).raceDayStatus(date);
  return { ...(await context.get(racesKey).getStartersByDate(date)), raceDay };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

/** The page's title and its heading say the same: "Partenti di sabato 28 novembre 2026". */
const startersOfDayTitle = (dayLabel: string) => `Partenti ${ofDay(dayLabel)}`;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data ? startersOfDayTitle(args.data.dayLabel) : "Partenti",
    description: args.data ? `${startersOfDayTitle(args.data.dayLabel)}: indice alfabetico dei cavalli.` : undefined,
  });

export default function StartersByDate({ loaderData }: Route.ComponentProps) {
  const { date, dayLabel, starters, raceDay } = loaderData;
  const letters = starters?.letters ?? {};
  const letterList = starters?.letterList ?? [];
  return (
    <div className="container page races-page">
      <NavigationSpinner />
      <header className="page-header">
        <h1>{startersOfDayTitle(dayLabel)}</h1>
        <p className="subtitle">
          <Link to={sireStartersPath()}>Cerca i figli di uno stallone tra i partenti</Link>
        </p>
      </header>
      <RaceDayUpdates raceDay={raceDay} />
      {starters === null ? (
        <SectionUnavailable />
      ) : letterList.length === 0 ? (
        <p className="empty-state">Nessun partente per questa data</p>
      ) : (
        <nav className="letter-index" aria-label="Iniziali">
          <ul>
            {letterList.map((letter) => (
              <li key={letter}>
                <a href={`#${letterAnchor(letter)}`}>{letter}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {letterList.map((letter) => (
        <section key={letter} className="letter-group" id={letterAnchor(letter)} aria-labelledby={`${letterAnchor(letter)}-titolo`}>
          <h2 id={`${letterAnchor(letter)}-titolo`}>{letter}</h2>
          <ul className="starter-list">
            {letters[letter].map((starter) => (
              <li key={`${starter.horseCode}-${starter.track}-${starter.raceNumber}`}>
                <Link to={racePath("partenti", date, starter.track, starter.raceNumber)}>{starter.horseName}</Link>
                <span className="starter-meta">
                  {[
                    starter.racecourseName,
                    `corsa ${starter.raceNumber}`,
                    starter.startTime ? `ore ${starter.startTime}` : null,
                    starter.postPosition ? `n. ${starter.postPosition}` : null,
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
