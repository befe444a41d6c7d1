import { createServer, type Server } from "node:http";
import type { ServerBuild } from "react-router";
import { DEFAULT_FAKE_PORTS, startFake, type FakeName, type FakeOptions, type RunningFake } from "../../fake-upstreams/index";
import type { AppConfig } from "../config";
import { composeApplication } from "../composition-root";
import { createApp } from "./app";
import { createLogger } from "./logger";
import { requestScopeProvider } from "./request-scope";
import { gracefulShutdown } from "./shutdown";

/** Fills each missing upstream URL with an embedded fake, so one command runs the whole site. */
async function withEmbeddedFakes(config: AppConfig, fakeOptions: FakeOptions) {
  const missing = (["trotting", "content", "fantasy"] as const).filter((name) => !config.upstreams[name]);
  if (missing.length === 0) return { config, close: async () => {} };
  const running: RunningFake[] = [];
  const upstreams = { ...config.upstreams };
  try {
    for (const name of missing) {
      const fake = await startFakeOnPreferredPort(name, fakeOptions);
      running.push(fake);
      upstreams[name] = fake.url;
    }
  } catch (error) {
    await Promise.all(running.map((fake) => fake.close()));
    throw error;
  }
  return { config: { ...config, upstreams }, close: async () => void (await Promise.all(running.map((fake) => fake.close()))) };
}

/** The fake's usual port, or any free one when another copy of the site already uses it. */
async function startFakeOnPreferredPort(name: FakeName, fakeOptions: FakeOptions): Promise<RunningFake> {
  try {
    return await startFake(name, { ...fakeOptions, port: DEFAULT_FAKE_PORTS[name] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    return startFake(name, { ...fakeOptions, port: 0 });
  }
}

/** `fakes`: options of the embedded fakes (HAR fixtures), used only for upstreams without a URL. */
export async function startServer(baseConfig: AppConfig, options: { build?: ServerBuild; clientDir?: string; fakes?: FakeOptions }): Promise<Server> {
  const logger = createLogger(baseConfig.logLevel);
  const fakes = await withEmbeddedFakes(baseConfig, options.fakes ?? {});
  if (options.fakes?.fixtures && Object.values(baseConfig.upstreams).every(Boolean)) {
    logger.warn({ fixtures: options.fakes.fixtures }, "FAKE_FIXTURES ignorato: ogni upstream ha il suo URL, nessun fake incorporato");
  }
  const config = fakes.config;
  for (const [name, url] of Object.entries(config.upstreams)) {
    logger.info({ upstream: name, url, embeddedFake: !baseConfig.upstreams[name as keyof AppConfig["upstreams"]] }, "upstream");
  }
  const { useCases, upstreams } = composeApplication(config, { scope: requestScopeProvider(logger) });
  const { app, close: closeApp, readiness } = await createApp({ config, logger, useCases, upstreams, build: options.build, clientDir: options.clientDir });
  // Oversized headers get Node's own 431 before any of Sulky's code runs.
  const server = createServer({ maxHeaderSize: config.limits.maxHeaderBytes }, app);
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.listen(config.port, () => {
    logger.info({ port: config.port, mode: options.build ? "production" : "development" }, `Sulky in ascolto su http://localhost:${config.port}`);
  });

  const shutdown = gracefulShutdown({
    server,
    readiness,
    logger,
    timeoutMs: config.limits.shutdownTimeoutMs,
    cleanup: () => Promise.allSettled([closeApp(), fakes.close()]),
  });
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  return server;
}
