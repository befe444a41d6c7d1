import { mkdtempSync } from "node:fs";
import request from "supertest";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFakeUpstreams, type FakeOptions } from "../../fake-upstreams/index";
import { loadConfig } from "../../src/config";
import { composeApplication } from "../../src/composition-root";
import type { Clock } from "../../src/ports/clock";
import { createApp } from "../../src/server/app";
import { createLogger } from "../../src/server/logger";
import { requestScopeProvider } from "../../src/server/request-scope";

export type TestSite = Awaited<ReturnType<typeof startTestSite>>;
export type UpstreamUrls = { trotting: string; content: string; fantasy: string };

/**
 * The whole site in one process for route tests: the three fakes on ephemeral
 * ports and Sulky in development mode (Vite renders the views, no build needed).
 */
export async function startTestSite(
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    fakes?: FakeOptions;
    /** Puts something between Sulky and the fakes (a recording proxy): gets the fakes' URLs, returns the ones Sulky calls. */
    routeUpstreams?: (urls: UpstreamUrls) => Promise<UpstreamUrls>;
    /** Pages requested once before the tests: development mode compiles views on first use, which must not eat into upstream deadlines. */
    warmUp?: string[];
  } = {},
) {
  const stateFile = path.join(mkdtempSync(path.join(tmpdir(), "sulky-test-")), "fantasy.json");
  const fakes = await startFakeUpstreams({
    trotting: { port: 0, quiet: true, ...options.fakes },
    content: { port: 0, quiet: true, ...options.fakes },
    fantasy: { port: 0, quiet: true, stateFile, ...options.fakes },
  });
  const fakeUrls = { trotting: fakes.fakes.trotting!.url, content: fakes.fakes.content!.url, fantasy: fakes.fakes.fantasy!.url };
  const upstreamUrls = options.routeUpstreams ? await options.routeUpstreams(fakeUrls) : fakeUrls;
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    TROTTO_API_URL: upstreamUrls.trotting,
    CONTENT_API_URL: upstreamUrls.content,
    FANTASY_API_URL: upstreamUrls.fantasy,
    UPSTREAM_TIMEOUT_MS: "1500",
    ...options.env,
  });
  const logger = createLogger(config.logLevel);
  const { useCases, ports, upstreams } = composeApplication(config, { scope: requestScopeProvider(logger), clock: options.clock });
  const site = await createApp({ config, logger, useCases, upstreams, hmr: false });
  for (const page of options.warmUp ?? []) await request(site.app).get(page);
  return {
    app: site.app,
    config,
    ports,
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
