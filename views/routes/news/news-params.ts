import { data } from "react-router";

export function notFound(): never {
  throw data("Pagina non trovata", { status: 404 });
}
