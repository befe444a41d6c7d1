import { mkdtempSync } from "node:fs";
import request from "supertest";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFakeUpstreams, type FakeOptions } from "../../fake-upstreams/index";
import { loadConfig } from "../../src/config";
import { composeApplication } from "../../src/composition-root";
import { createApp } from "../../src/server/app";
import { createLogger } from "../../src/server/logger";
import { requestScopeProvider } from "../../src/server/request-scope";
import { TEST_TODAY } from "./today";

export type TestSite = Awaited<ReturnType<typeof startTestSite>>;

export { TEST_TODAY } from "./today";

/**
 * The whole site in one process for route tests: the three fakes on ephemeral
 * ports and Sulky in development mode (Vite renders the views, no build needed).
 * Sulky's clock and the fakes read the same pinned day, so the suite passes on any date.
 */
export async function startTestSite(
  options: {
    /** The day the site and the fakes take as today (default TEST_TODAY). */
    today?: Date;
    env?: Record<string, string>;
    fakes?: FakeOptions;
    /** Pages requested once before the tests: development mode compiles views on first use, which must not eat into upstream deadlines. */
    warmUp?: string[];
  } = {},
) {
  const today = options.today ?? TEST_TODAY;
  const stateFile = path.join(mkdtempSync(path.join(tmpdir(), "sulky-test-")), "fantasy.json");
  const fakes = await startFakeUpstreams({
    trotting: { port: 0, quiet: true, today, ...options.fakes },
    content: { port: 0, quiet: true, today, ...options.fakes },
    fantasy: { port: 0, quiet: true, stateFile, today, ...options.fakes },
  });
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    TROTTO_API_URL: fakes.fakes.trotting!.url,
    CONTENT_API_URL: fakes.fakes.content!.url,
    FANTASY_API_URL: fakes.fakes.fantasy!.url,
    UPSTREAM_TIMEOUT_MS: "1500",
    ...options.env,
  });
  const logger = createLogger(config.logLevel);
  const { useCases, ports, upstreams } = composeApplication(config, { scope: requestScopeProvider(logger), clock: { now: () => new Date(today) } });
  const site = await createApp({ config, logger, useCases, upstreams, hmr: false });
  for (const page of options.warmUp ?? []) await request(site.app).get(page);
  return {
    app: site.app,
    config,
    ports,
    today,
    fakes: fakes.fakes,
    async close() {
      await site.close();
      await fakes.close();
    },
  };
}

/** Asks a fake to fail in a given way for paths matching the pattern. */
export async function injectFault(fakeUrl: string, pathPattern: string, fault: string, times?: number) {
  const origin = new URL(fakeUrl).origin;
  const response = await fetch(`${origin}/__fake/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: pathPattern, fault, times }),
  });
  if (!response.ok) throw new Error(`fault injection refused: ${response.status}`);
}

export async function clearFaults(fakeUrl: string) {
  await fetch(`${new URL(fakeUrl).origin}/__fake/faults`, { method: "DELETE" });
}
