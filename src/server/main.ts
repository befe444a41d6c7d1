import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import { DEFAULT_FAKE_PORTS, startFake, type FakeName, type RunningFake } from "../../fake-upstreams/index";
import type { AppConfig } from "../config";
import { composeApplication } from "../composition-root";
import { createApp } from "./app";
import { createLogger } from "./logger";
import { requestScopeProvider } from "./request-scope";

/** Fills each missing upstream URL with an embedded fake, so one command runs the whole site. */
async function withEmbeddedFakes(config: AppConfig) {
  const missing = (["trotting", "content", "fantasy"] as const).filter((name) => !config.upstreams[name]);
  if (missing.length === 0) return { config, close: async () => {} };
  const running: RunningFake[] = [];
  const upstreams = { ...config.upstreams };
  for (const name of missing) {
    const fake = await startFakeOnPreferredPort(name);
    running.push(fake);
    upstreams[name] = fake.url;
  }
  return { config: { ...config, upstreams }, close: async () => void (await Promise.all(running.map((fake) => fake.close()))) };
}

/** The fake's usual port, or any free one when another copy of the site already uses it. */
async function startFakeOnPreferredPort(name: FakeName): Promise<RunningFake> {
  try {
    return await startFake(name, { port: DEFAULT_FAKE_PORTS[name] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    return startFake(name, { port: 0 });
  }
}

export async function startServer(baseConfig: AppConfig, options: { build?: ServerBuild; clientDir?: string }): Promise<Server> {
  const logger = createLogger(baseConfig.logLevel);
  const fakes = await withEmbeddedFakes(baseConfig);
  const config = fakes.config;
  for (const [name, url] of Object.entries(config.upstreams)) {
    logger.info({ upstream: name, url, embeddedFake: !baseConfig.upstreams[name as keyof AppConfig["upstreams"]] }, "upstream");
  }
  const { useCases } = composeApplication(config, { scope: requestScopeProvider(logger) });
  const { app, close: closeApp } = await createApp({ config, logger, useCases, build: options.build, clientDir: options.clientDir });
  const server = app.listen(config.port, () => {
    logger.info({ port: config.port, mode: options.build ? "production" : "development" }, `Sulky in ascolto su http://localhost:${config.port}`);
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, "arresto in corso");
    server.close(() => {
      void Promise.allSettled([closeApp(), fakes.close()]).finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}
