import { Link } from "react-router";
import { SectionUnavailable } from "../../components/section-unavailable";
import { SponsorGrid } from "../../components/sponsor-grid";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/featured-stallions";
import { pageCachedClientLoader } from "../../page-cache";
import "./breeding.css";

export async function loader({ context }: Route.LoaderArgs) {
  return { items: await context.useCases.getFeaturedStallions() };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = pageCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Stalloni in evidenza", description: "Gli stalloni in evidenza della stagione di monta." });

export default function FeaturedStallions({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page breeding-page">
      <header className="page-header">
        <h1>Stalloni in evidenza</h1>
        <p><Link to="/trotto/stalloni">Tutti gli stalloni</Link></p>
      </header>
      {loaderData.items === null ? <SectionUnavailable /> : loaderData.items.length ? <SponsorGrid items={loaderData.items} /> : <p className="empty-state">Nessun risultato per questa ricerca</p>}
    </div>
  );
}
