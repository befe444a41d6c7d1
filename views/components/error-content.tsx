import { useEffect } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { isChunkLoadError, reloadAfterChunkFailure } from "../chunk-reload";
import { horseSearchPath } from "~/src/urls/horses";
import { todayEntriesPath } from "~/src/urls/races";
import { homePath } from "~/src/urls/news";

type LinkTarget = { linkTarget?: "_blank" };

/** Inside a partner's frame the portal cannot be shown: its links open in a new tab. */
function targetProps({ linkTarget }: LinkTarget) {
  return linkTarget ? { target: linkTarget, rel: "noopener" } : {};
}

/** A refusal of the server (a cross-site post, a body too large): its own title and message (views/root-middleware.server.ts). */
type RefusalData = { title: string; message: string };

export function refusalOf(error: unknown): RefusalData | undefined {
  if (!isRouteErrorResponse(error) || typeof error.data !== "object" || error.data === null) return undefined;
  const { title, message } = error.data as Partial<RefusalData>;
  return typeof title === "string" && typeof message === "string" ? { title, message } : undefined;
}

/** The tab title of the 404 and error pages (the site's name follows). */
export function errorPageTitle(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 404) return "Pagina non trovata";
  return refusalOf(error)?.title ?? "Errore";
}

/** What React Router's own answers say, in Italian: a post to a page without a form, anything else. */
export function routerAnswerText(status: number): string {
  if (status === 404) return ROUTER_NOT_FOUND_TEXT;
  return status === 405
    ? "Questa pagina non accetta l'invio di moduli: torna alla pagina e riprova."
    : "La richiesta non è valida: torna alla pagina e riprova.";
}

/** React Router's own 404 (no route, no such loader), as opposed to a page that said "not found". */
function isRouterNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404 && (error as { internal?: boolean }).internal === true;
}

/** The spec's 'This page could not be found', in Italian. */
export const ROUTER_NOT_FOUND_TEXT = "Impossibile trovare questa pagina.";

export function NotFoundContent(props: LinkTarget & { routerError?: boolean } = {}) {
  const extra = targetProps(props);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">Ops... Non ho trovato questa pagina...</h1>
      {props.routerError ? <p className="error-router">{ROUTER_NOT_FOUND_TEXT}</p> : null}
      <p>Forse cercavi una di queste pagine:</p>
      <ul className="error-links">
        <li>
          <Link to={homePath()} {...extra}>
            Torna alla home
          </Link>
        </li>
        <li>
          <Link to={todayEntriesPath()} {...extra}>
            I partenti di oggi
          </Link>
        </li>
        <li>
          <Link to={horseSearchPath("ricerca")} {...extra}>
            Cerca un cavallo
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** The 404 page for unknown paths, otherwise the error page with its message and status. */
export function ErrorContent({ error, linkTarget }: { error: unknown } & LinkTarget) {
  const chunkFailure = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailure) reloadAfterChunkFailure();
  }, [chunkFailure]);

  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundContent linkTarget={linkTarget} routerError={isRouterNotFound(error)} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const refusal = refusalOf(error);
  // React Router's own answers (a post to a page without a form, ...) carry English internals: never shown.
  const ownMessage =
    isRouteErrorResponse(error) && !(error as { internal?: boolean }).internal && typeof error.data === "string" && error.data.length < 300;
  const message =
    status >= 500
      ? "Si è verificato un errore: riprova tra qualche istante."
      : refusal
        ? refusal.message
        : ownMessage
          ? (error.data as string)
          : routerAnswerText(status);
  // A thrown error's status is the server's to set (500, or 503 for an upstream outage): no number.
  const title = refusal?.title ?? (isRouteErrorResponse(error) ? `Errore ${status}` : "Errore");
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>{chunkFailure ? "È disponibile una nuova versione del sito: ricarica la pagina per vederla." : message}</p>
      <p>
        <Link to={homePath()} {...targetProps({ linkTarget })}>
          Torna alla home
        </Link>
      </p>
    </section>
  );
}
