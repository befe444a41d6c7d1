import { mkdtempSync } from "node:fs";
import request from "supertest";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SpanExporter } from "@opentelemetry/sdk-trace-base";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { startFakeUpstreams, type FakeOptions } from "~/fake-upstreams/index";
import { TEST_TODAY } from "./today";

export type TestSite = Awaited<ReturnType<typeof startTestSite>>;
export type UpstreamUrls = { trotting: string; content: string; fantasy: string };
type FakeSet = Awaited<ReturnType<typeof startFakeUpstreams>>;

export { TEST_TODAY } from "./today";

/*
 * What a worker shares. Vitest runs the test files of a worker one after another in one
 * module graph (the "shared" project of vitest.config.ts is not isolated), so these outlive a
 * file: the next file's site compiles no view again and simulates no world again. They end
 * with the worker's process.
 */
let sharedVite: Promise<ViteDevServer> | undefined;
/** The fakes with default options, by the day they take as today. */
const sharedFakes = new Map<string, Promise<FakeSet>>();

function viteServer(): Promise<ViteDevServer> {
  sharedVite ??= createViteServer({
    // No file watching: the suite changes no source while it runs, and watching the tree costs a scan.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "error",
  }).catch((error: unknown) => {
    sharedVite = undefined;
    throw error;
  });
  return sharedVite;
}

function startFakes(today: Date, options: FakeOptions = {}): Promise<FakeSet> {
  const stateFile = path.join(mkdtempSync(path.join(tmpdir(), "sulky-test-")), "fantasy.json");
  return startFakeUpstreams({
    trotting: { port: 0, quiet: true, today, ...options },
    content: { port: 0, quiet: true, today, ...options },
    fantasy: { port: 0, quiet: true, stateFile, today, ...options },
  });
}

/** The worker's fakes for a day, as they started: no fault, no count, no player, no listing left by an earlier file. */
async function sharedFakesFor(today: Date): Promise<FakeSet> {
  const key = today.toISOString();
  let fakes = sharedFakes.get(key);
  if (!fakes) {
    fakes = startFakes(today).catch((error: unknown) => {
      sharedFakes.delete(key);
      throw error;
    });
    sharedFakes.set(key, fakes);
  }
  const running = await fakes;
  await Promise.all(
    Object.values(running.fakes).map(async (fake) => {
      const answer = await fetch(`${fake!.origin}/__fake/fresh`, { method: "POST" });
      if (!answer.ok) throw new Error(`${fake!.name}: fresh start refused (${answer.status})`);
    }),
  );
  return running;
}

/**
 * The whole site in one process for route tests: the three fakes on ephemeral ports and
 * Sulky in development mode, loaded through Vite's dev server like `npm run dev` (server, use
 * cases and views in one module graph, no build needed). Sulky's clock and the fakes read the
 * same pinned day, so the suite passes on any date.
 *
 * The Vite server and the fakes are the worker's (see above); the site is the caller's: each
 * call composes a new Sulky (its config and env, caches, sessions, rate limits, page cache) and
 * hands over fakes with nothing injected or written by an earlier file. Fakes with options (HAR
 * fixtures) are the site's own and close with it.
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
  const ownFakes = options.fakes !== undefined;
  const [vite, fakes] = await Promise.all([viteServer(), ownFakes ? startFakes(today, options.fakes) : sharedFakesFor(today)]);
  const fakeUrls = { trotting: fakes.fakes.trotting!.url, content: fakes.fakes.content!.url, fantasy: fakes.fakes.fantasy!.url };
  const upstreamUrls = options.routeUpstreams ? await options.routeUpstreams(fakeUrls) : fakeUrls;
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
  // The server's own composition root, with the pinned day's clock.
  const wiring = await sulky.composeSite(config, {
    logger,
    clock: { now: () => new Date(today) },
    telemetry: observability.upstreamTelemetry,
    development: true,
  });
  const { useCases, jobs, ports, upstreams, raceDay } = wiring;
  const site = await sulky.createApp({ config, logger, wiring, views: { vite }, observability });
  for (const page of options.warmUp ?? []) await request(site.app).get(page);
  return {
    app: site.app,
    /** The HTTP server's request listener: the event streams, then `app` (a test that reads a stream listens with it). */
    listener: site.listener,
    /** The Prometheus endpoint, which the site serves on METRICS_PORT. */
    metrics: site.metrics,
    config,
    ports,
    useCases,
    /** The site's background jobs: a test runs one (the statistics' refresh) itself instead of waiting for its timer. */
    jobs,
    /** The race day's wiring: a test runs the poller's rounds itself (`raceDay.pollRaceDays()`). */
    raceDay,
    /** The upstream clients (a test clears their caches to stand for their lifetimes passing). */
    upstreams,
    /** The page cache, when the test turned it on (PAGE_CACHE=on). */
    pageCache: site.pageCache,
    today,
    fakes: fakes.fakes,
    /** The views as the site renders them (route modules, manifest), from the same module graph. */
    serverBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    /** Ends this site; the worker's Vite server and shared fakes stay for the next file. */
    async close() {
      await site.close();
      await observability.tracing.shutdown();
      if (ownFakes) await fakes.close();
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
