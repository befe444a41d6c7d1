import { Link } from "react-router";
import { SectionUnavailable } from "../../components/section-unavailable";
import { SponsorGrid } from "../../components/sponsor-grid";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/stallions";
import { pageCachedClientLoader } from "../../page-cache";
import "./breeding.css";

export async function loader({ context }: Route.LoaderArgs) {
  return { items: await context.useCases.getSponsorStallions() };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = pageCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Stalloni", description: "Gli stalloni sponsor: record, motto, monta e scheda completa." });

export default function Stallions({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page breeding-page">
      <header className="page-header">
        <h1>Stalloni</h1>
        <p><Link to="/trotto/stalloni/in-evidenza">Stalloni in evidenza</Link></p>
      </header>
      {loaderData.items === null ? <SectionUnavailable /> : loaderData.items.length ? <SponsorGrid items={loaderData.items} /> : <p className="empty-state">Nessun risultato per questa ricerca</p>}
    </div>
  );
}
