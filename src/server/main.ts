import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { ConfigError, loadConfig, type AppConfig } from "../config";
import { composeSite } from "./wiring";
import type { Clock } from "../ports/clock";
import { createApp } from "./app";
import { createHttpServer } from "./http-server";
import { createClock } from "../clock";
import { createLogger, type ServerLogger } from "./logger";
import { createObservability } from "./observability";
import { listenForMetrics } from "./metrics-server";
import { gracefulShutdown } from "./shutdown";
import { startPeriodicTask } from "./periodic-task";

type UpstreamName = keyof AppConfig["upstreams"];
type RunningFake = { url: string; close(): Promise<void> };

type EmbeddedFakeOptions = {
  today: Date;
  /** The site's clock: the fakes play today's races by it (results appear as the day goes on). */
  clock?: () => Date;
  fixtures?: string;
  ignoredQueryParams?: string[];
  fixturesOnly?: boolean;
};

/** What the server needs of the fake upstreams when it embeds them (a demo on a laptop). */
export type EmbeddableFakes = {
  DEFAULT_FAKE_PORTS: Record<UpstreamName, number>;
  startFake(name: UpstreamName, options: EmbeddedFakeOptions & { port: number }): Promise<RunningFake>;
  /** FAKE_FIXTURES and its companions, read from the environment. */
  fixtureOptionsFromEnv(env: NodeJS.ProcessEnv): Omit<EmbeddedFakeOptions, "today">;
  /** A HAR fixture file the fakes cannot read. */
  FixtureFileError: new (...args: never[]) => Error;
};

export type LaunchOptions = {
  /** Development: the Vite dev server that loaded this module. Production: the build bundled with it. */
  views: { build: ServerBuild; clientDir: string } | { vite: ViteDevServer };
  /** True when the operator set NODE_ENV=production: a real deployment, secrets and upstream URLs mandatory. */
  deployment: boolean;
  /** Loads the fakes only when they are embedded: production images do not ship them. */
  loadFakes: () => Promise<EmbeddableFakes>;
  env?: NodeJS.ProcessEnv;
};

/** Fills each missing upstream URL with an embedded fake, so one command runs the whole site. */
async function withEmbeddedFakes(config: AppConfig, loadFakes: () => Promise<EmbeddableFakes>, logger: ServerLogger, clock: Clock) {
  const missing = (["trotting", "content", "fantasy"] as const).filter((name) => !config.upstreams[name]);
  if (missing.length === 0) return { config, close: async () => {} };
  let fakes: EmbeddableFakes;
  try {
    fakes = await loadFakes();
  } catch (error) {
    logger.debug({ err: error }, "fakes not loadable");
    throw new ConfigError([
      `API finte non disponibili in questa installazione: imposta ${missing.map((name) => UPSTREAM_VARIABLES[name]).join(", ")} con gli URL delle API reali`,
    ]);
  }
  const running: RunningFake[] = [];
  const upstreams = { ...config.upstreams };
  // HAR fixtures (FAKE_FIXTURES) are read by the fakes' own module: a bad file is a configuration problem.
  const fakeOptions = { ...fakes.fixtureOptionsFromEnv(process.env), today: clock.now(), clock: () => clock.now() };
  try {
    for (const name of missing) {
      const fake = await startFakeOnPreferredPort(fakes, name, fakeOptions);
      running.push(fake);
      upstreams[name] = fake.url;
    }
  } catch (error) {
    await Promise.all(running.map((fake) => fake.close()));
    if (error instanceof fakes.FixtureFileError) throw new ConfigError([error.message]);
    throw error;
  }
  return { config: { ...config, upstreams }, close: async () => void (await Promise.all(running.map((fake) => fake.close()))) };
}

const UPSTREAM_VARIABLES: Record<UpstreamName, string> = {
  trotting: "TROTTO_API_URL",
  content: "CONTENT_API_URL",
  fantasy: "FANTASY_API_URL",
};

/** The fake's usual port, or any free one when another copy of the site already uses it. */
async function startFakeOnPreferredPort(fakes: EmbeddableFakes, name: UpstreamName, options: EmbeddedFakeOptions): Promise<RunningFake> {
  try {
    return await fakes.startFake(name, { ...options, port: fakes.DEFAULT_FAKE_PORTS[name] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    return fakes.startFake(name, { ...options, port: 0 });
  }
}

export async function startServer(baseConfig: AppConfig, options: Omit<LaunchOptions, "deployment" | "env">): Promise<Server> {
  const logger = createLogger(baseConfig.logLevel);
  // One clock for the site and the fakes it embeds, so both agree on today.
  const clock = createClock(baseConfig.today);
  const fakes =
    baseConfig.fakes === "embedded"
      ? await withEmbeddedFakes(baseConfig, options.loadFakes, logger, clock)
      : { config: baseConfig, close: async () => {} };
  if (process.env.FAKE_FIXTURES && Object.values(baseConfig.upstreams).every(Boolean)) {
    logger.warn({ fixtures: process.env.FAKE_FIXTURES }, "FAKE_FIXTURES ignorato: ogni upstream ha il suo URL, nessun fake incorporato");
  }
  const config = fakes.config;
  for (const [name, url] of Object.entries(config.upstreams)) {
    logger.info({ upstream: name, url, embeddedFake: !baseConfig.upstreams[name as UpstreamName] }, "upstream");
  }
  // Metrics always, traces when an OTLP endpoint is set: the upstream clients report into both (docs/OPERATIONS.md).
  const observability = await createObservability(config);
  const wiring = await composeSite(config, {
    logger,
    clock,
    telemetry: observability.upstreamTelemetry,
    development: "vite" in options.views,
  });
  const { jobs } = wiring;
  const {
    listener,
    close: closeApp,
    readiness,
    raceDayStreams,
    metrics,
  } = await createApp({ config, logger, wiring, views: options.views, observability });
  const server = createHttpServer(listener, config);
  const mode = "vite" in options.views ? "development" : "production";
  // Background jobs (the starting-number statistics) run here on their timers, never in a visitor's request.
  const periodicTasks = Object.values(jobs).map((job) => startPeriodicTask({ ...job, logger }));
  let metricsServer: Server | undefined;
  const cleanup = () =>
    Promise.allSettled([
      ...periodicTasks.map((task) => task.stop()),
      new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined))),
      observability.tracing.shutdown(),
      closeApp(),
      fakes.close(),
      "vite" in options.views ? options.views.vite.close() : undefined,
    ]);
  try {
    // The metrics port first: a start that fails there leaves no public port listening.
    if (config.metrics.port !== undefined) {
      metricsServer = await listenForMetrics(metrics, config.metrics.port, config.metrics.host, logger).catch(
        (error: NodeJS.ErrnoException) => {
          throw error.code === "EADDRINUSE"
            ? new StartupError(`METRICS_PORT: la porta ${config.metrics.port} è già in uso da un altro programma: scegline un'altra`)
            : error;
        },
      );
    }
    await listen(server, config.port, config.host);
    if (observability.tracing.enabled) logger.info({ serviceName: config.tracing.serviceName }, "tracce OpenTelemetry inviate via OTLP");
  } catch (error) {
    await cleanup();
    throw error;
  }
  logger.info({ port: config.port, host: config.host ?? "*", mode }, `Sulky in ascolto su http://localhost:${config.port}`);
  logFramePolicy(config, logger);
  // The race day's poller: in the background, only the lease's holder asks the upstream.
  raceDayStreams?.startPolling();

  const shutdown = gracefulShutdown({
    server,
    readiness,
    logger,
    timeoutMs: config.limits.shutdownTimeoutMs,
    // Event streams never finish by themselves: they end first, and browsers reconnect to another instance.
    onDrain: () => raceDayStreams?.closeStreams(),
    cleanup,
  });
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  return server;
}

/** A start-up failure the operator can fix, told in one line. */
class StartupError extends Error {}

/** Listens, or fails with one line an operator can act on (a busy port, a reserved one, an address not on this machine). */
function listen(server: Server, port: number, host: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const where = host ? `${host}:${port}` : `la porta ${port}`;
      const lines: Record<string, string> = {
        EADDRINUSE: `PORT: ${where} è già in uso da un altro programma: fermalo o imposta PORT con una porta libera`,
        EACCES: `PORT: ${where} richiede privilegi che il processo non ha: usa una porta sopra 1024`,
        EADDRNOTAVAIL: `HOST: ${host ?? ""} non è un indirizzo di questa macchina`,
        ENOTFOUND: `HOST: ${host ?? ""} non si risolve in un indirizzo`,
      };
      const line = error.code ? lines[error.code] : undefined;
      reject(line ? new StartupError(line) : error);
    };
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolve();
    });
  });
}

/** One start-up line saying who may frame the partner pages (docs/decisions/024-production-settings-and-failing-fast.md). */
function logFramePolicy(config: AppConfig, logger: ServerLogger) {
  const sources = config.partnerFrameAncestors;
  if (sources.length === 1 && sources[0] === "'none'") {
    logger.info(
      { frameAncestors: sources },
      "pagine partner: nessun sito può incorniciarle (imposta PARTNER_FRAME_ANCESTORS con i siti dei partner)",
    );
  } else {
    logger.info({ frameAncestors: sources }, `pagine partner: possono incorniciarle ${sources.join(" ")}`);
  }
}

/**
 * Reads the configuration and starts the site. Whatever stops the start (a setting, a
 * busy port, a missing file) ends the process with exit code 1 and Italian lines, never
 * a stack trace (LOG_LEVEL=debug adds it for developers).
 */
export async function launch(options: LaunchOptions): Promise<Server | undefined> {
  const env = options.env ?? process.env;
  try {
    const config = loadConfig({ ...env, NODE_ENV: options.deployment ? "production" : "development" });
    if (!options.deployment && !env.SESSION_SECRET) {
      console.warn("SESSION_SECRET non impostata: uso una chiave di sviluppo (in produzione impostala con NODE_ENV=production).");
    }
    return await startServer(config, options);
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else {
      console.error(`Avvio non riuscito: ${(error as Error).message ?? String(error)}`);
      if (env.LOG_LEVEL === "debug") console.error(error);
    }
    process.exitCode = 1;
    if ("vite" in options.views) await options.views.vite.close().catch(() => undefined);
    return undefined;
  }
}
