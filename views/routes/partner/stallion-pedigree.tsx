import { orNotFound } from "../../route-errors";
import type { Route } from "./+types/stallion-pedigree";
import { PedigreeGrid } from "../../components/pedigree/pedigree-grid";
import { parentsLine } from "../../../src/domain/pedigree/pedigree";
import { pageMeta } from "../../seo";
import { stallionPage } from "./partner-route";

const TITLE = "Genealogia";

export async function loader({ params, context }: Route.LoaderArgs) {
  return orNotFound(context.useCases.getStallionPedigreePage({ slug: params.slug }));
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: TITLE, noIndex: true });

export default function StallionPedigree({ loaderData }: Route.ComponentProps) {
  const { pedigree, slug } = loaderData;
  const { p: sire, m: dam } = pedigree?.genitori ?? { p: null, m: null };
  const parents = parentsLine({ id: slug, nome: TITLE, padre: sire?.nome, madre: dam?.nome });
  const fullPage = stallionPage(slug);
  return (
    <article className="partner-page">
      <header className="partner-header">
        <h1>{TITLE}</h1>
        {parents ? <p className="partner-subtitle">{parents}</p> : null}
      </header>
      {pedigree ? <PedigreeGrid pedigree={pedigree} linkBase="/cavalli" linkTarget="_blank" /> : null}
      <p className="partner-source">
        <a href={fullPage.href} target="_blank" rel="noopener">
          {fullPage.label}
        </a>
      </p>
    </article>
  );
}
