import { parse as parseCookies } from "cookie";
import { RouterContextProvider, type RouterContext } from "react-router";
import type { UseCases } from "../application/use-cases";
import { createCsrfTokens, type RequestCookies } from "./csrf";
import { flashFor, type FlashStorage } from "./flash";
import type { ServerLogger } from "./logger";
import type { PlayerLock } from "./player-lock";
import type { RateLimiter } from "./rate-limit";
import { csrfBinding, playerSession, type SessionAccess } from "./session";
import { staticSectionsFor } from "./static-sections";
import { isDataRequestPath } from "../urls/data-requests";
import {
  breedingKey,
  fantasyKey,
  flashKey,
  formsKey,
  horsesKey,
  newsKey,
  partnerKey,
  playerSessionKey,
  racesKey,
  rankingsKey,
  ratingsKey,
  searchKey,
  refusalKey,
  requestKey,
  siteKey,
  type FormGuard,
  type RefusalPage,
  type RequestInfo,
} from "../request-context";

/**
 * What the server knows of one request besides the request itself. A visitor's request
 * brings a session and an address; a page the page cache renders for nobody has neither.
 */
export type RequestFacts = {
  /** The CSP nonce of the answer (the page cache's placeholder when it renders for many). */
  nonce: string;
  requestId: string;
  logger: ServerLogger;
  /** Whose attempts the rate limits count: the client's address as Express resolved it. */
  clientAddress: string;
  session?: SessionAccess;
  /** The server refused the request: the root renders the error page and no route runs (views/root-middleware.server.ts). */
  refusal?: RefusalPage;
};

/** What every request's context is built from: the same for every page, made once at start-up. */
export type ContextServices = {
  useCases: UseCases;
  site: RequestInfo["site"];
  /** The build's stylesheets by address, inlined in every page's head (production builds only). */
  stylesheets?: ReadonlyMap<string, string>;
  csrf: ReturnType<typeof createCsrfTokens>;
  rateLimit: RateLimiter;
  playerLock: PlayerLock;
  flash: FlashStorage;
};

/**
 * The one place a request's context is built (docs/decisions/018-one-render-path.md), for a
 * visitor's page and for a page the cache renders for many alike: React Router's
 * RouterContextProvider with every typed key of src/request-context.ts set once. Cookies the
 * request sets on its way (a form token, a cleared notice, a forgotten session) are appended to
 * `outgoing`, which the renderer adds to the answer.
 */
export function createRequestContext(
  request: Request,
  facts: RequestFacts,
  services: ContextServices,
  outgoing: Headers,
): RouterContextProvider {
  const cookieHeader = request.headers.get("cookie");
  let cookies: RequestCookies | undefined;
  const requestCookies = () => (cookies ??= cookieHeader ? parseCookies(cookieHeader) : {});
  let csrfToken: string | undefined;
  const { useCases } = services;
  const forms: FormGuard = {
    // Read only by pages with forms: only they set the token cookie.
    get csrfToken() {
      csrfToken ??= services.csrf.tokenFor(requestCookies(), csrfBinding(facts.session), (header) => outgoing.append("Set-Cookie", header));
      return csrfToken;
    },
    checkCsrf: (submitted) => services.csrf.verify(requestCookies(), csrfBinding(facts.session), submitted),
    rateLimit: (bucket, keys) => services.rateLimit(bucket, facts.clientAddress, keys),
  };
  return new RouterContextProvider(
    new Map<RouterContext<unknown>, unknown>([
      [siteKey, useCases.site],
      [horsesKey, useCases.horses],
      [racesKey, useCases.races],
      [breedingKey, useCases.breeding],
      [rankingsKey, useCases.rankings],
      [newsKey, useCases.news],
      [fantasyKey, useCases.fantasy],
      [partnerKey, useCases.partner],
      [ratingsKey, useCases.ratings],
      [searchKey, useCases.search],
      [
        requestKey,
        {
          cspNonce: facts.nonce,
          requestId: facts.requestId,
          logger: facts.logger,
          site: services.site,
          stylesheets: services.stylesheets,
          // A data request (a client navigation) is not a document.
          staticSections: staticSectionsFor(!isDataRequestPath(new URL(request.url).pathname)),
        } satisfies RequestInfo,
      ],
      [formsKey, forms],
      [playerSessionKey, playerSession(facts.session, services.playerLock, outgoing, facts.clientAddress || null)],
      [flashKey, flashFor(cookieHeader, requestCookies, services.flash, outgoing)],
      [refusalKey, facts.refusal ?? null],
    ]),
  );
}
