/**
 * `npm run tbt` (after `npm run build`): the main thread's blocking time of the audited pages
 * (those of `npm run lighthouse`, scripts/audited-pages.ts, each checked to answer 200 on both builds),
 * traced in Debian's Chromium at 412 px with 4× CPU throttling, the build under test alternating
 * with a reference build in the same sitting, so that both meet the same load on a shared machine.
 *
 * For each page and each build, TBT_RUNS runs (default 5), each in a fresh browser: the page is
 * loaded (served from the page cache, asked for once before, as `npm run lighthouse` does) and
 * traced until it has hydrated and the main thread has been quiet for a second. TBT is Lighthouse's
 * definition on the observed trace: every task after the first contentful paint counts its time
 * beyond 50 ms. The report prints, per page and build, the minimum and the median of the runs (the
 * minimum is the figure to hold: load only ever adds time), the longest task of the median run and
 * where its time went (script by file, style and layout, garbage collection, HTML parsing, other).
 *
 * The browser is driven over the DevTools protocol through a pipe, with only the Page, Runtime,
 * Emulation and Tracing domains: the Network domain (which Playwright and Lighthouse turn on)
 * makes Chromium report every request to the client and lengthens the script tasks it traces.
 *
 * Env: SULKY_BUILD_DIR (build under test, default build), TBT_REFERENCE_BUILD (the reference build,
 * e.g. main built in a worktree: `git worktree add ../ref main && cd ../ref && npm ci && npm run build`;
 * without it only the build under test is traced), TBT_RUNS (default 5), TBT_PAGES (names,
 * comma-separated: home, scheda, arrivi, notizia, classifica), CHROMIUM_PATH, TBT_TRACE_DIR (keeps every
 * run's trace there as `page-build-run.json`, to open in Chromium's Performance panel).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { assertAnswered200, auditedPages, PHONE_UA } from "./audited-pages";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
import { stackToday } from "./stack-today";
import { analyse, describe, type Figures, type TraceEvent } from "./tbt/blocking-time";

const today = stackToday();
const RUNS = Math.max(1, Number(process.env.TBT_RUNS ?? 5));
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };
const QUIET_MS = 1000;
const PAGE_TIMEOUT_MS = 60_000;
const TRACE_DIR = process.env.TBT_TRACE_DIR;
const PAGE_NAMES = process.env.TBT_PAGES?.split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "loading",
  "toplevel",
  "disabled-by-default-v8.gc",
];

type Build = { label: string; dir: string; origin?: string; server?: ChildProcess };
const builds: Build[] = [{ label: "in prova", dir: path.resolve(process.env.SULKY_BUILD_DIR ?? "build") }];
if (process.env.TBT_REFERENCE_BUILD) builds.push({ label: "riferimento", dir: path.resolve(process.env.TBT_REFERENCE_BUILD) });
for (const build of builds) {
  if (!existsSync(path.join(build.dir, "server/index.js"))) {
    console.error(`Nessuna build in ${build.dir}: esegui \`npm run build\` (o imposta SULKY_BUILD_DIR / TBT_REFERENCE_BUILD).`);
    process.exit(2);
  }
}

// ---- A DevTools protocol client over Chromium's pipe (fd 3 to the browser, fd 4 from it) ----

type CdpEvent = { method: string; params: Record<string, unknown>; sessionId?: string };

class Cdp {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Set<(event: CdpEvent) => void>();
  private buffer = "";

  constructor(
    private readonly toBrowser: Writable,
    fromBrowser: Readable,
  ) {
    fromBrowser.setEncoding("utf8");
    fromBrowser.on("data", (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf("\0")) >= 0) {
        const message = JSON.parse(this.buffer.slice(0, end)) as { id?: number; result?: never; error?: { message: string } } & CdpEvent;
        this.buffer = this.buffer.slice(end + 1);
        if (message.id !== undefined) {
          const waiting = this.pending.get(message.id);
          this.pending.delete(message.id);
          if (message.error) waiting?.reject(new Error(message.error.message));
          else waiting?.resolve(message.result as never);
        } else for (const listener of this.listeners) listener(message);
      }
    });
  }

  send<T = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> {
    const id = this.nextId++;
    this.toBrowser.write(JSON.stringify({ id, method, params, sessionId }) + "\0");
    return new Promise<T>((resolve, reject) => this.pending.set(id, { resolve: resolve as (value: never) => void, reject }));
  }

  on(listener: (event: CdpEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  waitFor(method: string, sessionId?: string, timeoutMs = PAGE_TIMEOUT_MS): Promise<CdpEvent> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => (off(), reject(new Error(`${method} non arrivato in ${timeoutMs} ms`))), timeoutMs);
      const off = this.on((event) => {
        if (event.method !== method || (sessionId && event.sessionId !== sessionId)) return;
        clearTimeout(timer);
        off();
        resolve(event);
      });
    });
  }
}

/** One traced load of a page in a fresh browser. */
async function traceOnce(url: string): Promise<TraceEvent[]> {
  const browser = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, "--remote-debugging-pipe", `--window-size=${VIEWPORT.width},${VIEWPORT.height}`, "about:blank"],
    {
      stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"],
    },
  );
  try {
    const cdp = new Cdp(browser.stdio[3] as Writable, browser.stdio[4] as Readable);
    const { targetId } = await cdp.send<{ targetId: string }>("Target.createTarget", { url: "about:blank" });
    const { sessionId } = await cdp.send<{ sessionId: string }>("Target.attachToTarget", { targetId, flatten: true });
    const page = (method: string, params: Record<string, unknown> = {}) => cdp.send(method, params, sessionId);
    await page("Page.enable");
    await page("Runtime.enable");
    await page("Emulation.setDeviceMetricsOverride", { ...VIEWPORT, deviceScaleFactor: 1.75, mobile: true });
    await page("Emulation.setUserAgentOverride", { userAgent: PHONE_UA });
    await page("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    const events: TraceEvent[] = [];
    const off = cdp.on((event) => {
      if (event.method === "Tracing.dataCollected") events.push(...(event.params.value as TraceEvent[]));
    });
    await cdp.send("Tracing.start", { traceConfig: { includedCategories: TRACE_CATEGORIES }, transferMode: "ReportEvents" });
    const loaded = cdp.waitFor("Page.loadEventFired", sessionId);
    await page("Page.navigate", { url });
    await loaded;
    // Until the page has hydrated, then a quiet second for what follows hydration.
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    for (;;) {
      const { result } = await page("Runtime.evaluate", {
        expression: "document.documentElement.dataset.hydrated === 'true'",
        returnByValue: true,
      });
      if ((result as { value?: boolean }).value) break;
      if (Date.now() > deadline) throw new Error(`${url} non si è idratata in ${PAGE_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const complete = cdp.waitFor("Tracing.tracingComplete");
    await cdp.send("Tracing.end");
    await complete;
    off();
    await cdp.send("Browser.close").catch(() => {});
    return events;
  } finally {
    if (browser.exitCode === null) browser.kill("SIGKILL");
  }
}

// ---- The servers ----

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

async function startServer(build: Build) {
  const port = await freePort();
  build.origin = `http://127.0.0.1:${port}`;
  // Each build is started by its own checkout's starter: another checkout's would find the build
  // older than its own sources and build them over it.
  const checkout = path.dirname(build.dir);
  const starter = existsSync(path.join(checkout, "scripts/start.js")) ? path.join(checkout, "scripts/start.js") : "scripts/start.js";
  build.server = spawn(process.execPath, [starter], {
    cwd: existsSync(path.join(checkout, "scripts/start.js")) ? checkout : process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "",
      SULKY_BUILD_DIR: build.dir,
      PORT: String(port),
      LOG_LEVEL: "warn",
      SITE_URL: build.origin,
      SULKY_TODAY: today.day,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (build.server.exitCode !== null) throw new Error(`il server di ${build.dir} è uscito con codice ${build.server.exitCode}`);
    if ((await fetch(`${build.origin}/healthz`).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`il server di ${build.dir} non risponde`);
}

/** Asks for a page once (a few tries: a busy server may drop a first connection). */
async function warm(url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await (await fetch(url, { headers: { "User-Agent": PHONE_UA } })).arrayBuffer();
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

async function main() {
  for (const build of builds) await startServer(build);
  // The same addresses on every build (each checked for a 200 there: a redirect would be measured instead).
  const pages = await auditedPages(builds[0].origin!, { today: today.instant, names: PAGE_NAMES });
  for (const build of builds.slice(1)) await assertAnswered200(build.origin!, pages);
  const loadBefore = load();
  console.log(
    `TBT a ${CPU_SLOWDOWN}× di rallentamento CPU, ${VIEWPORT.width} px, ${RUNS} esecuzioni per pagina e build, alternate (Chromium ${CHROMIUM_PATH})\n` +
      builds.map((build) => `  ${build.label}: ${build.dir}`).join("\n") +
      `\n  carico medio all'inizio: ${loadBefore}\n`,
  );
  const lines: string[] = [];
  for (const page of pages) {
    // The page cache holds each page before its runs, as for a popular page.
    for (const build of builds) await warm(build.origin! + page.path);
    const runs = new Map<Build, Figures[]>(builds.map((build) => [build, []]));
    for (let run = 0; run < RUNS; run++) {
      const order = run % 2 === 0 ? builds : [...builds].reverse();
      for (const build of order) {
        const events = await traceOnce(build.origin! + page.path);
        if (TRACE_DIR) {
          mkdirSync(TRACE_DIR, { recursive: true });
          writeFileSync(
            path.join(TRACE_DIR, `${page.name}-${builds.indexOf(build) === 0 ? "prova" : "riferimento"}-${run + 1}.json`),
            JSON.stringify({ traceEvents: events }),
          );
        }
        runs.get(build)!.push(analyse(events));
      }
    }
    for (const build of builds) {
      const figures = [...runs.get(build)!].sort((a, b) => a.tbt - b.tbt);
      const median = figures[Math.floor(figures.length / 2)];
      const line =
        `${page.name.padEnd(11)} ${build.label.padEnd(11)} TBT min ${String(Math.round(figures[0].tbt)).padStart(4)} ms · mediana ${String(Math.round(median.tbt)).padStart(4)} ms ` +
        `(${figures.map((figure) => Math.round(figure.tbt)).join(", ")}) · compito più lungo (mediana) ${Math.round(median.longest)} ms: ${describe(median.attribution)}`;
      console.log(line);
      lines.push(line);
    }
  }
  console.log(`\ncarico medio: ${loadBefore} all'inizio, ${load()} alla fine`);
}

async function cleanUp() {
  for (const build of builds) {
    if (build.server && build.server.exitCode === null) {
      const exited = new Promise((resolve) => build.server!.once("exit", resolve));
      build.server.kill("SIGTERM");
      await exited;
    }
  }
}

try {
  await main();
  await cleanUp();
  process.exit(0);
} catch (error) {
  console.error(error);
  await cleanUp();
  process.exit(1);
}
