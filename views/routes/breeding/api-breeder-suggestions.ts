import { data } from "react-router";
import type { Route } from "./+types/api-breeder-suggestions";
import { breedingKey } from "~/src/request-context";

const MAX_TERM_LENGTH = 100;

/** JSON answer of the breeder autocomplete: GET /api/allevatori/suggerimenti?term= → {results: [{id, text}]} */
export async function loader({ url, context }: Route.LoaderArgs) {
  const term = url.searchParams.get("term") ?? "";
  if (term.length > MAX_TERM_LENGTH) return data({ results: [] }, { status: 400 });
  const results = await context.get(breedingKey).suggestBreeders(term);
  return data({ results }, { headers: { "Cache-Control": "public, max-age=300" } });
}
