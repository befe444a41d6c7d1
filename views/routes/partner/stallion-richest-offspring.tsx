import { orNotFound } from "../../route-errors";
import type { Route } from "./+types/stallion-richest-offspring";
import { PartnerTablePage } from "../../components/partner/partner-table-page";
import { atOwnAddress, partnerMeta, partnerSubject, rowsKeptOnServer, stallionPage, yearQuery } from "./partner-route";
import { partnerKey } from "~/src/request-context";

const FALLBACK_TITLE = "I figli più ricchi";

export async function loader({ params, url, pattern, context }: Route.LoaderArgs) {
  return rowsKeptOnServer(
    context,
    atOwnAddress(
      { url, pattern },
      await orNotFound(
        context.get(partnerKey).getStallionRichestOffspringPage({ subject: partnerSubject(params.slug), year: yearQuery(url) }),
      ),
    ),
  );
}

export const meta: Route.MetaFunction = (args) => partnerMeta(args, FALLBACK_TITLE);

export default function StallionRichestOffspring({ loaderData }: Route.ComponentProps) {
  return <PartnerTablePage page={loaderData} fallbackTitle={FALLBACK_TITLE} fullPage={stallionPage(loaderData.slug)} />;
}
