import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { pageMeta } from "../seo";

export function loader() {
  throw data("Pagina non trovata", { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Pagina non trovata", description: "La pagina richiesta non esiste.", noIndex: true });

export default function NotFound() {
  return null;
}
