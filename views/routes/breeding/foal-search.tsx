import { Form } from "react-router";
import { notFound } from "../../route-errors";
import { FoalTable } from "../../components/breeding/foal-table";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/foal-search";
import "./breeding.css";
import { breedingKey } from "~/src/request-context";

const MAX_QUERY_KEYS = 20;
const MAX_VALUE_LENGTH = 100;

/** The foal search (docs/PRODUCT.md, "Foal list"): the route's query goes upstream as it is; an oversized query is not a search. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const query: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!/^[A-Za-z_]{1,30}$/.test(key) || value.length > MAX_VALUE_LENGTH) notFound("Ricerca non valida");
    query[key] = value.trim();
  }
  if (Object.keys(query).length > MAX_QUERY_KEYS) notFound("Ricerca non valida");
  return { list: await context.get(breedingKey).searchFoals(query), query };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Ricerca puledri", description: "Cerca i puledri per nome, padre, madre e anno di nascita." });

export default function FoalSearch({ loaderData }: Route.ComponentProps) {
  const { list, query } = loaderData;
  return (
    <div className="container page breeding-page">
      <header className="page-header">
        <h1>Ricerca puledri</h1>
        {list?.note ? <p>{list.note}</p> : null}
      </header>
      <Form method="get" className="foal-search-form" role="search" aria-label="Ricerca puledri">
        <div className="form-field">
          <label htmlFor="search-nome">Nome</label>
          <input id="search-nome" name="nome" type="text" defaultValue={query.nome ?? query.s ?? ""} />
        </div>
        <div className="form-field">
          <label htmlFor="search-padre">Padre</label>
          <input id="search-padre" name="padre" type="text" defaultValue={query.padre ?? ""} />
        </div>
        <div className="form-field">
          <label htmlFor="search-madre">Madre</label>
          <input id="search-madre" name="madre" type="text" defaultValue={query.madre ?? ""} />
        </div>
        <div className="form-field">
          <label htmlFor="search-year">Anno di nascita</label>
          <input id="search-year" name="year" type="text" inputMode="numeric" pattern="\d{4}" defaultValue={query.year ?? ""} />
        </div>
        <button type="submit" className="button">
          Cerca
        </button>
      </Form>
      {list ? <FoalTable foals={list.foals} caption="Risultati della ricerca" filterable={false} /> : null}
    </div>
  );
}
