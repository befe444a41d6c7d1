import { SponsorStallionsPage } from "../../components/breeding/sponsor-stallions-page";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/stallions";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import "./breeding.css";
import { featuredStallionsPath } from "~/src/urls/breeding";
import { breedingKey } from "~/src/request-context";

export async function loader({ context }: Route.LoaderArgs) {
  return { items: await context.get(breedingKey).getSponsorStallions() };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Stalloni", description: "Gli stalloni sponsor: record, motto, monta e scheda completa." });

export default function Stallions({ loaderData }: Route.ComponentProps) {
  return (
    <SponsorStallionsPage
      title="Stalloni"
      items={loaderData.items}
      other={{ href: featuredStallionsPath(), label: "Stalloni in evidenza" }}
    />
  );
}
