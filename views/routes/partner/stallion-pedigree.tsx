import { orNotFound } from "../../route-errors";
import type { Route } from "./+types/stallion-pedigree";
import { PedigreeGrid } from "../../components/pedigree/pedigree-grid";
import { parentsLine, pedigreeParents } from "~/src/domain/pedigree/pedigree";
import { PartnerPage } from "../../components/partner/partner-page";
import { SectionUnavailable } from "../../components/section-unavailable";
import { pageMeta } from "../../seo";
import { atOwnAddress, partnerSubject, stallionPage } from "./partner-route";
import { partnerKey } from "~/src/request-context";

const TITLE = "Genealogia";

export async function loader({ params, url, pattern, context }: Route.LoaderArgs) {
  return atOwnAddress(
    { url, pattern },
    await orNotFound(context.get(partnerKey).getStallionPedigreePage({ subject: partnerSubject(params.slug) })),
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: TITLE, noIndex: true });

export default function StallionPedigree({ loaderData }: Route.ComponentProps) {
  const { pedigree, slug } = loaderData;
  const { sire, dam } = pedigree ? pedigreeParents(pedigree) : { sire: null, dam: null };
  const parents = parentsLine({ sire: sire?.name ?? null, dam: dam?.name ?? null });
  return (
    <PartnerPage title={TITLE} fullPage={stallionPage(slug)} headerExtra={parents ? <p className="partner-subtitle">{parents}</p> : null}>
      {pedigree ? (
        <PedigreeGrid pedigree={pedigree} linkTarget="_blank" />
      ) : (
        <SectionUnavailable text="Genealogia non disponibile in questo momento." />
      )}
    </PartnerPage>
  );
}
