import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { CsvDownloadLink } from "../../components/csv-download-link";
import {
  doubleHeaderGroups,
  isNumericRankingColumn,
  nextSortState,
  RANKING_SKELETON_ROWS,
  rankingCellText,
  rankingColumnsInReadingOrder,
  rankingKeyColumnIds,
  rankingSwitchButtons,
  type RankingRow,
} from "~/src/domain/rankings/ranking";
import { rankingNameLink, rankingPath } from "~/src/urls/rankings";
import { breadcrumbList } from "../../structured-data";
import { DataTable, type Column } from "../../components/data-table";
import { SkeletonRows } from "../../components/skeleton-rows";
import { pageMeta, siteFromMatches, structuredData } from "../../seo";
import type { Route } from "./+types/ranking";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { SectionUnavailable } from "../../components/section-unavailable";
import { withQuery } from "./query-links";
import { notFound } from "../../route-errors";
import { parseSearch, rankingEntityParam, rankingSearchSchema } from "./ranking-params";
import { keptOnServer, StaticSection } from "../../static-section";
import { LabelledSelect } from "../../components/labelled-select";
import "./rankings.css";
import { rankingsKey } from "~/src/request-context";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const entity = rankingEntityParam(params.entity);
  const search = parseSearch(url, rankingSearchSchema);
  const result = await context.get(rankingsKey).getRankingPage({
    entity,
    year: search.year,
    age: search.eta,
    type: search.type,
    page: search.page,
    sort: search.sort ? { key: search.sort, direction: search.dir } : null,
  });
  if (!result) notFound();
  // The table's rows are plain markup: sent once, not again as hydration data.
  return result.status === "ok" ? { ...result, rows: keptOnServer(context, "ranking-rows", result.rows) } : result;
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return pageMeta(args, { title: "Classifica non trovata", noIndex: true });
  const { title, entity } = args.data;
  const ranking = args.data.status === "ok" ? args.data.ranking : null;
  const site = siteFromMatches(args.matches);
  const description =
    [ranking?.description?.subtitle, ...(ranking?.description?.texts ?? [])].filter(Boolean).join(" ") ||
    `${title}: corse, vittorie, piazzamenti e somme vinte nel trotto italiano.`;
  // Year, age and type name a different ranking; sort order and page do not.
  const canonicalQuery = withQuery(args.location.search, { sort: null, dir: null, page: null });
  return [
    ...pageMeta(args, { title, description, canonicalQuery }),
    structuredData(
      breadcrumbList(site.url, [
        { name: "Home", path: "/" },
        { name: title, path: rankingPath(entity) },
      ]),
    ),
  ];
};

export default function RankingScreen({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === "unavailable") {
    return (
      <div className="container page ranking-page">
        <header className="page-header">
          <h1>{loaderData.title}</h1>
        </header>
        <SectionUnavailable />
      </div>
    );
  }
  return <RankingTableScreen page={loaderData} />;
}

function RankingTableScreen({ page: loaded }: { page: Extract<Route.ComponentProps["loaderData"], { status: "ok" }> }) {
  const { entity, title, year, ranking, rows, page, totalPages, totalRows, sort } = loaded;
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const loadingHere = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const offset = (page - 1) * ranking.perPage;

  const orderedColumns = rankingColumnsInReadingOrder(ranking.columns);
  const columns: Column<RankingRow>[] = orderedColumns.map((field) => {
    const next = nextSortState(sort, field.id);
    const sortedHere = sort?.key === field.id;
    return {
      key: field.id,
      labelText: field.label,
      numeric: isNumericRankingColumn(field),
      sticky: field.kind === "name",
      sorted: sortedHere ? (sort?.direction === "asc" ? "ascending" : "descending") : undefined,
      label: (
        <Link
          to={withQuery(location.search, { sort: next.key, dir: next.direction, page: null })}
          className="sort-link"
          preventScrollReset
          aria-label={`${field.label}: ordina ${next.direction === "asc" ? "in modo crescente" : "in modo decrescente"}`}
        >
          {field.label}
          <span aria-hidden="true" className="sort-mark">
            {sortedHere ? (sort?.direction === "asc" ? " ▲" : " ▼") : ""}
          </span>
        </Link>
      ),
      render: (row: RankingRow) => {
        if (field.kind !== "name") return rankingCellText(row.cells[field.id], field.kind);
        const link = rankingNameLink(entity, row.slug, year, ranking.queryString);
        return link ? (
          <Link to={link} prefetch="intent">
            {row.name}
          </Link>
        ) : (
          row.name
        );
      },
    };
  });

  const doubleHeader = ranking.doubleHeader ? { idPrefix: "classifica", groups: doubleHeaderGroups(orderedColumns, year) } : undefined;

  const switchButtons = rankingSwitchButtons(ranking.switchType);
  const currentType = new URLSearchParams(location.search).get("type") || null;

  return (
    <div className="container page ranking-page">
      <header className="page-header">
        <h1>{title}</h1>
        {ranking.description?.subtitle ? <p className="subtitle">{ranking.description.subtitle}</p> : null}
        <CsvDownloadLink what="della classifica completa" />
      </header>
      {ranking.description?.texts.length ? (
        <div className="ranking-description">
          {ranking.description.texts.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}

      {switchButtons.length > 0 ? (
        <nav className="ranking-switch" aria-label="Tipo di classifica">
          {switchButtons.map((button) => (
            <Link
              key={button.label}
              to={withQuery(location.search, { type: button.type, page: null })}
              className={button.type === currentType ? "button" : "button button-secondary"}
              aria-current={button.type === currentType ? "page" : undefined}
            >
              {button.label}
            </Link>
          ))}
        </nav>
      ) : null}

      {(ranking.showYear && ranking.yearOptions.length > 0) || ranking.ageOptions.length > 0 ? (
        <Form method="get" className="ranking-filters" onChange={(event) => submit(event.currentTarget)}>
          {ranking.showYear && ranking.yearOptions.length > 0 ? (
            <LabelledSelect
              label="Anno"
              name="year"
              value={String(year)}
              options={ranking.yearOptions.map((option) => ({ value: String(option), label: String(option) }))}
            />
          ) : null}
          {ranking.ageOptions.length > 0 ? (
            <LabelledSelect label="Età" name="eta" value={ranking.selectedAge} options={ranking.ageOptions} />
          ) : null}
          {currentType ? <input type="hidden" name="type" value={currentType} /> : null}
          <button type="submit" className="button button-secondary filter-submit">
            Mostra
          </button>
        </Form>
      ) : null}

      {loadingHere ? (
        <SkeletonRows rows={RANKING_SKELETON_ROWS} columns={Math.max(ranking.columns.length, 3)} />
      ) : (
        <StaticSection name="ranking-rows" data={rows}>
          {(tableRows) => (
            <DataTable
              columns={columns}
              rows={tableRows}
              caption={`${title} (${totalRows} in classifica)`}
              groups={doubleHeader}
              keyColumns={rankingKeyColumnIds(orderedColumns)}
              rowKey={(row, index) => `${row.slug}-${offset + index}`}
              empty="Nessun risultato per questa ricerca"
            />
          )}
        </StaticSection>
      )}

      {totalPages > 1 ? (
        <nav className="pager" aria-label="Pagine della classifica">
          {page > 1 ? (
            <Link to={withQuery(location.search, { page: page - 1 })} className="button button-secondary">
              « Precedente
            </Link>
          ) : null}
          <span>
            Pagina {page} di {totalPages}
          </span>
          {page < totalPages ? (
            <Link to={withQuery(location.search, { page: page + 1 })} className="button button-secondary">
              Successivo »
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
