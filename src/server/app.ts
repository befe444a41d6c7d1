import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import proxyAddr from "proxy-addr";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { MEDIA_PATH_PREFIX, mediaSources, type AppConfig } from "../config";
import { accessLog, createPageFigures } from "./access-log";
import type { AnonymousPageCache, PageRenderer } from "./anonymous-page-cache";
import { compressedAssets } from "./http-cache";
import { crossSiteGuard } from "./csrf";
import { createReadiness, healthRoutes, soakMemoryProbe, type Readiness, type UpstreamHealthSource } from "./health";
import { cspReports } from "./csp-reports";
import type { RaceDayStreams } from "./race-day";
import { RACE_DAY_EVENTS_PREFIX } from "../urls/race-day-events";
import { csvExports } from "./csv-exports";
import { mediaProxy } from "./media-proxy";
import { headersTooLargeGuard, hostGuard, malformedPathGuard, methodGuard, repeatedSlashesGuard, requestBodyLimits } from "./limits";
import { createPageRenderer, renderForPageCache } from "./page-render";
import { createPages } from "./pages";
import type { ServerLogger } from "./logger";
import { securityHeaders } from "./security";
import { createSessionStore, sessionMiddleware, sessionUnlessStoreDown } from "./session";
import { closeConnectionsWhileDraining } from "./shutdown";
import { readBuildStylesheets } from "./stylesheets";
import { topLevelFiles } from "./top-level-files";
import { isPartnerPath } from "../urls/partner";
import { routeFamiliesOf, type RouteFamilies } from "./metrics";
import { metricsApp } from "./metrics-server";
import { metricsOnly, type Observability } from "./observability";
import type { SiteWiring } from "./wiring";

export type AppOptions = {
  config: AppConfig;
  logger: ServerLogger;
  /** The process's wiring, from the one composition root (src/server/wiring.ts). */
  wiring: SiteWiring;
  /**
   * Where the views come from. Production: the build this server was bundled with.
   * Development: the Vite dev server this module was loaded through (one module graph).
   */
  views: { build: ServerBuild; clientDir?: string } | { vite: ViteDevServer };
  /** Upstream clients whose state /readyz reports (the wiring's by default). */
  upstreams?: UpstreamHealthSource[];
  /** Metrics and traces (src/server/observability.ts); metrics alone when omitted. */
  observability?: Observability;
};

export type SulkyApp = {
  app: express.Express;
  /**
   * What the HTTP server runs for each request: the race day's event streams first, on their
   * own (src/server/race-day), everything else through `app`.
   */
  listener: RequestListener;
  close(): Promise<void>;
  readiness: Readiness;
  pageCache?: AnonymousPageCache;
  raceDayStreams?: RaceDayStreams;
  /** The Prometheus endpoint, served on METRICS_PORT, never on the public port (src/server/metrics-server.ts). */
  metrics: express.Express;
};

/**
 * The Express stack in front of React Router, in order: logs, headers, the checks that refuse a
 * request, assets, then the page cache in front of the one render path (docs/ARCHITECTURE.md).
 * The race day's event streams are served before it, on their own. The page cache and the
 * race-day updates come built from the composition root (src/server/wiring.ts); the app connects
 * them to its render path and its listener.
 */
export async function createApp(options: AppOptions): Promise<SulkyApp> {
  const { config, logger, wiring } = options;
  const { redis, pageCache, raceDayStreams } = wiring;
  const upstreams = options.upstreams ?? wiring.upstreams;
  const { views } = options;
  const dev = "vite" in views;
  const app = express();
  app.disable("x-powered-by");
  // Nobody's X-Forwarded-For is believed unless the operator names the proxy (TRUST_PROXY):
  // req.ip, and so every rate limit, is the peer's own address otherwise.
  app.set("trust proxy", config.trustProxy);
  app.set("etag", "strong");

  const close = () => wiring.close();
  const { rateLimit } = wiring.services;

  let buildLoader: ServerBuild | (() => Promise<ServerBuild>);
  let stylesheets: ReadonlyMap<string, string> | undefined;
  if ("vite" in views) {
    const devServer = views.vite;
    // The same dev server loaded this module: views, use cases and adapters share one module graph.
    buildLoader = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    buildLoader = views.build;
    stylesheets = readBuildStylesheets(views.clientDir ?? path.resolve("build/client"));
  }

  // The one render path (docs/decisions/018-one-render-path.md).
  const render = createPageRenderer({
    build: buildLoader,
    mode: dev ? "development" : "production",
    services: { ...wiring.services, stylesheets },
  });
  const pages = createPages({ render, siteUrl: config.siteUrl, maxBodyBytes: config.limits.maxBodyBytes, logger });

  const readiness = createReadiness();
  const figures = createPageFigures();
  // The race day's event streams, first: they stay open for hours, ten thousand at once, so
  // nothing a page needs (request log, CSP nonce, session) is made for them (docs/decisions/030-live-race-day-events.md).
  // The visitor's address as Express reads it (req.ip), under the same TRUST_PROXY.
  const trust = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const listener: RequestListener = raceDayStreams
    ? (req: IncomingMessage, res: ServerResponse) => {
        if (req.url?.startsWith(RACE_DAY_EVENTS_PREFIX)) raceDayStreams.handler(req, res, proxyAddr(req, trust));
        else app(req, res);
      }
    : app;
  app.use(accessLog(logger, figures));
  // Figures and traces by route family, known once the build is (docs/OPERATIONS.md).
  const { metrics, tracing } = options.observability ?? metricsOnly();
  let routeFamilies: RouteFamilies = () => "other";
  app.use(metrics.requests((path) => routeFamilies(path)));
  app.use(tracing.requests((path) => routeFamilies(path)));
  app.use(closeConnectionsWhileDraining(readiness));
  app.use(securityHeaders(config, { dev }));
  // The checks that refuse a request hand a Refusal to the error page at the end (pages.ts).
  app.use(headersTooLargeGuard());
  app.use(hostGuard());
  app.use(methodGuard());
  // Browsers post violation reports on their own: before the form checks, with its own body limit.
  app.use(cspReports(logger, (ip) => rateLimit("csp-report", ip)));
  app.use(crossSiteGuard(config));
  app.use(requestBodyLimits(config.limits));
  app.use(malformedPathGuard());
  app.use(repeatedSlashesGuard());

  if ("vite" in views) {
    app.use(views.vite.middlewares);
  } else {
    const clientDir = views.clientDir ?? path.resolve("build/client");
    // Hashed file names change with their content, so they can be cached for a year.
    app.use("/assets", compressedAssets(path.resolve(clientDir, "assets")));
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(topLevelFiles(clientDir, express.static(clientDir, { maxAge: "1h", index: false })));
  }
  routeFamilies = routeFamiliesOf(buildLoader);

  // Anonymous pages rendered once and served to many (docs/decisions/012-anonymous-page-cache.md): in
  // front of the one render path, whose renders for many are made by the same function.
  pageCache?.renderThrough({
    render: tracedFill(tracing, renderForPageCache(render, logger)),
    send: pages.send,
    familyOf: (path) => routeFamilies(path),
  });

  // Upstream pictures from Sulky's own origin: no session, no page machinery.
  app.use(MEDIA_PATH_PREFIX, mediaProxy(mediaSources(config.upstreams), { timeoutMs: config.upstreamTimeoutMs }));
  app.use(
    healthRoutes(readiness, {
      details: config.readinessDetails,
      upstreams,
      pages: figures,
      pageCache: pageCache?.stats,
      raceDay: raceDayStreams?.stats,
      dependencies: redis ? [{ name: "redis", required: false, check: redis.ping }] : [],
    }),
  );
  if (config.soakControl) app.use(soakMemoryProbe());
  // `?formato=csv` becomes its export route's address before the page cache keys on it.
  app.use(csvExports());
  // A kept page for a visitor without a session cookie, before the session is read.
  if (pageCache) app.use(pageCache.keptCopiesBeforeSession);

  // Partner pages need no session and must never set a cookie. A player's request answers 503 at once while Redis is away.
  const sessionStore = createSessionStore(redis);
  const session = sessionUnlessStoreDown(sessionMiddleware(config, sessionStore), sessionStore, logger);
  app.use((req, res, next) => (isPartnerPath(req.path) ? next() : session(req, res, next)));
  metrics.observe({
    upstreams,
    pageCache: pageCache?.stats,
    pages: figures,
    sessionStore: sessionStore as MetricsSessionStore,
    raceDay: raceDayStreams?.stats,
  });

  if (pageCache) app.use(pageCache.middleware);
  app.all("/{*splat}", tracing.render(pages.handler));
  app.use(pages.errorHandler);
  return { app, listener, close, readiness, pageCache, raceDayStreams, metrics: metricsApp(metrics.registry, config.metrics.token) };
}

/** What the metrics read of the session store: Redis's reachability, or the in-process store's size. */
type MetricsSessionStore = { available?: boolean; size?: number };

/** Page cache renders in a render span of the request that caused them. */
function tracedFill(tracing: Observability["tracing"], render: PageRenderer): PageRenderer {
  return (fill) => tracing.renderFill(new URL(fill.url).pathname, () => render(fill));
}
