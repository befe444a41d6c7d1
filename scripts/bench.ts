/**
 * `npm run bench`: loopback load test of the production build, bounded (about two
 * minutes) and self-stopping. Requires an existing build (`npm run build`, or
 * SULKY_BUILD_DIR); builds nothing itself.
 *
 * 1. Starts the three fakes with 20 ms added to every answer, and the production
 *    server in its own process the way `npm start` does (scripts/start.js).
 * 2. Cold home page with the news upstream slowed to 1 s: time to first byte
 *    against time to last byte (the news section streams in after).
 * 3. Warms up, then for each page of scripts/bench/pages.ts:
 *    - Sulky: autocannon on the page (browser user agent);
 *    - ceiling: the same page's HTML saved as a file and served by express.static
 *      inside the same Express stack (same middlewares, same process);
 *    - floor: the server build's request handler called in this process with the
 *      page's data already in memory, as renders per second (scripts/bench/render-floor.ts);
 *    and the ratios Sulky/ceiling and Sulky/floor.
 *
 * Env: SULKY_BUILD_DIR (default build), BENCH_SECONDS (per Sulky run, default 8),
 * BENCH_CONNECTIONS (default 10).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { stackToday } from "./stack-today";

const buildDir = path.resolve(process.env.SULKY_BUILD_DIR ?? "build");
const serverBuildFile = path.join(buildDir, "server/index.js");
if (!existsSync(serverBuildFile)) {
  console.error(`Nessuna build in ${buildDir}: il benchmark non compila da sé. Esegui \`npm run build\` (o imposta SULKY_BUILD_DIR).`);
  process.exit(2);
}
// React and React Router pick their production builds when first imported.
process.env.NODE_ENV = "production";

const SULKY_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CEILING_SECONDS = Math.max(2, Math.round(SULKY_SECONDS * 0.6));
const FLOOR_MS = 2000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const UPSTREAM_LATENCY_MS = 20;
const SLOW_SECTION_MS = 1000;
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const CEILING_PREFIX = "__bench";

const { default: autocannon } = await import("autocannon");
const { startFake } = await import("../fake-upstreams/index");
// The built server, as `npm start` runs it: its use cases and views share one module graph.
const sulky = (await import(pathToFileURL(serverBuildFile).href)) as typeof import("../src/server/production-entry");
const { loadConfig, composeApplication, createLogger, requestScopeProvider } = sulky;
const { benchPages } = await import("./bench/pages");
const { createRenderFloor } = await import("./bench/render-floor");

const workDir = mkdtempSync(path.join(os.tmpdir(), "sulky-bench-"));
const cleanups: Array<() => Promise<void> | void> = [() => rmSync(workDir, { recursive: true, force: true })];
let child: ChildProcess | undefined;

async function main() {
  const started = performance.now();
  console.log(machineLine());
  console.log(`build: ${buildDir} · upstream +${UPSTREAM_LATENCY_MS} ms · autocannon ${CONNECTIONS} connessioni, ${SULKY_SECONDS} s Sulky / ${CEILING_SECONDS} s soffitto · pavimento ${FLOOR_MS / 1000} s\n`);

  const today = stackToday();
  const fakes = {
    trotting: await startFake("trotting", { port: 0, quiet: true, latencyMs: UPSTREAM_LATENCY_MS, today: today.instant }),
    content: await startFake("content", { port: 0, quiet: true, latencyMs: UPSTREAM_LATENCY_MS, today: today.instant }),
    fantasy: await startFake("fantasy", { port: 0, quiet: true, latencyMs: UPSTREAM_LATENCY_MS, today: today.instant, stateFile: path.join(workDir, "fantasy.json") }),
  };
  cleanups.push(() => Promise.all(Object.values(fakes).map((fake) => fake.close())).then(() => undefined));
  const upstreamEnv = { TROTTO_API_URL: fakes.trotting.url, CONTENT_API_URL: fakes.content.url, FANTASY_API_URL: fakes.fantasy.url, SULKY_TODAY: today.day };

  // The production build with one more folder in its client directory: the saved pages.
  const benchBuild = path.join(workDir, "build");
  mkdirSync(path.join(benchBuild, "client", CEILING_PREFIX), { recursive: true });
  symlinkSync(path.join(buildDir, "server"), path.join(benchBuild, "server"));
  for (const entry of readdirSync(path.join(buildDir, "client"))) symlinkSync(path.join(buildDir, "client", entry), path.join(benchBuild, "client", entry));

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["scripts/start.js"], {
    env: { ...process.env, ...upstreamEnv, NODE_ENV: "", SULKY_BUILD_DIR: benchBuild, PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  cleanups.push(() => stopChild());
  await waitForHealth(origin);

  const pages = benchPages(today.instant);
  const home = pages.find((page) => page.name === "home")!;

  // Warm the process on every page but those that read the news, so the home page's news stay cold.
  for (const page of pages.filter((p) => p.name !== "home" && p.name !== "news-list")) await repeat(origin + page.path, 10);

  console.log(`Home con le notizie lente (${SLOW_SECTION_MS} ms, prima visita a cache fredda), user agent di un browser:`);
  await fakeFault(fakes.content.origin, "^/wp-json/wp/v2/posts", `latency=${SLOW_SECTION_MS}`);
  const cold = await timeToBytes(origin + home.path);
  await fakeFaultsCleared(fakes.content.origin);
  console.log(
    `  stato ${cold.status} · primo byte ${ms(cold.firstByte)} · contenuto principale ${cold.mainAt === undefined ? "assente" : ms(cold.mainAt)} · ` +
      `sezione notizie ${cold.newsAt === undefined ? "assente" : ms(cold.newsAt)} · ultimo byte ${ms(cold.lastByte)}\n`,
  );

  // Warm-up and the static copies of the pages (the ceiling).
  const statuses = new Map<string, number>();
  for (const page of pages) {
    await repeat(origin + page.path, 10);
    const response = await fetch(origin + page.path, { headers: { "User-Agent": BROWSER_UA } });
    statuses.set(page.name, response.status);
    writeFileSync(path.join(benchBuild, "client", CEILING_PREFIX, `${page.name}.html`), await response.text());
  }

  // The floor, in this process, with the data fetched once and then held in memory.
  const build = sulky.build;
  const config = loadConfig({ NODE_ENV: "production", SESSION_SECRET: "bench-session-secret-0123456789", LOG_LEVEL: "silent", ...upstreamEnv });
  const logger = createLogger("silent");
  const { useCases } = composeApplication(config, { scope: requestScopeProvider(logger) });
  const floor = createRenderFloor(build, useCases, { name: config.siteName, url: config.siteUrl, contacts: config.contacts }, origin);

  const rows: Row[] = [];
  for (const page of pages) {
    const status = statuses.get(page.name)!;
    if (status === 404) {
      rows.push({ page, status });
      console.log(`${page.name.padEnd(14)} ${page.path}: 404, pagina non ancora presente (non misurata)`);
      continue;
    }
    const sulky = await load(origin + page.path, SULKY_SECONDS);
    const ceiling = await load(`${origin}/${CEILING_PREFIX}/${page.name}.html`, CEILING_SECONDS);
    const rendered = await floor.rendersPerSecond(page.path, FLOOR_MS);
    rows.push({ page, status, sulky, ceiling, floor: rendered });
    console.log(`${page.name.padEnd(14)} ${page.path}: misurata (${Math.round(sulky.rps)} req/s)`);
  }

  console.log(`\n${table(rows)}`);
  console.log(
    "\nreq/s e latenze: autocannon, " + `${CONNECTIONS} connessioni, HTTP/1.1 keep-alive, loopback. ` +
      "Soffitto = stesso HTML salvato e servito da express.static nello stesso stack Express. " +
      "Pavimento = handler della build server chiamato in processo con i dati già in memoria (render React + serializzazione), render/s in serie. " +
      "Sulky/soffitto e Sulky/pavimento: rapporto tra le richieste al secondo.",
  );
  console.log(`\nDurata totale: ${Math.round((performance.now() - started) / 1000)} s`);
}

type LoadFigures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };
type Row = { page: { name: string; path: string }; status: number; sulky?: LoadFigures; ceiling?: LoadFigures; floor?: { perSecond: number; bytes: number } };

async function load(url: string, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { "User-Agent": BROWSER_UA, Accept: "text/html" } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

function table(rows: Row[]): string {
  const header = ["pagina", "stato", "Sulky req/s", "p50", "p99", "soffitto req/s", "p50", "pavimento render/s", "Sulky/soffitto", "Sulky/pavimento", "HTML"];
  const lines = rows.map((row) => {
    if (!row.sulky || !row.ceiling || !row.floor) return [row.page.name, String(row.status), "—", "—", "—", "—", "—", "—", "—", "—", "—"];
    const errors = (figures: LoadFigures) => (figures.errors + figures.non2xx > 0 ? ` (${figures.errors} err, ${figures.non2xx} non-2xx)` : "");
    return [
      row.page.name,
      String(row.status),
      `${Math.round(row.sulky.rps)}${errors(row.sulky)}`,
      `${row.sulky.p50} ms`,
      `${row.sulky.p99} ms`,
      `${Math.round(row.ceiling.rps)}${errors(row.ceiling)}`,
      `${row.ceiling.p50} ms`,
      String(Math.round(row.floor.perSecond)),
      ratio(row.sulky.rps, row.ceiling.rps),
      ratio(row.sulky.rps, row.floor.perSecond),
      `${Math.round(row.floor.bytes / 1024)} KB`,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`;
  return [format(header), `|${widths.map((width, column) => (column === 0 ? `${"-".repeat(width + 1)}-` : `${"-".repeat(width + 1)}:`)).join("|")}|`, ...lines.map(format)].join("\n");
}

const ratio = (value: number, reference: number) => (reference > 0 ? `${(value / reference).toFixed(2)}×` : "—");
const ms = (value: number) => `${Math.round(value)} ms`;

function machineLine(): string {
  const cpus = os.cpus();
  const load = os.loadavg().map((value) => value.toFixed(1)).join(" ");
  return `Macchina: ${cpus.length} core (${cpus[0]?.model.trim() ?? "?"}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${os.platform()} ${os.release()}, carico medio ${load}`;
}

/** GET with a browser user agent: when the first and the last bytes arrive, and when the news section does. */
function timeToBytes(url: string): Promise<{ status: number; firstByte: number; lastByte: number; mainAt?: number; newsAt?: number }> {
  return new Promise((resolve, reject) => {
    const begun = performance.now();
    let firstByte = 0;
    let mainAt: number | undefined;
    let newsAt: number | undefined;
    http
      .get(url, { headers: { "User-Agent": BROWSER_UA, Accept: "text/html" } }, (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          const at = performance.now() - begun;
          firstByte ||= at;
          if (mainAt === undefined && chunk.includes('class="home-block"')) mainAt = at;
          if (newsAt === undefined && chunk.includes("Ultime notizie")) newsAt = at;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, firstByte, lastByte: performance.now() - begun, mainAt, newsAt }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

async function repeat(url: string, times: number) {
  for (let i = 0; i < times; i++) await (await fetch(url, { headers: { "User-Agent": BROWSER_UA } })).arrayBuffer();
}

async function fakeFault(fakeOrigin: string, pathPattern: string, fault: string) {
  const response = await fetch(`${fakeOrigin}/__fake/faults`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ path: pathPattern, fault }) });
  if (!response.ok) throw new Error(`fault refused: ${response.status}`);
}

async function fakeFaultsCleared(fakeOrigin: string) {
  await fetch(`${fakeOrigin}/__fake/faults`, { method: "DELETE" });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitForHealth(origin: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child?.exitCode !== null && child?.exitCode !== undefined) throw new Error(`il server è uscito con codice ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`il server non risponde su ${origin}/healthz entro ${timeoutMs / 1000} s`);
}

function stopChild(): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child?.kill("SIGKILL"), 5000).unref();
  });
}

async function cleanUp() {
  for (const cleanup of cleanups.reverse()) await cleanup();
}

process.once("SIGINT", () => void cleanUp().finally(() => process.exit(130)));
try {
  await main();
  await cleanUp();
  process.exit(0);
} catch (error) {
  console.error(error);
  await cleanUp();
  process.exit(1);
}
