import { SponsorStallionsPage } from "../../components/breeding/sponsor-stallions-page";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/featured-stallions";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import "./breeding.css";
import { stallionsPath } from "~/src/urls/breeding";
import { breedingKey } from "~/src/request-context";

export async function loader({ context }: Route.LoaderArgs) {
  return { items: await context.get(breedingKey).getFeaturedStallions() };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Stalloni in evidenza", description: "Gli stalloni in evidenza della stagione di monta." });

export default function FeaturedStallions({ loaderData }: Route.ComponentProps) {
  return (
    <SponsorStallionsPage
      title="Stalloni in evidenza"
      items={loaderData.items}
      other={{ href: stallionsPath(), label: "Tutti gli stalloni" }}
    />
  );
}
