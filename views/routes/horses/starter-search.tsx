import { Link } from "react-router";
import { formatEuro, formatPlacement, formatRaceTime } from "~/src/domain/format";
import { isoDay } from "~/src/domain/calendar";
import { SEARCH_MIN_LENGTH, type StarterSearchRow } from "~/src/domain/horses/horse-search";
import { raceDayText } from "~/src/domain/races/rules";
import { horseProfilePath } from "~/src/urls/horses";
import { racePath } from "~/src/urls/races";
import { DataTable, type Column, type KeyColumns } from "../../components/data-table";
import { SectionUnavailable } from "../../components/section-unavailable";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/starter-search";
import { searchText } from "./horse-params";
import { SearchForm, TooShortNotice } from "./sections/search-form";
import "./horses.css";
import "./horse-tools.css";
import { horsesKey, searchKey } from "~/src/request-context";
import { PeopleLinksProvider, PersonName } from "../../components/person-name";

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = await context.get(horsesKey).searchStarters({ text: searchText(url, "s") });
  // The drivers' names link to their rankings.
  return { ...page, people: await context.get(searchKey).linkPeople({ guidatori: page.results?.map((row) => row.driver) ?? [] }) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.searched ? `Partenti: ${args.loaderData.text}` : "Cerca un cavallo tra i partenti",
    description: "Cerca un cavallo tra partenti e arrivi: data, ora, ippodromo, corsa, dotazione, distanza, guidatore, numero e tempo.",
    noIndex: Boolean(args.loaderData?.text),
  });

const numberOrDash = (value: number | null) => (value === null ? "" : String(value));

/** On a phone: the horse, then the day, the racecourse, the placing and the time; the race's details in small print. */
const KEYS: KeyColumns = { heading: ["horse"], facts: ["day", "racecourse", "placement", "kmTime"] };

const columns: Column<StarterSearchRow>[] = [
  { key: "day", label: "Data", render: (row) => raceDayText(row.day) },
  { key: "time", label: "Ora", render: (row) => row.startTime ?? "" },
  { key: "racecourse", label: "Ippodromo", render: (row) => row.racecourse ?? "" },
  {
    key: "race",
    label: "Corsa",
    numeric: true,
    render: (row) =>
      row.racecourseCode && row.raceNumber ? (
        <Link to={racePath("partenti", row.day, row.racecourseCode, row.raceNumber, { bare: true })}>{row.raceNumber}</Link>
      ) : (
        numberOrDash(row.raceNumber)
      ),
  },
  { key: "purse", label: "Dotazione", numeric: true, render: (row) => (row.purse === null ? "" : formatEuro(row.purse)) },
  { key: "distance", label: "Distanza", numeric: true, render: (row) => numberOrDash(row.distance) },
  {
    key: "horse",
    label: "Cavallo",
    render: (row) => (row.horseCode ? <Link to={horseProfilePath({ code: row.horseCode })}>{row.horseName}</Link> : row.horseName),
  },
  { key: "driver", label: "Guidatore", render: (row) => <PersonName entity="guidatori" name={row.driver} /> },
  { key: "post", label: "Numero", numeric: true, render: (row) => numberOrDash(row.postPosition) },
  { key: "placement", label: "Arrivo", render: (row) => formatPlacement(row.placement) },
  { key: "kmTime", label: "Tempo", render: (row) => formatRaceTime(row.kmTime) },
];

/** Starter search (docs/PRODUCT.md, "Searches"): where a horse runs or ran, with the result when there is one. */
export default function StarterSearchPage({ loaderData }: Route.ComponentProps) {
  const { text, searched, tooShort, results, people } = loaderData;
  return (
    <PeopleLinksProvider links={people}>
      <div className="container page">
        <header className="page-header">
          <h1>Cerca un cavallo tra i partenti</h1>
        </header>
        <SearchForm name="s" label="Nome del cavallo" defaultValue={text} minLength={SEARCH_MIN_LENGTH.starters} />
        {tooShort ? <TooShortNotice minLength={SEARCH_MIN_LENGTH.starters} /> : null}
        {searched && results === null ? <SectionUnavailable /> : null}
        {searched && results !== null ? (
          <DataTable
            columns={columns}
            keyColumns={KEYS}
            rows={results}
            caption={`Partenti e arrivi per «${text}»`}
            rowKey={(row, index) => `${isoDay(row.day)}-${row.racecourseCode}-${row.raceNumber}-${row.horseCode ?? index}`}
            empty="Non ha prodotto risultati"
          />
        ) : null}
      </div>
    </PeopleLinksProvider>
  );
}
