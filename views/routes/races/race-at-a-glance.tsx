import { Link } from "react-router";
import { formatEuro, formatInteger, formatPlacement, formatRaceTime } from "../../../src/domain/format";
import { displayRouteDate, horseProfilePath, performancePath, performanceRouteDate, racePath } from "../../../src/domain/races/rules";
import type { GlanceHorse, Performance } from "../../../src/domain/races/types";
import { DataTable, type Column } from "../../components/data-table";
import { NavigationSpinner } from "../../components/loading-indicator";
import { RaceCaption } from "../../components/races/race-caption";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/race-at-a-glance";
import { pageCachedClientLoader } from "../../page-cache";
import { notFound, raceNumberParam, routeDateParam, trackCodeParam } from "./params";
import "./races.css";
import { FactList } from "../../components/fact-list";

export async function loader({ params, context }: Route.LoaderArgs) {
  const date = routeDateParam(params.date);
  const trackCode = trackCodeParam(params.ippodromo);
  const raceNumber = raceNumberParam(params.numeroCorsa);
  const page = await context.useCases.getRaceAtAGlance({ date, trackCode, raceNumber });
  if (!page) notFound();
  return page;
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = pageCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.title ?? "La corsa in sintesi",
    description: args.data ? `${args.data.title}: statistiche e ultime prestazioni di ogni cavallo.` : undefined,
  });

const SEX_LABELS: Record<string, string> = { M: "Maschio", F: "Femmina", C: "Castrone" };

type StatsRow = { period: string; corse: number | null; vittorie: number | null; piazzamenti: number | null; vincite: number | null; breve: string | null; lunga: string | null };

function statsRows(horse: GlanceHorse): StatsRow[] {
  return [
    { period: "Carriera", corse: horse.totaleCorse, vittorie: horse.totaleVittorie, piazzamenti: horse.piazzamenti, vincite: horse.vinciteCarriera, breve: horse.recordBreve, lunga: horse.recordLunga },
    { period: "Anno", corse: horse.totaleCorseAnnata, vittorie: horse.totaleVittorieAnnata, piazzamenti: horse.piazzamentiAnnata, vincite: horse.vinciteCarrieraAnnata, breve: horse.recordBreveAnnata, lunga: horse.recordLungaAnnata },
    { period: "Trimestre", corse: horse.totaleCorseTrimestre, vittorie: horse.totaleVittorieTrimestre, piazzamenti: horse.piazzamentiTrimestre, vincite: horse.vinciteCarrieraTrimestre, breve: horse.recordBreveTrimestre, lunga: horse.recordLungaTrimestre },
  ];
}

const statsColumns: Column<StatsRow>[] = [
  { key: "period", label: "Periodo", render: (row) => <strong>{row.period}</strong> },
  { key: "corse", label: "Corse", numeric: true, render: (row) => formatInteger(row.corse) },
  { key: "vittorie", label: "Vittorie", numeric: true, render: (row) => formatInteger(row.vittorie) },
  { key: "piazzamenti", label: "Piazzamenti", numeric: true, render: (row) => formatInteger(row.piazzamenti) },
  { key: "vincite", label: "Vincite", numeric: true, render: (row) => formatEuro(row.vincite) },
  { key: "breve", label: "Record breve", render: (row) => formatRaceTime(row.breve) },
  { key: "lunga", label: "Record lunga", render: (row) => formatRaceTime(row.lunga) },
];

const performanceColumns: Column<Performance>[] = [
  {
    key: "date",
    label: "Data",
    render: (row) => {
      const day = performanceRouteDate(row);
      const path = performancePath(row);
      const label = day ? displayRouteDate(day) : "";
      return path ? <Link to={path}>{label || "Arrivo"}</Link> : label;
    },
  },
  { key: "Ippodromo", label: "Ippodromo" },
  { key: "NumeroCorsa", label: "Corsa", numeric: true },
  { key: "DescrizionePremio", label: "Premio" },
  { key: "Categoria", label: "Cat." },
  { key: "Distanza", label: "Dist.", numeric: true, render: (row) => formatInteger(row.Distanza) },
  { key: "NumeroPartenza", label: "N°", numeric: true, render: (row) => (row.NumeroPartenti ? `${row.NumeroPartenza ?? "-"} / ${row.NumeroPartenti}` : String(row.NumeroPartenza ?? "")) },
  { key: "Piazzamento", label: "Pz.", render: (row) => formatPlacement(row.Piazzamento) },
  { key: "TempoPre", label: "Tempo", render: (row) => formatRaceTime(row.TempoPre) },
  { key: "NomeGuidatore", label: "Guidatore" },
  { key: "ImportoPremio", label: "Vincita", numeric: true, render: (row) => (row.ImportoPremio ? formatEuro(row.ImportoPremio) : "") },
  {
    key: "videoLink",
    label: "Video",
    render: (row) =>
      row.videoLink ? (
        <a href={row.videoLink} target="_blank" rel="noopener noreferrer">
          Video<span className="visually-hidden"> (si apre in una nuova scheda)</span>
        </a>
      ) : null,
  },
];

function HorseBlock({ horse }: { horse: GlanceHorse }) {
  const facts: [string, string | null][] = [
    ["Sesso", horse.Sesso ? SEX_LABELS[horse.Sesso] ?? horse.Sesso : null],
    ["Età", horse.Eta ? `${horse.Eta} anni` : null],
    ["Mantello", horse.ColoreMantello],
    ["Padre", horse.NomePadre],
    ["Madre", horse.NomeMadre],
    ["Guidatore", horse.NomeGuidatore],
  ];
  return (
    <details className="glance-horse">
      <summary>
        <span className="glance-number">{horse.NumeroPartenza ?? ""}</span>
        <span className="glance-name">{horse.NomeCavallo}</span>
        <span className="glance-parents">{[horse.NomePadre, horse.NomeMadre].filter(Boolean).join(" - ")}</span>
      </summary>
      <div className="glance-body">
        <FactList facts={facts} className="glance-facts" />
        <p>
          <Link to={horseProfilePath(horse.CodiceCavallo, horse.slug, horse.NomeCavallo)}>Scheda di {horse.NomeCavallo}</Link>
        </p>
        <DataTable caption={`Statistiche di ${horse.NomeCavallo}`} columns={statsColumns} rows={statsRows(horse)} rowKey={(row) => row.period} />
        <DataTable
          caption={`Ultime prestazioni di ${horse.NomeCavallo}`}
          columns={performanceColumns}
          rows={horse.prestazioni}
          rowKey={(row, index) => `${row.date}-${index}`}
          empty="Nessuna prestazione"
        />
      </div>
    </details>
  );
}

export default function RaceAtAGlance({ loaderData }: Route.ComponentProps) {
  const { title, dettaglio, cavalli, trackCode } = loaderData;
  return (
    <div className="container page races-page">
      <NavigationSpinner />
      <header className={dettaglio.GranPremio ? "page-header glance-header glance-header-gp" : "page-header glance-header"}>
        <h1>{title}</h1>
        <RaceCaption
          race={dettaglio}
          extra={<Link to={racePath("partenti", dettaglio.date, trackCode, dettaglio.NumeroCorsa)}>Tabella dei partenti</Link>}
        />
      </header>
      <p className="race-note">Apri un cavallo per vederne statistiche e ultime prestazioni.</p>
      {cavalli.length === 0 ? <p className="empty-state">Nessun cavallo per questa corsa</p> : null}
      <div className="glance-list">
        {cavalli.map((horse) => (
          <HorseBlock key={horse.CodiceCavallo} horse={horse} />
        ))}
      </div>
    </div>
  );
}
