import { Link } from "react-router";
import { YearForm } from "../year-form";
import type { StallionTablePage as StallionTablePageData } from "~/src/application/breeding/get-stallion-tables";
import { horseFilePath, horseProfilePathOfSlug } from "~/src/urls/horses";
import { SectionUnavailable } from "../section-unavailable";
import { ServerTable } from "../server-table";

/** A stallion's mares or offspring of one year, with a year selector that works without JavaScript. */
export function StallionTablePage({
  page,
  slug,
  yearChoices,
  other,
  fallbackTitle,
  rowsAreMares = false,
}: {
  page: StallionTablePageData;
  slug: string;
  yearChoices: number[];
  other: { href: string; label: string };
  fallbackTitle: string;
  /** The stallion's mares link to their own files (foals and female line); his offspring to their profiles. */
  rowsAreMares?: boolean;
}) {
  const { table, year } = page;
  const title = table?.title || fallbackTitle;
  return (
    <div className="container page breeding-page">
      <header className="page-header">
        <h1>{title}</h1>
        <p>
          <Link to={horseFilePath("stalloni", slug)}>Scheda dello stallone</Link> · <Link to={other.href}>{other.label}</Link>
        </p>
      </header>
      <YearForm id="stallion-year" className="foal-year-form" year={year} options={yearChoices} preventScrollReset />
      {table ? (
        <ServerTable
          table={table}
          caption={title}
          empty="Nessun risultato per questa ricerca"
          horseLink={(horseSlug, name) => {
            const profile = rowsAreMares && horseSlug ? horseFilePath("fattrici", horseSlug) : horseProfilePathOfSlug(horseSlug);
            return profile ? (
              <Link to={profile} prefetch="intent">
                {name}
              </Link>
            ) : (
              name
            );
          }}
        />
      ) : (
        <SectionUnavailable />
      )}
    </div>
  );
}
