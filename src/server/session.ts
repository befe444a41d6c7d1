import { RedisStore } from "connect-redis";
import type { Request, RequestHandler, Response } from "express";
import session from "express-session";
import type { AppConfig } from "../config";
import type { FantasyPlayer } from "../domain/fantasy/types";
import type { PlayerSession, UpstreamCredentials } from "../ports/fantasy-port";
import type { PlayerLock } from "./player-lock";
import { isRedisUnavailable, type SharedRedis } from "./redis";
import { sendErrorPage } from "./security";
import { BoundedMemoryStore, FailFastStore } from "./session-store";

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
const GAME_PATH = /^\/fantatrotto(?:\/|$)/;
const SAFE_METHODS = new Set(["GET", "HEAD"]);
/** About the time Redis takes to come back after a restart; the same order as an upstream outage (decision 016). */
export const SESSION_OUTAGE_RETRY_AFTER_SECONDS = 30;

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
    const hasCookie = (req.headers.cookie ?? "").includes(`${SESSION_COOKIE_NAME}=`);
    const game = GAME_PATH.test(req.path);
    return SAFE_METHODS.has(req.method) ? game && hasCookie : game || hasCookie;
  };
  const unavailable = (req: Request, res: Response, reason: string) => {
    (res.locals.logger ?? logger).warn({ reason, method: req.method, url: req.originalUrl }, "sessione non disponibile: 503");
    res.set("Retry-After", String(SESSION_OUTAGE_RETRY_AFTER_SECONDS));
    sendErrorPage(res, 503, "Il servizio per i giocatori è momentaneamente non disponibile: riprova tra qualche istante.");
  };
  return (req, res, next) => {
    if (knownDown() && needsSession(req)) return unavailable(req, res, "redis non raggiungibile");
    middleware(req, res, (error?: unknown) => {
      if (!isRedisUnavailable(error)) return next(error);
      if (needsSession(req)) return unavailable(req, res, error.message);
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

/** A signed-in player's forms are bound to the session id; visitors have no session. */
export function csrfBinding(req: Request): string {
  return req.session?.fantasy?.player ? req.sessionID : "";
}

const callback = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

/**
 * The player's place in Sulky's session, for the fantasy use cases. A visitor who
 * is logging in keeps the upstream cookies for this request only: a session (and
 * its cookie) exists only once the login succeeded.
 */
export function playerSession(req: Request, res: Response, lock: PlayerLock): PlayerSession {
  let visitorUpstream: string | undefined;
  const hasSession = () => Boolean(req.session?.fantasy?.player);

  const credentials: UpstreamCredentials = {
    read: () => (hasSession() ? req.session.fantasy?.upstream : visitorUpstream),
    write: (serialized) => {
      if (hasSession() && req.session.fantasy) req.session.fantasy.upstream = serialized;
      else visitorUpstream = serialized;
    },
  };

  return {
    get player() {
      return req.session?.fantasy?.player ?? null;
    },
    exclusive(work) {
      if (!hasSession()) return work(credentials);
      return lock(req.sessionID, async () => {
        // Another tab may have rotated the cookies while this request waited.
        await callback((done) => req.session.reload(done)).catch(() => undefined);
        try {
          return await work(credentials);
        } finally {
          if (req.session?.fantasy) await callback((done) => req.session.save(done));
        }
      });
    },
    async signIn(player) {
      const upstream = credentials.read();
      if (req.session) await callback((done) => req.session.regenerate(done));
      req.session.fantasy = { player, upstream };
      await callback((done) => req.session.save(done));
    },
    async signOut() {
      visitorUpstream = undefined;
      if (!req.session?.fantasy) return;
      await callback((done) => req.session.destroy(done));
      res.clearCookie(SESSION_COOKIE_NAME, { path: "/" });
    },
  };
}
