import { Link } from "react-router";
import { notFound } from "../../route-errors";
import type { BreederListItem, BreederSortKey } from "~/src/domain/breeding/breeders";
import { breederSheetPath, breedersPath, breedersSortedPath } from "~/src/urls/breeding";
import { CsvDownloadLink } from "../../components/csv-download-link";
import { BREEDER_COLUMNS, breederSortParams } from "./breeder-list-params";
import { BreederBoxes } from "../../components/breeder-boxes";
import { DataTable, type Column } from "../../components/data-table";
import { SectionUnavailable } from "../../components/section-unavailable";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/breeders";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import "./breeding.css";
import { breedingKey } from "~/src/request-context";

export async function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const view = params.get("vista") === "riquadri" ? "boxes" : params.get("vista") ? null : "table";
  const { sort, direction } = breederSortParams(params);
  if (!view) notFound("Parametri non validi");
  return context.get(breedingKey).getBreederList({ view, sort, direction });
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Allevatori", description: "Gli allevatori di trotto con i loro puledri, le vendite e i video." });

function SortHeader({
  column,
  sort,
  direction,
}: {
  column: (typeof BREEDER_COLUMNS)[number];
  sort: BreederSortKey | null;
  direction: "asc" | "desc";
}) {
  const active = sort === column.key;
  const next = active && direction === "asc" ? "desc" : "asc";
  return (
    <Link to={breedersSortedPath(column.param, next)} preventScrollReset className="sort-link">
      {column.label}
      <span aria-hidden="true" className="sort-arrow">
        {active ? (direction === "asc" ? " ▲" : " ▼") : " ↕"}
      </span>
      <span className="visually-hidden">
        {active ? (direction === "asc" ? ", ordinato in modo crescente" : ", ordinato in modo decrescente") : ", ordina"}
      </span>
    </Link>
  );
}

export default function Breeders({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page breeding-page">
      <header className="page-header">
        <h1>Allevatori</h1>
        <nav aria-label="Vista" className="view-switch">
          <Link to={breedersPath()} aria-current={loaderData.view === "table" ? "page" : undefined}>
            Tabella
          </Link>
          <Link to={breedersPath("boxes")} aria-current={loaderData.view === "boxes" ? "page" : undefined}>
            Riquadri
          </Link>
        </nav>
        {loaderData.view === "table" ? <CsvDownloadLink what="dell'elenco degli allevatori" /> : null}
      </header>
      {loaderData.view === "boxes" ? (
        loaderData.boxes ? (
          <BreederBoxes data={loaderData.boxes} />
        ) : (
          <SectionUnavailable />
        )
      ) : loaderData.rows === null ? (
        <SectionUnavailable />
      ) : (
        <DataTable<BreederListItem>
          caption="Allevatori"
          rows={loaderData.rows}
          rowKey={(row) => String(row.id)}
          empty="Nessun allevatore"
          // four short columns: a table at any width (the name, the foals, the sold ones, the videos)
          keyColumns="all"
          columns={BREEDER_COLUMNS.map(
            (column) =>
              ({
                key: column.key,
                numeric: column.numeric,
                // the sorted column says so to screen readers (the arrow is hidden from them)
                sorted: loaderData.sort === column.key ? (loaderData.direction === "asc" ? "ascending" : "descending") : undefined,
                label: <SortHeader column={column} sort={loaderData.sort} direction={loaderData.direction} />,
                render:
                  column.key === "name"
                    ? (row: BreederListItem) => (
                        <Link to={breederSheetPath(row)} prefetch="intent">
                          {row.name}
                        </Link>
                      )
                    : (row: BreederListItem) => String(row[column.key]),
              }) satisfies Column<BreederListItem>,
          )}
        />
      )}
    </div>
  );
}
