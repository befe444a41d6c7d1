import { data } from "react-router";

/** A 404 page for anything that is not a real choice: never an upstream call with garbage. */
export function notFound(message = "Pagina non trovata"): never {
  throw data(message, { status: 404 });
}
