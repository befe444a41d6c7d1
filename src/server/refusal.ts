import type { RefusalPage } from "../request-context";

/**
 * A request a stage of the server refuses before any route runs (a cross-site post, a
 * body too large, a method the site does not take). The stage hands it on with
 * `next(new Refusal(...))`; the pages' error handler (pages.ts) renders the site's own
 * error page for it, through the one render path, with these headers added.
 */
export class Refusal extends Error {
  readonly status: number;
  readonly title: string;
  readonly headers: Record<string, string>;

  constructor(status: number, title: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = "Refusal";
    this.status = status;
    this.title = title;
    this.headers = headers;
  }

  /** What the root route needs to render it (views/root-middleware.server.ts). */
  page(): RefusalPage {
    return { status: this.status, title: this.title, message: this.message };
  }
}

export const SERVER_ERROR_TITLE = "Si è verificato un errore";

/** Anything that went wrong outside a route: the error page with the status, nothing of the cause. */
export function serverFault(status = 500, headers: Record<string, string> = {}): Refusal {
  return new Refusal(status, SERVER_ERROR_TITLE, "Riprova tra qualche istante.", { ...headers, "Cache-Control": "no-store" });
}
