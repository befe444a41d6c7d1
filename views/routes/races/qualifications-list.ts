import { data } from "react-router";
import type { Route } from "./+types/qualifications-list";
import { qualificationYearParam } from "./qualification-params";
import { racesKey } from "~/src/request-context";

/** The full qualification list of a crop, fetched by the page after its first 500 rows. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const year = qualificationYearParam(url.searchParams.get("anno"));
  const list = await context.get(racesKey).getFullQualificationList(year);
  if (list.status === "unknown-year") return data({ error: "Anno non disponibile" }, { status: 404 });
  if (list.status === "unavailable")
    return data({ error: "Elenco non disponibile" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  return data({ rows: list.rows }, { headers: { "Cache-Control": "public, max-age=300" } });
}
