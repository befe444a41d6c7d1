import { Link, redirect } from "react-router";
import { YearForm } from "../../components/year-form";
import { formatEuro, formatInteger } from "~/src/domain/format";
import { RANKING_ENTITY_NAMES, rankingCellText } from "~/src/domain/rankings/ranking";
import type { EntityRankingRow } from "~/src/domain/rankings/entity-ranking";
import { horseProfilePathOfSlug } from "~/src/urls/horses";
import { entityRankingPath, entityRankingQuery, rankingPath } from "~/src/urls/rankings";
import { parseAddressSlug } from "~/src/urls/values";
import { slugFor } from "~/src/domain/slug";
import { redirectToCanonicalPath } from "../../canonical-address";
import { breadcrumbList } from "../../structured-data";
import { CsvDownloadLink } from "../../components/csv-download-link";
import { DataTable, type Column, type KeyColumns } from "../../components/data-table";
import { pageMeta, siteFromMatches, structuredData } from "../../seo";
import type { Route } from "./+types/entity-ranking";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { SectionUnavailable } from "../../components/section-unavailable";
import { notFound } from "../../route-errors";
import { entitySearchSchema, parseSearch, rankingEntityParam, withQuery, yearParam } from "./ranking-params";
import "./rankings.css";
import { rankingsKey } from "~/src/request-context";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const entity = rankingEntityParam(params.entity);
  const id = parseAddressSlug(params.slug)?.id ?? notFound();
  const search = parseSearch(url, entitySearchSchema);
  // The year lives in the path; the GET form (no JavaScript needed) sends it as ?year= and lands here.
  if (search.year !== null) {
    throw redirect(entityRankingPath(entity, params.slug, search.year, withQuery(url.search, { year: null })));
  }
  const year = yearParam(params.year);
  const result =
    (await context.get(rankingsKey).getEntityRankingPage({ entity, slug: params.slug, id, year, age: search.eta, type: search.type })) ??
    notFound();
  // The right id with another name goes to the subject's own address, the year (or its absence) kept.
  if (result.name) redirectToCanonicalPath(url, entityRankingPath(entity, slugFor(id, result.name), year));
  return result;
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

function subjectName(data: { name: string | null; slug: string }): string {
  if (data.name) return data.name;
  const words = data.slug
    .replace(/^\d+-?/, "")
    .split("-")
    .filter(Boolean);
  return words.map((word) => word[0].toUpperCase() + word.slice(1)).join(" ");
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return pageMeta(args, { title: "Classifica non trovata", noIndex: true });
  const { entity, year, slug } = args.data;
  const name = subjectName(args.data);
  const title = `Classifica ${RANKING_ENTITY_NAMES[entity]} ${year}: ${name}`;
  const site = siteFromMatches(args.matches);
  return [
    ...pageMeta(args, {
      title,
      description: `${name}: corse, somme vinte, vittorie e piazzamenti dei cavalli nel ${year}, solo per le corse italiane.`,
    }),
    structuredData(
      breadcrumbList(site.url, [
        { name: "Home", path: "/" },
        { name: `Classifica ${RANKING_ENTITY_NAMES[entity]}`, path: rankingPath(entity) },
        { name, path: entityRankingPath(entity, slug, year) },
      ]),
    ),
  ];
};

/** On a phone: the position and the horse, then the amount won. */
const KEYS: KeyColumns = { heading: ["position", "name"], facts: ["winnings"] };

const COLUMNS: Column<EntityRankingRow>[] = [
  { key: "position", label: "Pos.", numeric: true, render: (_row, index) => String(index + 1) },
  {
    key: "name",
    label: "Nome",
    render: (row) => {
      const profile = horseProfilePathOfSlug(row.slug);
      return profile ? (
        <Link to={profile} prefetch="intent">
          {row.horseName}
        </Link>
      ) : (
        row.horseName
      );
    },
  },
  { key: "starts", label: "Corse", numeric: true, render: (row) => formatInteger(row.starts) },
  { key: "winnings", label: "Somme", numeric: true, render: (row) => formatEuro(row.winnings) },
  { key: "wins", label: "Vittorie", numeric: true, render: (row) => formatInteger(row.wins) },
  { key: "percent", label: "%", numeric: true, render: (row) => rankingCellText(row.winPercent, "percent") },
  { key: "placings", label: "Pz.", numeric: true, render: (row) => formatInteger(row.placings) },
];

export default function EntityRankingScreen({ loaderData }: Route.ComponentProps) {
  const { entity, year, years, rows, note, age, type } = loaderData;
  const name = subjectName(loaderData);
  const params = new URLSearchParams(entityRankingQuery(age, type));
  return (
    <div className="container page ranking-page">
      <header className="page-header">
        <p className="breadcrumb">
          <Link to={rankingPath(entity)}>{`Classifica ${RANKING_ENTITY_NAMES[entity]}`}</Link>
        </p>
        <h1>{`${name} — ${year}`}</h1>
        <p className="subtitle">{`Classifica ${RANKING_ENTITY_NAMES[entity]}: i cavalli dell'anno ${year}`}</p>
        <CsvDownloadLink what="della classifica" />
      </header>
      <YearForm id="entity-ranking-year" className="entity-ranking-filters" year={year} options={years} keep={[...params]} />
      {rows ? (
        <DataTable
          columns={COLUMNS}
          keyColumns={KEYS}
          rows={rows}
          caption={`${name}: classifica ${year}`}
          rowKey={(row, index) => `${row.slug}-${index}`}
          empty="Nessun risultato per questa ricerca"
        />
      ) : (
        <SectionUnavailable />
      )}
      <p className="ranking-note">{`Dati ${note}.`}</p>
    </div>
  );
}
