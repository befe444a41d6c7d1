import { Link } from "react-router";
import { CsvDownloadLink } from "../../components/csv-download-link";
import { formatInteger, formatRaceTime } from "~/src/domain/format";
import { raceDayText } from "~/src/domain/races/rules";
import { horseProfilePathOfSlug } from "~/src/urls/horses";
import { qualificationRankingPath, qualificationsPath } from "~/src/urls/races";
import { QUALIFICATION_RANKING_TYPES, type QualificationRankingRow, type QualificationYearRow } from "~/src/domain/races/types";
import { DataTable, type Column } from "../../components/data-table";
import { NavigationSpinner } from "../../components/loading-indicator";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/qualification-ranking";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { notFound } from "../../route-errors";
import { SectionUnavailable } from "../../components/section-unavailable";
import { qualificationRankingTypeParam, qualificationSlugParam, qualificationYearParam } from "./qualification-params";
import { RANKING_TYPE_LABELS } from "./ranking-labels";
import "./races.css";
import { racesKey } from "~/src/request-context";

export const QUALIFIED_NOTE = "Vengono mostrati solo i soggetti con più di 3 qualificati";

export async function loader({ params, context }: Route.LoaderArgs) {
  const type = qualificationRankingTypeParam(params.type);
  const year = qualificationYearParam(params.year);
  const slug = qualificationSlugParam(params.slug);
  if (slug && year === undefined) notFound();
  return context.get(racesKey).getQualificationRanking({ type, year, slug });
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

function pageTitle(data: Route.ComponentProps["loaderData"] | undefined): string {
  if (!data) return "Classifiche qualifiche";
  if (data.kind === "subject") return data.subject?.title ?? `Qualificati di ${data.slug}`;
  return data.ranking?.title ?? `Classifica ${RANKING_TYPE_LABELS[data.type].toLowerCase()} per qualificati nati nel ${data.year}`;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: pageTitle(args.data),
    description: "Classifiche dei qualificati per stalloni, allevatori, proprietari, allenatori e nonni materni.",
  });

export default function QualificationRanking({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const rankingColumns: Column<QualificationRankingRow>[] = [
    { key: "position", label: "Pos.", numeric: true, render: (row) => String(row.position) },
    {
      key: "name",
      label: "Nome",
      render: (row) => <Link to={qualificationRankingPath(data.type, data.year, row.slug)}>{row.name}</Link>,
    },
    { key: "qualified", label: "Qualificati", numeric: true, render: (row) => formatInteger(row.qualified) },
  ];
  const yearColumns: Column<QualificationYearRow>[] = [
    {
      key: "horse",
      label: "Cavallo",
      render: (row) => {
        const profile = horseProfilePathOfSlug(row.slug);
        return profile ? <Link to={profile}>{row.horseName}</Link> : row.horseName;
      },
    },
    { key: "time", label: "Tempo", render: (row) => formatRaceTime(row.kmTime) },
    { key: "day", label: "Data", render: (row) => raceDayText(row.trialDay) },
  ];
  return (
    <div className="container page races-page">
      <NavigationSpinner />
      <header className="page-header">
        <h1>{pageTitle(data)}</h1>
        <p className="subtitle">
          <Link to={qualificationsPath({ year: data.year })}>Torna alle qualifiche dei nati nel {data.year}</Link>
        </p>
        <CsvDownloadLink what="della classifica dei qualificati" />
      </header>
      <nav className="ranking-types" aria-label="Tipo di classifica">
        <ul>
          {QUALIFICATION_RANKING_TYPES.map((type) => (
            <li key={type}>
              <Link
                to={qualificationRankingPath(type, data.year, null, true)}
                className={type === data.type && data.kind === "ranking" ? "button" : "button button-secondary"}
                aria-current={type === data.type && data.kind === "ranking" ? "page" : undefined}
              >
                {RANKING_TYPE_LABELS[type]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.kind === "ranking" ? (
        <>
          <p className="race-note">{QUALIFIED_NOTE}</p>
          {data.ranking ? (
            <DataTable
              caption={pageTitle(data)}
              columns={rankingColumns}
              keyColumns="all"
              rows={data.ranking.rows}
              rowKey={(row) => row.slug}
              empty="Nessun soggetto con più di 3 qualificati"
            />
          ) : (
            <SectionUnavailable />
          )}
        </>
      ) : !data.subject ? (
        <SectionUnavailable />
      ) : (
        <>
          {data.subject.crops.length === 0 ? <p className="empty-state">Nessun qualificato</p> : null}
          {data.subject.crops.map((crop) => (
            <section key={crop.year} className="race-section">
              <DataTable
                caption={`Anno di nascita: ${crop.year}`}
                columns={yearColumns}
                keyColumns="all"
                rows={crop.horses}
                rowKey={(row, index) => `${row.slug}-${index}`}
                empty="Nessun qualificato"
              />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
