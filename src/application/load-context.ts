import type { PlayerSession } from "../ports/fantasy-port";
import type { Logger } from "../ports/logger";
import type { UseCases } from "./use-cases";

/** The verdict of a rate limiter on one attempt. */
export type RateLimitDecision = { allowed: boolean; retryAfterSeconds: number };

/** What every route loader and action receives from the server for one request. */
export type SulkyLoadContext = {
  useCases: UseCases;
  cspNonce: string;
  requestId: string;
  /** The JSON logger of this request (every line carries its id): React Router's own errors go there too. */
  logger: Logger;
  site: { name: string; url: string };
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
  /** Data of large static sections, rendered on the server and left out of a document's hydration data (views/static-section.tsx). */
  staticSections?: { sections: ReadonlyMap<string, unknown>; keep<T>(name: string, value: T): T | undefined };
  /** The build's stylesheets by address, inlined in every page's head (production builds only). */
  stylesheets?: ReadonlyMap<string, string>;
};
