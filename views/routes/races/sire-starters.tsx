import { Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { raceDayText } from "~/src/domain/races/rules";
import { internalHorsePath } from "~/src/urls/horses";
import { racePath, sireStartersPath } from "~/src/urls/races";
import { atLeastLetters, type RacingSon } from "~/src/domain/horses/horse-search";
import { PICKER_MIN_INPUT_LENGTH } from "~/src/domain/horses/horse-suggestion";
import { DataTable, type Column, type KeyColumns } from "../../components/data-table";
import { HorsePicker } from "../../components/horse-picker/horse-picker";
import { SectionUnavailable } from "../../components/section-unavailable";
import { Spinner } from "../../components/loading-indicator";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/sire-starters";
import "./races.css";
import { racesKey } from "~/src/request-context";

const sireQuery = z.object({ padreText: z.string().max(100).catch("").default("") });

export async function loader({ url, context }: Route.LoaderArgs) {
  const { padreText } = sireQuery.parse(Object.fromEntries(url.searchParams));
  const page = await context.get(racesKey).getSireStarters(padreText);
  // One son entered: his page at once, as every search of the site does (docs/PRODUCT.md, "Searches").
  const sons = page.starters?.results ?? [];
  if (sons.length === 1 && page.otherSires.length === 0) throw redirect(internalHorsePath(sons[0].route, sons[0]));
  return page;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    // A name is in the title only once a search ran for it: a name too short names nobody.
    title: args.data?.starters ? `Figli di ${args.data.sire} in partenza` : "Figli di uno stallone tra i partenti",
    description: "I figli e le figlie di uno stallone iscritti nelle prossime corse.",
  });

/** On a phone: the son, then when and in which race he runs; his dam in small print. */
const KEYS: KeyColumns = { heading: ["horse"], facts: ["day", "time", "race"] };

const columns: Column<RacingSon>[] = [
  { key: "horse", label: "Cavallo", render: (row) => <Link to={internalHorsePath(row.route, row)}>{row.name}</Link> },
  { key: "dam", label: "Madre", render: (row) => row.dam ?? "" },
  { key: "day", label: "Data", render: (row) => raceDayText(row.day) },
  { key: "time", label: "Ora", render: (row) => row.startTime ?? "" },
  {
    key: "race",
    label: "Corsa",
    render: (row) => {
      const label = `${row.racecourse ?? row.racecourseCode ?? ""}, corsa ${row.raceNumber ?? ""}`;
      return row.racecourseCode && row.raceNumber !== null ? (
        <Link to={racePath("partenti", row.day, row.racecourseCode, row.raceNumber)}>{label}</Link>
      ) : (
        label
      );
    },
  },
];

export default function SireStarters({ loaderData }: Route.ComponentProps) {
  const { sire, starters, otherSires, tooShort, unavailable } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === sireStartersPath();
  return (
    <div className="container page races-page">
      <header className="page-header">
        <h1>Figli di uno stallone tra i partenti</h1>
        <p className="subtitle">Scegli lo stallone per vedere i suoi figli e le sue figlie iscritti nelle prossime corse.</p>
      </header>
      <Form method="get" className="race-search-form" role="search">
        <HorsePicker key={sire} name="padre" label="Stallone" type="M" defaultValue={sire ? { code: "", text: sire } : null} />
        <button type="submit" className="button">
          Cerca
        </button>
      </Form>
      {loading ? <Spinner /> : null}
      {!loading && tooShort ? (
        <p className="alert alert-info" role="status">
          {`Scrivi ${atLeastLetters(PICKER_MIN_INPUT_LENGTH)} del nome dello stallone.`}
        </p>
      ) : null}
      {!loading && unavailable ? <SectionUnavailable /> : null}
      {!loading && starters ? (
        <section aria-labelledby="figli-titolo">
          <h2 id="figli-titolo">{`Figli di ${sire} in partenza`}</h2>
          {starters.description ? <p className="subtitle">{starters.description}</p> : null}
          {otherSires.length ? (
            <p className="other-sires">
              Cercavi un altro stallone?{" "}
              {otherSires.map((other, index) => (
                <span key={other}>
                  {index ? ", " : null}
                  <Link to={sireStartersPath(other)}>{other}</Link>
                </span>
              ))}
            </p>
          ) : null}
          <DataTable
            caption={`Figli di ${sire} in partenza`}
            captionHidden
            columns={columns}
            keyColumns={KEYS}
            rows={starters.results}
            rowKey={(row, index) => `${row.code}-${index}`}
            empty="Nessun figlio di questo stallone tra i partenti"
          />
        </section>
      ) : null}
    </div>
  );
}
