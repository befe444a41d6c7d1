import { parse as parseCookies } from "cookie";
import { data, RouterContextProvider, type RouterContext } from "react-router";
import type { PlayerSession } from "../ports/fantasy-port";
import type { UseCases } from "../application/use-cases";
import { createCsrfTokens, type RequestCookies } from "./csrf";
import { flashFor, type FlashStorage } from "./flash";
import type { ServerLogger } from "./logger";
import type { PlayerLock } from "./player-lock";
import type { RateLimiter } from "./rate-limit";
import { isRedisUnavailable } from "./redis";
import {
  csrfBinding,
  playerSession,
  SESSION_OUTAGE_MESSAGE,
  SESSION_OUTAGE_RETRY_AFTER_SECONDS,
  SESSION_OUTAGE_TITLE,
  type SessionAccess,
} from "./session";
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
  /**
   * A player's lock, session or game form's count that cannot be had where every instance sees it
   * (Redis away, or no replica confirming it: docs/decisions/042-redis-sentinel.md) refuses the
   * request with the players' Italian 503 page, as when the session cannot be read
   * (src/server/session.ts), rendered by the root's error page like the server's refusals.
   */
  const refusedWhenRedisAway = <T>(pending: Promise<T>): Promise<T> =>
    pending.catch((error: unknown) => {
      if (!isRedisUnavailable(error)) throw error;
      facts.logger.warn({ reason: error.message }, "richiesta del giocatore respinta: redis non raggiungibile");
      throw data(
        { title: SESSION_OUTAGE_TITLE, message: SESSION_OUTAGE_MESSAGE, site: services.site, frame: useCases.site.getSiteFrame() },
        { status: 503, headers: { "Retry-After": String(SESSION_OUTAGE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } },
      );
    });
  const forms: FormGuard = {
    // Read only by pages with forms: only they set the token cookie.
    get csrfToken() {
      csrfToken ??= services.csrf.tokenFor(requestCookies(), csrfBinding(facts.session), (header) => outgoing.append("Set-Cookie", header));
      return csrfToken;
    },
    checkCsrf: (submitted) => services.csrf.verify(requestCookies(), csrfBinding(facts.session), submitted),
    rateLimit: (bucket, keys) => refusedWhenRedisAway(services.rateLimit(bucket, facts.clientAddress, keys)),
  };
  const session = playerSession(facts.session, services.playerLock, outgoing, facts.clientAddress || null, facts.logger);
  const player: PlayerSession = {
    get player() {
      return session.player;
    },
    clientAddress: session.clientAddress,
    exclusive: (work) => refusedWhenRedisAway(session.exclusive(work)),
    signIn: (signedIn) => refusedWhenRedisAway(session.signIn(signedIn)),
    signOut: () => refusedWhenRedisAway(session.signOut()),
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
      [playerSessionKey, player],
      [flashKey, flashFor(cookieHeader, requestCookies, services.flash, outgoing)],
      [refusalKey, facts.refusal ?? null],
    ]),
  );
}
