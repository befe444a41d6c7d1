import { Link, redirect } from "react-router";
import { atLeastLetters } from "~/src/domain/horses/horse-search";
import { PICKER_MORE_RESULTS_NOTICE } from "~/src/domain/horses/horse-suggestion";
import { isEmptySearch, SITE_SEARCH_MIN_LENGTH } from "~/src/domain/search/site-search";
import { horseSearchPath, starterSearchPath } from "~/src/urls/horses";
import { siteSearchText } from "~/src/urls/search";
import { SectionUnavailable } from "../../components/section-unavailable";
import { pageMeta } from "../../seo";
import { searchKey } from "~/src/request-context";
import type { Route } from "./+types/site-search";
import { siteSearchGroups } from "./site-search-hits";
import "./site-search.css";

/** The header's search results (/ricerca?q=): horses, breeders, drivers, trainers and owners; one result goes straight to it. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = await context.get(searchKey).searchSite({ text: siteSearchText(url) });
  const groups = page.results ? siteSearchGroups(page.results) : [];
  const hits = groups.flatMap((group) => group.hits ?? []);
  const only = hits.length === 1 && groups.every((group) => group.hits !== null) && !page.results?.moreHorses ? hits[0].path : null;
  if (only) throw redirect(only);
  return { ...page, groups, empty: page.results ? isEmptySearch(page.results) : false };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.searched ? `Ricerca: ${args.loaderData.text}` : "Cerca nel sito",
    description: "Cerca cavalli, allevatori, guidatori, allenatori e proprietari per nome.",
    noIndex: true,
  });

export default function SiteSearchPage({ loaderData }: Route.ComponentProps) {
  const { text, searched, tooShort, groups, empty, results } = loaderData;
  return (
    <div className="container page site-search-page">
      <header className="page-header">
        <h1>{searched ? `Risultati per «${text}»` : "Cerca nel sito"}</h1>
      </header>
      {searched ? null : (
        <p className="horse-subtitle">Cavalli, allevatori, guidatori, allenatori e proprietari: scrivi il nome nel campo Cerca in alto.</p>
      )}
      {tooShort ? (
        <p className="empty-state" role="status">
          {`Scrivi ${atLeastLetters(SITE_SEARCH_MIN_LENGTH)} del nome per cercare.`}
        </p>
      ) : null}
      {searched && empty ? (
        <p className="empty-state" role="status">
          Non ha prodotto risultati
        </p>
      ) : null}
      {groups
        .filter((group) => group.hits === null || group.hits.length > 0)
        .map((group) => (
          <section key={group.id} aria-labelledby={`risultati-${group.id}`} className="site-search-group">
            <h2 id={`risultati-${group.id}`}>{group.heading}</h2>
            {group.hits === null ? (
              <SectionUnavailable />
            ) : (
              <ul className="site-search-results">
                {group.hits.map((hit) => (
                  <li key={hit.key}>
                    {/* a name the upstream gives without its id has no page to lead to: plain text, not a broken link */}
                    {hit.path ? <Link to={hit.path}>{hit.name}</Link> : <span className="site-search-name">{hit.name}</span>}
                    {/* under a kind's heading only horses need telling apart; the suggestions name every kind */}
                    {hit.details && group.id === "cavalli" ? <span className="site-search-details">{hit.details}</span> : null}
                  </li>
                ))}
              </ul>
            )}
            {group.id === "cavalli" && results?.moreHorses ? (
              <p className="search-more" role="status">
                {PICKER_MORE_RESULTS_NOTICE}
              </p>
            ) : null}
          </section>
        ))}
      <section aria-labelledby="altre-ricerche" className="site-search-group">
        <h2 id="altre-ricerche">Altre ricerche</h2>
        <ul className="site-search-links">
          <li>
            <Link to={horseSearchPath("cavalli")}>Cerca un cavallo</Link>
          </li>
          <li>
            <Link to={horseSearchPath("ricerca")}>Cerca un cavallo per nome</Link>
          </li>
          <li>
            <Link to={starterSearchPath()}>Cerca tra i partenti</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
