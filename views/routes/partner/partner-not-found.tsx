import { notFound } from "../../route-errors";
import type { Route } from "./+types/partner-not-found";
import { pageMeta } from "../../seo";

/** Unknown paths under /iframe/ get the 404 page in the bare layout, still frameable. */
export function loader() {
  notFound();
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Pagina non trovata", noIndex: true });

export default function PartnerNotFound() {
  return null;
}
