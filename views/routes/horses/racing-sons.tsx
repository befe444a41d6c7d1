import { Link, redirect } from "react-router";
import { formatRaceTime } from "~/src/domain/format";
import type { CalendarDate } from "~/src/domain/calendar";
import { groupRacingSons, SEARCH_MIN_LENGTH } from "~/src/domain/horses/horse-search";
import { raceDayText } from "~/src/domain/races/rules";
import { racePath } from "~/src/urls/races";
import { addressDay } from "~/src/urls/values";
import { DataTable, type Column, type KeyColumns } from "../../components/data-table";
import { SectionUnavailable } from "../../components/section-unavailable";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/racing-sons";
import { internalHorsePath } from "~/src/urls/horses";
import { searchText } from "./horse-params";
import { SearchForm, TooShortNotice } from "./sections/search-form";
import "./horses.css";
import "./horse-tools.css";
import { horsesKey } from "~/src/request-context";

/** Racing sons of a sire (docs/PRODUCT.md, "Searches"): one son entered goes straight to his page. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = await context.get(horsesKey).findRacingSons({ text: searchText(url, "q") });
  const results = page.sons?.results ?? [];
  if (results.length === 1) throw redirect(internalHorsePath(results[0].route, results[0]));
  return page;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.sons?.title ?? "Figli in corsa",
    description: "I figli di uno stallone iscritti alle corse dei prossimi giorni.",
    noIndex: Boolean(args.loaderData?.text),
  });

const groupAnchor = (group: { day: CalendarDate; racecourseCode: string; racecourse: string }) =>
  `${addressDay(group.day)}-${group.racecourseCode || group.racecourse}`;

type RacingSon = ReturnType<typeof groupRacingSons>[number]["sons"][number];

const COLUMNS: Column<RacingSon>[] = [
  { key: "horse", label: "Cavallo", rowHeader: true, render: (son) => <Link to={internalHorsePath(son.route, son)}>{son.name}</Link> },
  { key: "dam", label: "Madre", render: (son) => son.dam ?? "" },
  { key: "racecourse", label: "Ippodromo", render: (son) => son.racecourse ?? "" },
  {
    key: "race",
    label: "Corsa",
    numeric: true,
    render: (son) =>
      son.racecourseCode && son.raceNumber ? (
        <Link to={racePath("partenti", son.day, son.racecourseCode, son.raceNumber, { bare: true })}>{son.raceNumber}</Link>
      ) : (
        (son.raceNumber ?? "")
      ),
  },
  { key: "time", label: "Ora", render: (son) => son.startTime ?? "" },
  { key: "record", label: "Record", render: (son) => formatRaceTime(son.kmTime) },
];

/** On a phone: the son, then his race, its time and his record; his dam and the racecourse (in the group's heading) in small print. */
const KEYS: KeyColumns = { heading: ["horse"], facts: ["race", "time", "record"] };

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
        // the group's anchor writes the day as the race addresses do
        <section key={group.key} className="sons-group" aria-labelledby={`gruppo-${groupAnchor(group)}`}>
          <h2 id={`gruppo-${groupAnchor(group)}`}>
            {raceDayText(group.day)} · {group.racecourse}
          </h2>
          <DataTable
            caption={`Figli in corsa il ${raceDayText(group.day)} a ${group.racecourse}`}
            captionHidden
            columns={COLUMNS}
            keyColumns={KEYS}
            rows={group.sons}
            rowKey={(son) => `${son.code}-${son.raceNumber}`}
          />
        </section>
      ))}
    </div>
  );
}
