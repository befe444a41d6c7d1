import type { PlayerSession } from "../ports/fantasy-port";
import type { Logger } from "../ports/logger";
import type { UseCases } from "./use-cases";

/** The verdict of a rate limiter on one attempt. */
export type RateLimitDecision = { allowed: boolean; retryAfterSeconds: number };

/** A one-time message for the page a successful form post redirects to (Post/Redirect/Get). */
export type Notice = {
  text: string;
  /** Further lines under the message (what happens next, a warning). */
  notes?: string[];
  /** One thing to do next (the followed horses' calendar). */
  link?: { href: string; label: string };
};

/** A request the server refused before any route ran: the site's error page says why, in Italian. */
export type Refusal = { status: number; title: string; message: string };

/** What every route loader and action receives from the server for one request. */
export type SulkyLoadContext = {
  useCases: UseCases;
  cspNonce: string;
  requestId: string;
  /** The JSON logger of this request (every line carries its id): React Router's own errors go there too. */
  logger: Logger;
  site: { name: string; url: string; contacts: { editorial: string; advertising: string } };
  /**
   * The anti-forgery token for this page's forms (render it with `<CsrfField>`).
   * Reading it sets the token cookie when the visitor has none, so only pages with
   * forms touch cookies.
   */
  readonly csrfToken: string;
  /** True when a form's `_csrf` value is this visitor's token (`verifyCsrf` in views/components/csrf-field.tsx). */
  checkCsrf(submitted: unknown): boolean;
  /** Counts one attempt of this client (by IP, and by each key such as an e-mail) for a POST endpoint. */
  rateLimit(bucket: string, keys?: string[]): Promise<RateLimitDecision>;
  /** The fantasy player's place in the server session. */
  playerSession: PlayerSession;
  /** The one-time notice of Post/Redirect/Get (docs/decisions/018-one-render-path.md). */
  flash: {
    /** The notice the post before this page left, read once: it is gone on the next page. */
    take(): Promise<Notice | null>;
    /** A 303 to `to` (the page to show after a successful post), carrying the notice for it. */
    redirect(to: string, notice?: Notice, headers?: Record<string, string>): Promise<Response>;
  };
  /** Set when the server refused the request (a cross-site post, a body too large): the root renders the error page. */
  refusal?: Refusal;
  /** Data of large static sections, rendered on the server and left out of a document's hydration data (views/static-section.tsx). */
  staticSections?: { sections: ReadonlyMap<string, unknown>; keep<T>(name: string, value: T): T | undefined };
  /** The build's stylesheets by address, inlined in every page's head (production builds only). */
  stylesheets?: ReadonlyMap<string, string>;
};
