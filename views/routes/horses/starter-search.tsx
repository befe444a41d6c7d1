import { Link } from "react-router";
import { formatEuro, formatPlacement, formatRaceTime } from "../../../src/domain/format";
import { raceDayText, type StarterSearchRow } from "../../../src/domain/horses/horse-search";
import { DataTable, type Column } from "../../components/data-table";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/starter-search";
import { searchText } from "./horse-params";
import { SearchForm } from "./sections/search-form";
import "./horses.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return context.useCases.searchStarters({ text: searchText(request, "s") });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.text ? `Partenti: ${args.loaderData.text}` : "Cerca un cavallo tra i partenti",
    description: "Cerca un cavallo tra partenti e arrivi: data, ora, ippodromo, corsa, dotazione, distanza, guidatore, numero e tempo.",
    noIndex: Boolean(args.loaderData?.text),
  });

const numberOrDash = (value: number | string | null | undefined) => (value === null || value === undefined || value === "" ? "" : String(value));

const columns: Column<StarterSearchRow>[] = [
  { key: "Data", label: "Data", render: (row) => raceDayText(row.Data) },
  { key: "Ora", label: "Ora" },
  { key: "Ippodromo", label: "Ippodromo" },
  {
    key: "Corsa",
    label: "Corsa",
    numeric: true,
    render: (row) =>
      row.CodiceIppodromo && row.Corsa ? <Link to={`/trotto/partenti/${row.Data}/${row.CodiceIppodromo}/${row.Corsa}`}>{row.Corsa}</Link> : numberOrDash(row.Corsa),
  },
  { key: "Dotaz.", label: "Dotazione", numeric: true, render: (row) => (typeof row["Dotaz."] === "number" ? formatEuro(row["Dotaz."]) : numberOrDash(row["Dotaz."])) },
  { key: "Dist.", label: "Distanza", numeric: true, render: (row) => numberOrDash(row["Dist."]) },
  { key: "Cavallo", label: "Cavallo", render: (row) => (row.CodiceCavallo ? <Link to={`/cavalli/${row.CodiceCavallo}`}>{row.Cavallo}</Link> : row.Cavallo) },
  { key: "Driver", label: "Guidatore" },
  { key: "NumeroPartenza", label: "Numero", numeric: true, render: (row) => numberOrDash(row.NumeroPartenza) },
  { key: "Piazzamento", label: "Arrivo", render: (row) => formatPlacement(row.Piazzamento) },
  { key: "TempoPre", label: "Tempo", render: (row) => formatRaceTime(row.TempoPre) },
];

/** Starter search (§2.16): where a horse runs or ran, with the result when there is one. */
export default function StarterSearchPage({ loaderData }: Route.ComponentProps) {
  const { text, searched, results } = loaderData;
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Cerca un cavallo tra i partenti</h1>
      </header>
      <SearchForm name="s" label="Nome del cavallo" defaultValue={text} hint="Almeno 3 lettere del nome." />
      {searched ? (
        <DataTable
          columns={columns}
          rows={results}
          caption={`Partenti e arrivi per «${text}»`}
          rowKey={(row, index) => `${row.Data}-${row.CodiceIppodromo}-${row.Corsa}-${row.CodiceCavallo ?? index}`}
          empty="Non ha prodotto risultati"
        />
      ) : null}
    </div>
  );
}
