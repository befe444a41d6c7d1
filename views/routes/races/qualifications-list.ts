import { data } from "react-router";
import { isUpstreamError } from "../../../src/ports/upstream-error";
import type { Route } from "./+types/qualifications-list";
import { qualificationYearParam } from "./qualification-params";

/** The full qualification list of a crop, fetched by the page after its first 500 rows. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const year = qualificationYearParam(new URL(request.url).searchParams.get("anno"));
  try {
    const page = await context.useCases.getQualifications({ year, all: true });
    if (!page) throw data({ error: "Anno non disponibile" }, { status: 404 });
    return data({ rows: page.rows }, { headers: { "Cache-Control": "public, max-age=300" } });
  } catch (error) {
    if (isUpstreamError(error)) throw data({ error: "Elenco non disponibile" }, { status: 503, headers: { "Cache-Control": "no-store" } });
    throw error;
  }
}
