import { mkdtempSync } from "node:fs";
import request from "supertest";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SpanExporter } from "@opentelemetry/sdk-trace-base";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { startFakeUpstreams, type FakeOptions } from "~/fake-upstreams/index";
import { TEST_TODAY } from "./today";

export type TestSite = Awaited<ReturnType<typeof startTestSite>>;
export type UpstreamUrls = { trotting: string; content: string; fantasy: string };

export { TEST_TODAY } from "./today";

/**
 * The whole site in one process for route tests: the three fakes on ephemeral
 * ports and Sulky in development mode, loaded through Vite's dev server like
 * `npm run dev` (server, use cases and views in one module graph, no build needed).
 * Sulky's clock and the fakes read the same pinned day, so the suite passes on any date.
 */
export async function startTestSite(
  options: {
    /** The day the site and the fakes take as today (default TEST_TODAY). */
    today?: Date;
    env?: Record<string, string>;
    fakes?: FakeOptions;
    /** Puts something between Sulky and the fakes (a recording proxy): gets the fakes' URLs, returns the ones Sulky calls. */
    routeUpstreams?: (urls: UpstreamUrls) => Promise<UpstreamUrls>;
    /** Pages requested once before the tests: development mode compiles views on first use, which must not eat into upstream deadlines. */
    warmUp?: string[];
    /** Receives every JSON log line of the site (level info and up) instead of silence. */
    logLines?: string[];
    /** Traces on, into this exporter (an in-memory one), as if OTEL_EXPORTER_OTLP_ENDPOINT were set. */
    spanExporter?: SpanExporter;
  } = {},
) {
  const today = options.today ?? TEST_TODAY;
  const stateFile = path.join(mkdtempSync(path.join(tmpdir(), "sulky-test-")), "fantasy.json");
  const fakes = await startFakeUpstreams({
    trotting: { port: 0, quiet: true, today, ...options.fakes },
    content: { port: 0, quiet: true, today, ...options.fakes },
    fantasy: { port: 0, quiet: true, stateFile, today, ...options.fakes },
  });
  const fakeUrls = { trotting: fakes.fakes.trotting!.url, content: fakes.fakes.content!.url, fantasy: fakes.fakes.fantasy!.url };
  const upstreamUrls = options.routeUpstreams ? await options.routeUpstreams(fakeUrls) : fakeUrls;
  const vite = await createViteServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: "custom", logLevel: "error" });
  const sulky = (await vite.ssrLoadModule("/src/server/site.ts")) as typeof import("~/src/server/site");
  const config = sulky.loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: options.logLines ? "info" : "silent",
    TROTTO_API_URL: upstreamUrls.trotting,
    CONTENT_API_URL: upstreamUrls.content,
    FANTASY_API_URL: upstreamUrls.fantasy,
    UPSTREAM_TIMEOUT_MS: "1500",
    ...(options.spanExporter ? { OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" } : {}),
    ...options.env,
  });
  const logLines = options.logLines;
  const logger = sulky.createLogger(config.logLevel, logLines ? { write: (line) => void logLines.push(line) } : undefined);
  const observability = await sulky.createObservability(config, { spanExporter: options.spanExporter });
  const { useCases, ports, upstreams, raceDay } = sulky.composeApplication(config, {
    scope: sulky.requestScopeProvider(logger),
    clock: { now: () => new Date(today) },
    telemetry: observability.upstreamTelemetry,
  });
  const site = await sulky.createApp({ config, logger, useCases, upstreams, raceDay, views: { vite }, observability });
  for (const page of options.warmUp ?? []) await request(site.app).get(page);
  return {
    app: site.app,
    /** The HTTP server's request listener: the event streams, then `app` (a test that reads a stream listens with it). */
    listener: site.listener,
    /** The Prometheus endpoint, which the site serves on METRICS_PORT. */
    metrics: site.metrics,
    config,
    ports,
    /** The site's use cases: a test runs the background work (the statistics' refresh) through them. */
    useCases,
    /** The live race day's wiring: a test runs the poller's rounds itself (`raceDay.pollRaceDays()`). */
    raceDay,
    /** The upstream clients (a test clears their caches to stand for their lifetimes passing). */
    upstreams,
    /** The page cache, when the test turned it on (PAGE_CACHE=on). */
    pageCache: site.pageCache,
    today,
    fakes: fakes.fakes,
    /** The views as the site renders them (route modules, manifest), from the same module graph. */
    serverBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    async close() {
      await site.close();
      await observability.tracing.shutdown();
      await vite.close();
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
