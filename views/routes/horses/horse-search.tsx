import { Link, redirect } from "react-router";
import { COUNTED, countOf } from "~/src/domain/agreement";
import { parentage, SEARCH_MIN_LENGTH } from "~/src/domain/horses/horse-search";
import { PICKER_MORE_RESULTS_NOTICE } from "~/src/domain/horses/horse-suggestion";
import { SectionUnavailable } from "../../components/section-unavailable";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/horse-search";
import { internalHorsePath } from "~/src/urls/horses";
import { searchText } from "./horse-params";
import { SearchForm, TooShortNotice } from "./sections/search-form";
import "./horses.css";
import "./horse-tools.css";
import { horsesKey } from "~/src/request-context";

/** Horse search (/cavalli, /ricerca/cavallo): one result goes straight to the horse (docs/PRODUCT.md, "Searches"). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = await context.get(horsesKey).searchHorses({ text: searchText(url, "s") });
  if (page.results?.length === 1) throw redirect(internalHorsePath(page.results[0].route, page.results[0]));
  return page;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.searched ? `Ricerca cavalli: ${args.loaderData.text}` : "Cerca un cavallo",
    description: "Cerca un trottatore per nome: scheda, genealogia, linea femminile e prestazioni.",
    noIndex: Boolean(args.loaderData?.text),
  });

export default function HorseSearchPage({ loaderData }: Route.ComponentProps) {
  const { text, searched, tooShort, results, more } = loaderData;
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Cerca un cavallo</h1>
      </header>
      <SearchForm name="s" label="Nome del cavallo" defaultValue={text} minLength={SEARCH_MIN_LENGTH.horses} />
      {tooShort ? <TooShortNotice minLength={SEARCH_MIN_LENGTH.horses} /> : null}
      {searched ? (
        results === null ? (
          <SectionUnavailable />
        ) : results.length === 0 ? (
          <p className="empty-state" role="status">
            Non ha prodotto risultati
          </p>
        ) : (
          <section aria-labelledby="risultati">
            <h2 id="risultati">{more ? `I primi ${results.length} cavalli trovati` : countOf(results.length, COUNTED.horseFound)}</h2>
            <ul className="search-results">
              {results.map((result) => (
                <li key={result.code}>
                  <Link to={internalHorsePath(result.route, result)}>{result.name}</Link>
                  {parentage(result) ? <span className="search-result-parents">{parentage(result)}</span> : null}
                </li>
              ))}
            </ul>
            {more ? (
              <p className="search-more" role="status">
                {PICKER_MORE_RESULTS_NOTICE}
              </p>
            ) : null}
          </section>
        )
      ) : null}
    </div>
  );
}
