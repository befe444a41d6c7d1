import { Link } from "react-router";
import { racecourseLabel } from "~/src/domain/races/rules";
import { RacesPage } from "../../components/races/races-page";
import { SectionUnavailable } from "../../components/section-unavailable";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/race-list";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { raceTypeOf } from "./params";
import { raceListPath, racePath, startersByDatePath, startingNumbersPath } from "~/src/urls/races";
import { addressDay } from "~/src/urls/values";
import "./races.css";
import { racesKey } from "~/src/request-context";

export async function loader({ pattern, context }: Route.LoaderArgs) {
  // Today's results join the list as they come: the list follows today (read before the data).
  const raceDay = context.get(racesKey).raceDayStatus();
  return { ...(await context.get(racesKey).getRaceList(raceTypeOf(pattern))), raceDay };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.title ?? "Corse",
    description:
      args.data?.type === "arrivi"
        ? "Gli ultimi arrivi delle corse al trotto in Italia, giorno per giorno e ippodromo per ippodromo."
        : "I prossimi partenti delle corse al trotto in Italia, giorno per giorno e ippodromo per ippodromo.",
  });

export default function RaceList({ loaderData }: Route.ComponentProps) {
  const { type, title, days, raceDay } = loaderData;
  return (
    <RacesPage
      title={title}
      raceDay={raceDay}
      subtitle={
        type === "arrivi" ? (
          <p className="subtitle">
            <Link to={startingNumbersPath()}>Statistiche dei numeri di partenza</Link>: quanto vince ogni numero, ippodromo per ippodromo.
          </p>
        ) : null
      }
    >
      {days === null ? (
        <SectionUnavailable />
      ) : days.length === 0 ? (
        <p className="empty-state">
          {type === "arrivi" ? "Nessun arrivo da mostrare. " : "Nessuna corsa in programma. "}
          <Link to={raceListPath(type === "arrivi" ? "partenti" : "arrivi")}>
            {type === "arrivi" ? "Vedi i prossimi partenti" : "Vedi gli ultimi arrivi"}
          </Link>
        </p>
      ) : null}
      <div className="race-days">
        {(days ?? []).map((day) => (
          // the day's anchor writes the day as the race addresses do
          <section key={addressDay(day.date)} className="race-day" aria-labelledby={`giornata-${addressDay(day.date)}`}>
            <h2 id={`giornata-${addressDay(day.date)}`}>{day.label}</h2>
            <ul className="race-meetings">
              {day.meetings.map((meeting) => (
                <li key={meeting.racecourseCode}>
                  <Link to={racePath(type, day.date, meeting.racecourseCode, null, { bare: true })} prefetch="intent">
                    {racecourseLabel(meeting.racecourseName, meeting.town)}
                  </Link>
                </li>
              ))}
            </ul>
            {type === "partenti" ? (
              <p className="race-day-more">
                <Link to={startersByDatePath(day.date)}>Tutti i partenti del {day.label}</Link>
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </RacesPage>
  );
}
