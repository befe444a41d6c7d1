import { notFound } from "../route-errors";
import type { Route } from "./+types/not-found";
import { pageMeta } from "../seo";

export function loader() {
  notFound();
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Pagina non trovata", description: "La pagina richiesta non esiste.", noIndex: true });

export default function NotFound() {
  return null;
}
