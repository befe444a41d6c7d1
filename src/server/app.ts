import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import proxyAddr from "proxy-addr";
import { createRequestHandler } from "@react-router/express";
import express, { type ErrorRequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { SulkyLoadContext } from "../application/load-context";
import type { UseCases } from "../application/use-cases";
import type { RaceDayWiring } from "../composition-root";
import { MEDIA_PATH_PREFIX, mediaSources, type AppConfig } from "../config";
import { accessLog, createPageFigures } from "./access-log";
import { createAnonymousPageCache, type AnonymousPageCache } from "./anonymous-page-cache";
import { compressedAssets, htmlValidators } from "./http-cache";
import { createCsrfTokens, crossSiteGuard } from "./csrf";
import { createReadiness, healthRoutes, soakMemoryProbe, type Readiness, type UpstreamHealthSource } from "./health";
import { cspReports } from "./csp-reports";
import { createLiveRaceDay, type LiveRaceDayServer } from "./live";
import { csvExports } from "./csv-exports";
import { mediaProxy } from "./media-proxy";
import { malformedPathGuard, methodGuard, postWithoutActionGuard, requestBodyLimits } from "./limits";
import { createDegradableAttemptCounter, createMemoryAttemptCounter, createRateLimiter, createRedisAttemptCounter } from "./rate-limit";
import { createPageHandler, pageRenderer } from "./page-render";
import { createProcessPlayerLock, createRedisPlayerLock } from "./player-lock";
import { openSharedRedis } from "./redis";
import type { ServerLogger } from "./logger";
import { browserErrorPage, securityHeaders } from "./security";
import { createSessionStore, csrfBinding, playerSession, SESSION_COOKIE_NAME, sessionMiddleware, sessionUnlessStoreDown } from "./session";
import { closeConnectionsWhileDraining } from "./shutdown";
import { staticSectionsFor } from "./static-sections";
import { readBuildStylesheets } from "./stylesheets";
import { topLevelFiles } from "./top-level-files";

export type AppOptions = {
  config: AppConfig;
  logger: ServerLogger;
  useCases: UseCases;
  /**
   * Where the views come from. Production: the build this server was bundled with.
   * Development: the Vite dev server this module was loaded through (one module graph).
   */
  views: { build: ServerBuild; clientDir?: string } | { vite: ViteDevServer };
  /** Upstream clients whose state /readyz reports. */
  upstreams?: UpstreamHealthSource[];
  /** The live race day's bus, coordination and poller (the composition's); without it the pages are not live. */
  raceDay?: RaceDayWiring;
};

export type SulkyApp = {
  app: express.Express;
  /**
   * What the HTTP server runs for each request: the live race day's event streams first, on their
   * own (src/server/live), everything else through `app`.
   */
  listener: RequestListener;
  close(): Promise<void>;
  readiness: Readiness;
  pageCache?: AnonymousPageCache;
  live?: LiveRaceDayServer;
};

/** The Express stack in front of React Router: headers, logs, session, assets, then the routes. */
/** Where the event streams are served (`/eventi/corse/{ddmmyyyy}`, raceDayEventsPath in the domain). */
const LIVE_STREAMS_PATH = "/eventi/corse/";

export async function createApp(options: AppOptions): Promise<SulkyApp> {
  const { config, logger, useCases } = options;
  const { views } = options;
  const dev = "vite" in views;
  const app = express();
  app.disable("x-powered-by");
  // Nobody's X-Forwarded-For is believed unless the operator names the proxy (TRUST_PROXY):
  // req.ip, and so every rate limit, is the peer's own address otherwise.
  app.set("trust proxy", config.trustProxy);
  app.set("etag", "strong");

  const readiness = createReadiness();
  const pages = createPageFigures();
  // The live race day's event streams, first: they stay open for hours, ten thousand at once, so
  // nothing a page needs (request log, CSP nonce, session) is made for them (docs/decisions/030-live-race-day-events.md).
  const live = options.raceDay
    ? createLiveRaceDay({
        raceDay: options.raceDay,
        config: config.live,
        isWatchable: (day) => useCases.liveRaceDay(day) !== null,
        // The page cache is created below; its pages are dropped once it exists.
        dropPages: (matches) => pageCache?.invalidate(matches) ?? 0,
        logger,
      })
    : undefined;
  // The visitor's address as Express reads it (req.ip), under the same TRUST_PROXY.
  const trust = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const listener: RequestListener = live
    ? (req: IncomingMessage, res: ServerResponse) => {
        if (req.url?.startsWith(LIVE_STREAMS_PATH)) live.handler(req, res, proxyAddr(req, trust));
        else app(req, res);
      }
    : app;
  app.use(accessLog(logger, pages));
  app.use(closeConnectionsWhileDraining(readiness));
  app.use(securityHeaders(config, { dev }));
  app.use(methodGuard());
  // Browsers post violation reports on their own: before the form checks, with its own body limit.
  app.use(cspReports(logger));
  app.use(crossSiteGuard(config));
  app.use(requestBodyLimits(config.limits));
  app.use(malformedPathGuard());
  app.use(browserErrorPage());

  let buildLoader: ServerBuild | (() => Promise<ServerBuild>);
  let stylesheets: ReadonlyMap<string, string> | undefined;
  if ("vite" in views) {
    const devServer = views.vite;
    app.use(devServer.middlewares);
    // The same dev server loaded this module: views, use cases and adapters share one module graph.
    buildLoader = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const clientDir = views.clientDir ?? path.resolve("build/client");
    // Hashed file names change with their content, so they can be cached for a year.
    app.use("/assets", compressedAssets(path.resolve(clientDir, "assets")));
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(topLevelFiles(clientDir, express.static(clientDir, { maxAge: "1h", index: false })));
    buildLoader = views.build;
    stylesheets = readBuildStylesheets(clientDir);
  }

  // Anonymous pages rendered once and served to many (docs/decisions/012-anonymous-page-cache.md).
  const pageCacheOn = config.pageCache.enabled ?? !dev;
  const pageCache = pageCacheOn
    ? createAnonymousPageCache({
        maxBytes: config.pageCache.maxBytes,
        siteUrl: config.siteUrl,
        logger,
        render: pageRenderer(createPageHandler(buildLoader, dev ? "development" : "production"), {
          useCases,
          site: { name: config.siteName, url: config.siteUrl, contacts: config.contacts },
          logger,
          stylesheets,
        }),
      })
    : undefined;

  // Upstream pictures from Sulky's own origin: no session, no page machinery.
  app.use(MEDIA_PATH_PREFIX, mediaProxy(mediaSources(config.upstreams), { timeoutMs: config.upstreamTimeoutMs }));

  // Sessions and rate-limit counters live in Redis when several instances share them. The instance
  // starts without waiting for it, and nothing waits for it longer than its deadline (src/server/redis.ts).
  const redis = config.redisUrl ? openSharedRedis(config.redisUrl, { logger, timeoutMs: config.redisTimeoutMs }) : undefined;
  // A moment for the first connection, so the first players after a start are not turned away.
  if (redis && !(await redis.whenConnected(config.redisTimeoutMs))) logger.warn({}, "avvio senza Redis: riprovo in background");
  const close = async () => {
    await live?.stop();
    await redis?.close();
  };
  app.use(
    healthRoutes(readiness, {
      details: config.readinessDetails,
      upstreams: options.upstreams,
      pages,
      pageCache: pageCache?.stats,
      live: live?.stats,
      dependencies: redis ? [{ name: "redis", required: false, check: redis.ping }] : [],
    }),
  );
  if (config.soakControl) app.use(soakMemoryProbe());
  // `?formato=csv` becomes its export route's address before the page cache keys on it.
  app.use(csvExports());
  // A kept page for a visitor without a session cookie, before the session is read.
  if (pageCache) app.use(pageCache.keptCopiesBeforeSession(SESSION_COOKIE_NAME));
  const rateLimit = createRateLimiter(
    redis
      ? createDegradableAttemptCounter(createRedisAttemptCounter(redis), createMemoryAttemptCounter(), logger)
      : createMemoryAttemptCounter(),
  );
  const csrf = createCsrfTokens(config, csrfBinding);
  // A player's upstream calls run one at a time, across every instance when they share Redis.
  const playerLock = redis ? createRedisPlayerLock(redis, { logger }) : createProcessPlayerLock();

  // Partner pages need no session and must never set a cookie. A player's request answers 503 at once while Redis is away.
  const sessionStore = createSessionStore(redis);
  const session = sessionUnlessStoreDown(sessionMiddleware(config, sessionStore), sessionStore, logger);
  app.use((req, res, next) => (req.path.startsWith("/iframe/") ? next() : session(req, res, next)));

  // Pages: cache policy and ETag validators (docs/decisions/007-html-caching.md).
  app.use(htmlValidators());

  const loadContext = (req: express.Request, res: express.Response): SulkyLoadContext => ({
    useCases,
    cspNonce: res.locals.cspNonce as string,
    requestId: res.locals.requestId as string,
    logger: (res.locals.logger as ServerLogger | undefined) ?? logger,
    site: { name: config.siteName, url: config.siteUrl, contacts: config.contacts },
    get csrfToken() {
      return csrf.tokenFor(req, res);
    },
    checkCsrf: (submitted) => csrf.verify(req, submitted),
    rateLimit: (bucket, keys) => rateLimit(bucket, req.ip ?? "unknown", keys),
    playerSession: playerSession(req, res, playerLock),
    stylesheets,
    // React Router's data requests (client navigations) end in `.data`; everything else is a document.
    staticSections: staticSectionsFor(!req.path.endsWith(".data")),
  });

  if (pageCache) app.use(pageCache.middleware);

  app.use(postWithoutActionGuard(typeof buildLoader === "function" ? buildLoader : () => buildLoader as ServerBuild));
  app.all(
    "/{*splat}",
    createRequestHandler({
      build: buildLoader,
      mode: dev ? "development" : "production",
      getLoadContext: loadContext,
    }),
  );

  const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
    (res.locals.logger ?? logger).error({ err: error, url: req.originalUrl }, "unhandled error");
    if (res.headersSent) {
      res.end();
      return;
    }
    res
      .status(500)
      .type("html")
      .send(
        '<!doctype html><html lang="it"><meta charset="utf-8"><title>Errore</title><h1>Si è verificato un errore</h1><p>Riprova tra qualche istante. <a href="/">Torna alla home</a></p></html>',
      );
  };
  app.use(lastResort);
  return { app, listener, close, readiness, pageCache, live };
}
