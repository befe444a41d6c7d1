import { orNotFound } from "../../route-errors";
import type { Route } from "./+types/breeder-horses";
import { PartnerTablePage } from "../../components/partner/partner-table-page";
import { atOwnAddress, breederPage, partnerMeta, partnerSubject, rowsKeptOnServer, yearQuery } from "./partner-route";
import { partnerKey } from "~/src/request-context";

const FALLBACK_TITLE = "I cavalli dell'allevatore";

export async function loader({ params, url, pattern, context }: Route.LoaderArgs) {
  return rowsKeptOnServer(
    context,
    atOwnAddress(
      { url, pattern },
      await orNotFound(context.get(partnerKey).getBreederHorsesPage({ subject: partnerSubject(params.slug), year: yearQuery(url) })),
    ),
  );
}

export const meta: Route.MetaFunction = (args) => partnerMeta(args, FALLBACK_TITLE);

export default function BreederHorses({ loaderData }: Route.ComponentProps) {
  return <PartnerTablePage page={loaderData} fallbackTitle={FALLBACK_TITLE} fullPage={breederPage(loaderData.slug)} />;
}
