import { Link, redirect } from "react-router";
import { formatRaceTime } from "~/src/domain/format";
import { groupRacingSons, raceDayText, SEARCH_MIN_LENGTH } from "~/src/domain/horses/horse-search";
import { SectionUnavailable } from "../../components/section-unavailable";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/racing-sons";
import { internalPath, searchText } from "./horse-params";
import { SearchForm, TooShortNotice } from "./sections/search-form";
import "./horses.css";
import "./horse-tools.css";

/** Racing sons of a sire (§2.16): one son entered goes straight to his page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await context.useCases.findRacingSons({ text: searchText(request, "q") });
  const results = page.sons?.results ?? [];
  if (results.length === 1) throw redirect(internalPath(results[0].route, results[0].code));
  return page;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.sons?.title ?? "Figli in corsa",
    description: "I figli di uno stallone iscritti alle corse dei prossimi giorni.",
    noIndex: Boolean(args.loaderData?.text),
  });

export default function RacingSonsPage({ loaderData }: Route.ComponentProps) {
  const { text, searched, tooShort, sons, unavailable } = loaderData;
  const groups = sons ? groupRacingSons(sons.results) : [];
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{sons?.title ?? "Figli in corsa"}</h1>
        {sons?.description ? <p className="horse-subtitle">{sons.description}</p> : null}
      </header>
      <SearchForm name="q" label="Nome dello stallone" defaultValue={text} minLength={SEARCH_MIN_LENGTH.racingSons} />
      {tooShort ? <TooShortNotice minLength={SEARCH_MIN_LENGTH.racingSons} /> : null}
      {unavailable ? <SectionUnavailable /> : null}
      {searched && !unavailable && groups.length === 0 ? (
        <p className="empty-state" role="status">
          Non ha prodotto risultati
        </p>
      ) : null}
      {groups.map((group) => (
        <section key={group.key} className="sons-group" aria-labelledby={`gruppo-${group.key}`}>
          <h2 id={`gruppo-${group.key}`}>
            {raceDayText(group.day)} · {group.racecourse}
          </h2>
          <div
            className="table-scroll"
            role="region"
            aria-label={`Figli in corsa il ${raceDayText(group.day)} a ${group.racecourse}`}
            tabIndex={0}
          >
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Cavallo</th>
                  <th scope="col">Madre</th>
                  <th scope="col">Ippodromo</th>
                  <th scope="col" className="num">
                    Corsa
                  </th>
                  <th scope="col">Ora</th>
                  <th scope="col">Record</th>
                </tr>
              </thead>
              <tbody>
                {group.sons.map((son) => (
                  <tr key={`${son.code}-${son.raceNumber}`}>
                    <th scope="row">
                      <Link to={internalPath(son.route, son.code)}>{son.name}</Link>
                    </th>
                    <td>{son.dam ?? ""}</td>
                    <td>{son.racecourse ?? ""}</td>
                    <td className="num">
                      {son.racecourseCode && son.raceNumber ? (
                        <Link to={`/trotto/partenti/${son.day}/${son.racecourseCode}/${son.raceNumber}`}>{son.raceNumber}</Link>
                      ) : (
                        (son.raceNumber ?? "")
                      )}
                    </td>
                    <td>{son.startTime ?? ""}</td>
                    <td>{formatRaceTime(son.kmTime)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
