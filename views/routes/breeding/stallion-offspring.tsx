import { stallionTablePath } from "~/src/urls/breeding";
import { parseAddressSlug } from "~/src/urls/values";
import { listYearChoices } from "~/src/domain/breeding/years";
import { StallionTablePage } from "../../components/breeding/stallion-table-page";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/stallion-offspring";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { notFound, orNotFound } from "../../route-errors";
import { redirectToCanonicalPath } from "../../canonical-address";
import { yearParam } from "./params";
import "./breeding.css";
import { breedingKey } from "~/src/request-context";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const code = parseAddressSlug(params.slug)?.id ?? notFound("Stallone non trovato");
  const bounds = context.get(breedingKey).getFoalYearBounds();
  const year = yearParam(url, bounds);
  const page = await orNotFound(context.get(breedingKey).getStallionOffspring({ code, year }));
  if (page.stallionSlug) redirectToCanonicalPath(url, stallionTablePath(page.stallionSlug, "figli"));
  return { page, slug: params.slug, yearChoices: listYearChoices(bounds.currentYear) };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.loaderData?.page.table?.title || FALLBACK_TITLE });

const FALLBACK_TITLE = "I figli dello stallone";

export default function StallionOffspring({ loaderData }: Route.ComponentProps) {
  return (
    <StallionTablePage
      page={loaderData.page}
      slug={loaderData.slug}
      yearChoices={loaderData.yearChoices}
      fallbackTitle={FALLBACK_TITLE}
      other={{ href: stallionTablePath(loaderData.slug, "fattrici"), label: "Le fattrici" }}
    />
  );
}
