/**
 * `npm run lighthouse` (after `npm run build`): Lighthouse 12 with Debian's Chromium,
 * mobile emulation, on the home page, a horse file, a results day, a news post and a
 * ranking of the production build (embedded fakes; the addresses of scripts/audited-pages.ts,
 * derived and each checked to answer 200 without a redirect). Each page is asked for once before
 * its audit, as a popular page has been by the time a phone comes: the audit sees the
 * page served from the page cache (the cost of a cold render is the benchmark's).
 * The script fails unless accessibility, best practices and SEO are 100 (listing the
 * failing audits). Performance (target >= 98) and LCP (target <= 1.8 s) are judged on
 * the median of three runs when the first misses (Lighthouse's own advice against a
 * single noisy run) and printed against their targets; they fail the script too with
 * LIGHTHOUSE_PERFORMANCE=assert. They are not asserted by default because on a shared
 * two-core machine the simulated CPU slowdown multiplies whatever else is running
 * (docs/PERFORMANCE.md). TBT and CLS are printed.
 *
 * Env: SULKY_BUILD_DIR (default build), CHROMIUM_PATH (default /usr/bin/chromium),
 * LIGHTHOUSE_PAGES (names to audit, comma-separated, e.g. `home,scheda`; default all five),
 * LIGHTHOUSE_REPORT_DIR (writes each audited run's full JSON report there, to read what
 * the simulation counted).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { auditedPages, PHONE_UA } from "./audited-pages";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
import { stackToday } from "./stack-today";

const buildDir = path.resolve(process.env.SULKY_BUILD_DIR ?? "build");
/** The site and its embedded fakes run on this day; the audited results day is counted from it. */
const today = stackToday();
if (!existsSync(path.join(buildDir, "server/index.js"))) {
  console.error(`Nessuna build in ${buildDir}: esegui \`npm run build\` prima di \`npm run lighthouse\` (o imposta SULKY_BUILD_DIR).`);
  process.exit(2);
}
// The flags of tests/e2e/support/browser.ts.
const ASSERTED = ["accessibility", "best-practices", "seo"] as const;
const TARGET_PERFORMANCE = 0.98;
const TARGET_LCP_MS = 1800;
const TARGET_CLS = 0.02;
const ASSERT_PERFORMANCE = process.env.LIGHTHOUSE_PERFORMANCE === "assert";
const PAGE_NAMES = process.env.LIGHTHOUSE_PAGES?.split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

let server: ChildProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;

async function main(): Promise<boolean> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["scripts/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "",
      SULKY_BUILD_DIR: buildDir,
      PORT: String(port),
      LOG_LEVEL: "warn",
      SITE_URL: origin,
      SULKY_TODAY: today.day,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHealth(origin);

  const pages = (await auditedPages(origin, { today: today.instant, names: PAGE_NAMES })).map((page) => ({
    ...page,
    url: origin + page.path,
  }));
  let allPassed = true;
  const summary: string[] = [];
  const performanceMissed: string[] = [];
  for (const page of pages) {
    await (await fetch(page.url, { headers: { "User-Agent": PHONE_UA } })).arrayBuffer();
    let runs = [await audit(page.url)];
    if (!meetsTargets(runs[0].lhr)) runs = [...runs, await audit(page.url), await audit(page.url)];
    const result = median(runs);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      runs.forEach((run, index) => writeFileSync(path.join(REPORT_DIR, `${page.name}-${index + 1}.json`), JSON.stringify(run.lhr)));
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const lcp = audits["largest-contentful-paint"]?.numericValue ?? NaN;
    const tbt = audits["total-blocking-time"]?.numericValue ?? NaN;
    const cls = audits["cumulative-layout-shift"]?.numericValue ?? NaN;
    const performance = categories.performance?.score ?? 0;
    if (!meetsTargets(result.lhr)) {
      performanceMissed.push(page.name);
      if (ASSERT_PERFORMANCE) allPassed = false;
    }
    summary.push(
      `${page.name.padEnd(12)} perf ${String(score("performance")).padStart(3)}${performance >= TARGET_PERFORMANCE ? "" : ` (obiettivo ${TARGET_PERFORMANCE * 100})`} · ` +
        `a11y ${score("accessibility")} · bp ${score("best-practices")} · seo ${score("seo")} · ` +
        `LCP ${Math.round(lcp)} ms${lcp <= TARGET_LCP_MS ? "" : ` (obiettivo ${TARGET_LCP_MS})`} · TBT ${Math.round(tbt)} ms · CLS ${cls.toFixed(3)}${cls <= TARGET_CLS ? "" : " (obiettivo 0,02)"}` +
        `${runs.length > 1 ? ` · mediana di ${runs.length} (perf ${runs.map((run) => Math.round((run.lhr.categories.performance?.score ?? 0) * 100)).join(", ")})` : ""}  ${page.path}`,
    );
    if (result.lhr.runtimeError)
      summary.push(`    errore di Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const culprits = cls > TARGET_CLS ? layoutShiftCulprits(audits["layout-shifts"]?.details) : "";
    if (culprits) summary.push(`    spostamenti: ${culprits}`);
    for (const id of ASSERTED) {
      if ((categories[id]?.score ?? 0) === 1) continue;
      allPassed = false;
      const failing = (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id}: ${audits[ref.id]?.title}`);
      summary.push(`    ${id} ${score(id)} < 100 → ${failing.join("; ") || "vedi il rapporto"}`);
    }
  }
  console.log(`\nLighthouse 12 (Chromium ${CHROMIUM_PATH}, emulazione mobile, build ${buildDir})\n`);
  console.log(summary.join("\n"));
  if (performanceMissed.length > 0) {
    console.log(
      `\nObiettivi di prestazione (≥ ${TARGET_PERFORMANCE * 100}, LCP ≤ ${TARGET_LCP_MS} ms) non raggiunti su: ${performanceMissed.join(", ")}` +
        (ASSERT_PERFORMANCE ? "." : " (non bloccante; LIGHTHOUSE_PERFORMANCE=assert li rende bloccanti)."),
    );
  }
  return allPassed;
}

/**
 * One page in a fresh browser (a browser reused across audits sometimes loses the trace:
 * NO_NAVSTART); a run that Lighthouse itself reports as broken is tried once more.
 */
async function audit(url: string) {
  for (let attempt = 1; ; attempt++) {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", ...ASSERTED],
      });
      if (!result) throw new Error(`Lighthouse non ha prodotto un risultato per ${url}`);
      if (!result.lhr.runtimeError || attempt === 2) return result;
    } finally {
      chrome.kill();
      chrome = undefined;
    }
  }
}

type Audit = Awaited<ReturnType<typeof audit>>;

function meetsTargets(lhr: Audit["lhr"]): boolean {
  const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? Infinity;
  return (lhr.categories.performance?.score ?? 0) >= TARGET_PERFORMANCE && lcp <= TARGET_LCP_MS;
}

/** The run with the median performance score. */
function median(runs: Audit[]): Audit {
  const sorted = [...runs].sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
  return sorted[Math.floor(sorted.length / 2)];
}

/** The elements that moved most, to point at the cause of a layout shift. */
function layoutShiftCulprits(details: unknown): string {
  const items = (details as { items?: Array<{ score?: number; node?: { selector?: string; snippet?: string } }> } | undefined)?.items ?? [];
  return items
    .slice(0, 3)
    .map((item) => `${item.node?.selector ?? "?"} (${(item.score ?? 0).toFixed(3)})`)
    .join("; ");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

async function waitForHealth(origin: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`il server è uscito con codice ${server.exitCode}`);
    if ((await fetch(`${origin}/healthz`).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`il server non risponde su ${origin}/healthz`);
}

async function cleanUp() {
  chrome?.kill();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
}

try {
  const passed = await main();
  await cleanUp();
  if (!passed)
    console.error(
      `\nAccessibilità, buone pratiche e SEO devono essere a 100${ASSERT_PERFORMANCE ? `, le prestazioni almeno ${TARGET_PERFORMANCE * 100} con LCP entro ${TARGET_LCP_MS} ms` : ""}.`,
    );
  process.exit(passed ? 0 : 1);
} catch (error) {
  console.error(error);
  await cleanUp();
  process.exit(1);
}
