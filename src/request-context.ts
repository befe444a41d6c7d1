import { createContext } from "react-router";
import type { UseCases } from "./application/use-cases";
import type { PlayerSession } from "./ports/fantasy-port";
import type { Logger } from "./ports/logger";

/**
 * What a route's loaders, actions and middleware receive from the server for one request, as typed
 * keys of React Router's context (`context.get(horsesKey)`): one key per area's use cases and one
 * per request service. The server sets each once per request (src/server/create-request-context.ts); a key
 * read before it is set throws, so a missing service cannot pass for an empty one.
 * docs/decisions/041-typed-context-and-one-composition-root.md
 */

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

/** What the site's error page shows for a request the server refused before any route ran (src/server/refusal.ts): why, in Italian. */
export type RefusalPage = { status: number; title: string; message: string };

export const siteKey = createContext<UseCases["site"]>();
export const horsesKey = createContext<UseCases["horses"]>();
export const racesKey = createContext<UseCases["races"]>();
export const breedingKey = createContext<UseCases["breeding"]>();
export const rankingsKey = createContext<UseCases["rankings"]>();
export const newsKey = createContext<UseCases["news"]>();
export const fantasyKey = createContext<UseCases["fantasy"]>();
export const partnerKey = createContext<UseCases["partner"]>();
export const ratingsKey = createContext<UseCases["ratings"]>();
export const searchKey = createContext<UseCases["search"]>();

/** The request itself as the page needs it: its nonce, id and logger, the site's identity, the page's static sections. */
export type RequestInfo = {
  cspNonce: string;
  requestId: string;
  /** The JSON logger of this request (every line carries its id): React Router's own errors go there too. */
  logger: Logger;
  site: { name: string; url: string; contacts: { editorial: string; advertising: string } };
  /** Data of large static sections, rendered on the server and left out of a document's hydration data (views/static-section.tsx). */
  staticSections?: { sections: ReadonlyMap<string, unknown>; keep<T>(name: string, value: T): T | undefined };
  /** The build's stylesheets by address, inlined in every page's head (production builds only). */
  stylesheets?: ReadonlyMap<string, string>;
};
export const requestKey = createContext<RequestInfo>();

/** What a form's page and its action need: the anti-forgery token and the rate limits. */
export type FormGuard = {
  /**
   * The anti-forgery token for this page's forms (render it with `<CsrfField>`). Reading it sets
   * the token cookie when the visitor has none, so only pages with forms touch cookies.
   */
  readonly csrfToken: string;
  /** True when a form's `_csrf` value is this visitor's token (`verifyCsrf` in views/components/csrf-field.tsx). */
  checkCsrf(submitted: unknown): boolean;
  /** Counts one attempt of this client (by IP, and by each key such as an e-mail) for a POST endpoint. */
  rateLimit(bucket: string, keys?: string[]): Promise<RateLimitDecision>;
};
export const formsKey = createContext<FormGuard>();

/** The fantasy player's place in the server session. */
export const playerSessionKey = createContext<PlayerSession>();

/** The one-time notice of Post/Redirect/Get (docs/decisions/018-one-render-path.md). */
export type Flash = {
  /** The notice the post before this page left, read once: it is gone on the next page. */
  take(): Promise<Notice | null>;
  /** A 303 to `to` (the page to show after a successful post), carrying the notice for it. */
  redirect(to: string, notice?: Notice, headers?: Record<string, string>): Promise<Response>;
};
export const flashKey = createContext<Flash>();

/** Set when the server refused the request (a cross-site post, a body too large): the root renders the error page. */
export const refusalKey = createContext<RefusalPage | null>(null);
