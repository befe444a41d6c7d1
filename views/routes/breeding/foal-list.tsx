import { Form, Link, useSearchParams, useSubmit, type ShouldRevalidateFunctionArgs } from "react-router";
import { CsvDownloadLink } from "../../components/csv-download-link";
import { FoalTable, FOAL_FATHER_PARAM, FOAL_SEARCH_PARAM } from "../../components/breeding/foal-table";
import { SectionUnavailable } from "../../components/section-unavailable";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/foal-list";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { flagParam, yearParam } from "./params";
import "./breeding.css";
import { addFoalPath } from "~/src/urls/breeding";
import { breedingKey } from "~/src/request-context";

export async function loader({ url, context }: Route.LoaderArgs) {
  const year = yearParam(url, context.get(breedingKey).getFoalYearBounds());
  return context.get(breedingKey).getFoalList({ year, wvideo: flagParam(url, "wvideo"), fixed: flagParam(url, "fixed") });
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

/** Typing in the search box only filters the rows already loaded: no new request. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.searchParams);
    params.delete(FOAL_SEARCH_PARAM);
    params.delete(FOAL_FATHER_PARAM);
    params.sort();
    return `${url.pathname.replace(/\/$/, "")}?${params.toString()}`;
  };
  if (currentUrl.pathname.replace(/\/$/, "") === nextUrl.pathname.replace(/\/$/, "") && strip(currentUrl) === strip(nextUrl)) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: `Puledri nati nel ${args.loaderData?.year ?? ""}`.trim(),
    description: args.loaderData?.list?.note ?? "I puledri dei nostri allevatori, con video, aste e vendite.",
  });

export default function FoalList({ loaderData }: Route.ComponentProps) {
  const { list, year, wvideo, fixed, yearChoices, showAddFoalButton } = loaderData;
  const submit = useSubmit();
  // Changing the year or the video filter keeps what was typed in the search (docs/PRODUCT.md, "Foal list").
  const [searchParams] = useSearchParams();
  const typed = searchParams.get(FOAL_SEARCH_PARAM) ?? "";
  const onFather = searchParams.get(FOAL_FATHER_PARAM) === "1";
  const keepParams: Record<string, string> = { year: String(year), ...(wvideo ? { wvideo: "1" } : {}), ...(fixed ? { fixed: "1" } : {}) };
  return (
    <div className="container page breeding-page">
      <header className="page-header">
        <h1>Puledri nati nel {year}</h1>
        {list?.note ? <p>{list.note}</p> : null}
        <CsvDownloadLink what="dell'elenco dei puledri" />
      </header>
      <Form method="get" className="foal-year-form" onChange={(event) => submit(event.currentTarget)}>
        <label htmlFor="foal-year">Anno di nascita</label>
        <select id="foal-year" name="year" defaultValue={String(year)} key={year}>
          {yearChoices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        <label className="foal-video-filter">
          <input type="checkbox" name="wvideo" value="1" defaultChecked={wvideo} key={String(wvideo)} /> Solo puledri con video
        </label>
        {fixed ? <input type="hidden" name="fixed" value="1" /> : null}
        {typed ? <input type="hidden" name={FOAL_SEARCH_PARAM} value={typed} /> : null}
        {onFather ? <input type="hidden" name={FOAL_FATHER_PARAM} value="1" /> : null}
        <button type="submit" className="button button-secondary">
          Mostra
        </button>
      </Form>
      {showAddFoalButton ? (
        <div className="add-foal-callout">
          <Link to={addFoalPath()} className="button">
            Inserisci il tuo puledro
          </Link>
          <p className="form-hint">La pubblicità gratuita del tuo puledro è offerta da un sito partner.</p>
        </div>
      ) : null}
      {list ? <FoalTable foals={list.foals} caption={`Puledri nati nel ${year}`} keepParams={keepParams} /> : <SectionUnavailable />}
    </div>
  );
}
