import { RedisStore } from "connect-redis";
import { parse as parseCookies, serialize } from "cookie";
import type { Request, RequestHandler, Response } from "express";
import session from "express-session";
import type { AppConfig } from "../config";
import type { FantasyPlayer } from "../domain/fantasy/types";
import type { PlayerSession, UpstreamCredentials } from "../ports/fantasy-port";
import type { PlayerLock } from "./player-lock";
import { isRedisUnavailable, type SharedRedis } from "./redis";
import { Refusal } from "./refusal";
import { BoundedMemoryStore, FailFastStore } from "./session-store";
import { isFantasyPath } from "../urls/fantasy";

export const SESSION_COOKIE_NAME = "sulky.sid";
const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

declare module "express-session" {
  interface SessionData {
    /** The fantasy player and the player's cookies with the fantasy API (never sent to the browser). */
    fantasy?: { player: FantasyPlayer; upstream?: string };
  }
}

/** In-process and bounded by default; Redis, behind a deadline, when the site runs on several instances (REDIS_URL). */
export function createSessionStore(redis?: SharedRedis): session.Store {
  if (redis) return new FailFastStore(new RedisStore({ client: redis.client, prefix: "sulky:sess:", ttl: SESSION_TTL_MS / 1000 }), redis);
  return new BoundedMemoryStore({ maxEntries: 50_000, ttlMs: SESSION_TTL_MS });
}

/** The game's pages: each reads or writes the player's session. */
const SAFE_METHODS = new Set(["GET", "HEAD"]);
/** About the time Redis takes to come back after a restart; the same order as an upstream outage (decision 016). */
export const SESSION_OUTAGE_RETRY_AFTER_SECONDS = 30;

export const SESSION_OUTAGE_TITLE = "Servizio momentaneamente non disponibile";
export const SESSION_OUTAGE_MESSAGE = "Il servizio per i giocatori è momentaneamente non disponibile: riprova tra qualche istante.";

type GuardLogger = { warn(details: object, message: string): void };

/**
 * The session, or a clear answer when its store is away (docs/decisions/024-production-settings-and-failing-fast.md).
 * A request that needs the session gets the Italian 503 page with Retry-After at once:
 * a game page of a visitor who has a session cookie, or any form post to the game or
 * carrying the cookie. Every other request is served as an anonymous visitor's.
 */
export function sessionUnlessStoreDown(middleware: RequestHandler, store: session.Store, logger: GuardLogger): RequestHandler {
  const knownDown = () => store instanceof FailFastStore && !store.available;
  const needsSession = (req: Request) => {
    const hasCookie = req.headers.cookie !== undefined && parseCookies(req.headers.cookie)[SESSION_COOKIE_NAME] !== undefined;
    const game = isFantasyPath(req.path);
    return SAFE_METHODS.has(req.method) ? game && hasCookie : game || hasCookie;
  };
  // The site's one error page (a Refusal rendered through the one render path, pages.ts), without the session.
  const unavailable = (req: Request, res: Response, reason: string) => {
    ((res.locals.logger as GuardLogger | undefined) ?? logger).warn(
      { reason, method: req.method, url: req.originalUrl },
      "sessione non disponibile: 503",
    );
    return new Refusal(503, SESSION_OUTAGE_TITLE, SESSION_OUTAGE_MESSAGE, {
      "Retry-After": String(SESSION_OUTAGE_RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
    });
  };
  return (req, res, next) => {
    if (knownDown() && needsSession(req)) return next(unavailable(req, res, "redis non raggiungibile"));
    middleware(req, res, (error?: unknown) => {
      if (!isRedisUnavailable(error)) return next(error);
      // express-session saves or touches the session as the answer ends, and reports a failure
      // afterwards: the answer has gone out already and must reach the player whole, not be cut.
      if (res.headersSent) {
        ((res.locals.logger as GuardLogger | undefined) ?? logger).warn(
          { reason: error.message, method: req.method, url: req.originalUrl },
          "sessione non salvata alla fine della risposta: redis non raggiungibile",
        );
        return;
      }
      if (needsSession(req)) return next(unavailable(req, res, error.message));
      // A page that reads no session: served as to a visitor without one.
      next();
    });
  };
}

export function sessionMiddleware(config: AppConfig, store?: session.Store): RequestHandler {
  return session({
    name: SESSION_COOKIE_NAME,
    secret: config.sessionSecret,
    store: store ?? createSessionStore(),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: config.siteUrl.startsWith("https:") ? "auto" : false,
      maxAge: SESSION_TTL_MS,
    },
  });
}

/** This request's part of express-session; a page rendered for nobody (a page cache fill) has none. */
export type SessionAccess = {
  readonly session: (session.Session & Partial<session.SessionData>) | undefined;
  readonly id: string;
};

/** Read through the request each time: regenerating a session puts a new one in its place. */
export function sessionAccess(req: Request): SessionAccess {
  return {
    get session() {
      return req.session as SessionAccess["session"];
    },
    get id() {
      return req.sessionID;
    },
  };
}

/** A signed-in player's forms are bound to the session id; visitors have no session. */
export function csrfBinding(access: SessionAccess | undefined): string {
  return access?.session?.fantasy?.player ? access.id : "";
}

const callback = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

/**
 * The player's place in Sulky's session, for the fantasy use cases. A visitor who
 * is logging in keeps the upstream cookies for this request only: a session (and
 * its cookie) exists only once the login succeeded.
 *
 * `exclusive` takes the player's lock and reads the session again inside it; calls
 * made while the request already holds it (the game routes hold it for the whole
 * request, views/routes/fantasy/player-scope.ts) run at once, so a post takes the
 * lock and reads the session once for its action and the loaders after it.
 */
export function playerSession(
  access: SessionAccess | undefined,
  lock: PlayerLock,
  outgoing: Headers,
  clientAddress: string | null = null,
  logger?: GuardLogger,
): PlayerSession {
  let visitorUpstream: string | undefined;
  let held = false;
  const current = () => access?.session;
  const hasSession = () => Boolean(current()?.fantasy?.player);

  const credentials: UpstreamCredentials = {
    read: () => (hasSession() ? current()?.fantasy?.upstream : visitorUpstream),
    write: (serialized) => {
      const fantasy = hasSession() ? current()?.fantasy : undefined;
      if (fantasy) fantasy.upstream = serialized;
      else visitorUpstream = serialized;
    },
  };

  return {
    get player() {
      return current()?.fantasy?.player ?? null;
    },
    clientAddress,
    exclusive(work) {
      if (!access || !hasSession() || held) return work(credentials);
      return lock(access.id, async () => {
        held = true;
        // Another tab may have rotated the cookies while this request waited.
        await callback((done) => current()!.reload(done)).catch(() => undefined);
        try {
          return await work(credentials);
        } finally {
          held = false;
          const session = current();
          // The game has answered (a purchase made is made): a save that cannot reach Redis does not
          // turn that answer into a refusal. The cookies kept from before still open the game's session.
          if (session?.fantasy)
            await callback((done) => session.save(done)).catch((error: unknown) => {
              if (!isRedisUnavailable(error)) throw error;
              logger?.warn({ reason: error.message }, "sessione del giocatore non salvata: redis non raggiungibile");
            });
        }
      });
    },
    async signIn(player) {
      const upstream = credentials.read();
      const session = current();
      if (!access || !session) throw new Error("no session to sign the player in");
      await callback((done) => session.regenerate(done));
      const fresh = current()!;
      fresh.fantasy = { player, upstream };
      await callback((done) => fresh.save(done));
    },
    async signOut() {
      visitorUpstream = undefined;
      const session = current();
      if (!session?.fantasy) return;
      await callback((done) => session.destroy(done));
      outgoing.append("Set-Cookie", serialize(SESSION_COOKIE_NAME, "", { path: "/", expires: new Date(0) }));
    },
  };
}
