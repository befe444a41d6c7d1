import { data } from "react-router";

/** A 404 page for anything that is not a real choice: never an upstream call with garbage. */
export function notFound(message = "Pagina non trovata"): never {
  throw data(message, { status: 404 });
}

/** Use cases answer null for what does not exist (a malformed slug, an unknown horse): the 404 page. */
export async function orNotFound<T>(pending: Promise<T | null> | T | null, message?: string): Promise<T> {
  return (await pending) ?? notFound(message);
}
