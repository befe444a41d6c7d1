// Long file: the bench's one script that starts the server and the fakes and runs the rows in order; each row's work is in scripts/bench/.
/**
 * `npm run bench`: loopback load test of the production build, bounded (a few
 * minutes) and self-stopping. Requires an existing build (`npm run build`, or
 * SULKY_BUILD_DIR); builds nothing itself. Prints every target of
 * docs/PERFORMANCE.md side by side with the figure measured in this run.
 *
 * 1. Starts the three fakes with 20 ms added to every answer, and the production
 *    server in its own process the way `npm start` does (scripts/start.js), page cache on.
 * 2. Burst: 500 visitors at once on a cold page: page renders (readiness figures)
 *    and upstream calls per endpoint (the fakes' counters).
 * 3. Cold home page with the news upstream slowed to 1 s: time to first byte
 *    against time to last byte (the news section streams in after).
 * 4. Warm anonymous pages, for each page of scripts/bench/pages.ts at 50 connections: Sulky
 *    (autocannon, browser user agent, served from the page cache); the ceiling (the same HTML as a
 *    file served by express.static in the same Express stack and process); the floor (the server
 *    build's request handler called in this process with the data in memory, renders per second).
 * 5. Stallions for a mare: the page cold (empty upstream cache), then warm (upstream cache
 *    full, page cache missed: each request asks other filters), median and slowest, against
 *    the 300 ms target of issue 20, with the number of stallions ranked.
 * 6. Cold renders: a crawler over 1,000 distinct horse files at 8 connections (no
 *    page is asked twice, so neither the page cache nor the upstream cache helps):
 *    median and p99, pages per second against the floor of horse-file renders.
 * 7. The live race day (scripts/bench/live.ts): 10,000 event streams on the instance, from a
 *    process of their own. The row measures the warm pages itself, without and with the streams
 *    (same autocannon settings as 4), in rounds (3 by default) whose order alternates (without then
 *    with, with then without, …, the last round ending with the streams open); the streams are
 *    opened and closed between conditions, and the row goes on only once the server holds none.
 *    Each page's lowest p99 over the rounds is held for each side (load only ever adds time) and
 *    compared, every round's p99 printed beside it. The row needs neither the warm row nor its
 *    figures. Around the first opening, the server's extra resident memory per 1,000 streams; on
 *    the last round's streams, the poller's upstream calls per interval, then a result is published
 *    and each reader's delay from its publication on the server is taken (p50, p99).
 * 8. The ratings (scripts/bench/ratings.ts): the results archive filled from a trotting fake into a
 *    real SQLite file (its size on disk), the seconds to rate a day, cold and warm. It needs no
 *    build: `BENCH_ONLY=ratings npm run bench` runs this row alone.
 *
 * The rows' parts live in scripts/bench/: probes.ts (autocannon, crawls, timings, the fakes' faults),
 * report.ts (the table), cold-pages.ts (2, 6), stallions-for-mare.ts (5), render-floor.ts (the floor),
 * live.ts (7) and ratings.ts (8).
 *
 * Env: SULKY_BUILD_DIR (default build), BENCH_SECONDS (per Sulky run, default 8),
 * BENCH_CONNECTIONS (warm pages, default 50), BENCH_COLD_PAGES (default 1000),
 * BENCH_ONLY (comma-separated: burst, stallions, streaming, warm, live, cold, ratings; default all),
 * BENCH_LIVE_STREAMS (event streams of the live row, default 10000), BENCH_LIVE_ROUNDS (rounds of the
 * live row, each measuring every warm page without and with the streams, default 3, at least 1),
 * BENCH_SERVER_NODE_ARGS (node flags of the server process, e.g. --max-old-space-size=256 or --cpu-prof).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  BROWSER_UA,
  fakeFault,
  fakeFaultsCleared,
  freePort,
  load,
  pageCacheFigures,
  repeat,
  timeToBytes,
  type LoadFigures,
} from "./bench/probes";
import { check, machineLine, markdownTable, ms, table, type Row } from "./bench/report";
import { stackToday } from "./stack-today";
import { formatItalianDate } from "~/src/domain/calendar";

const ONLY = new Set((process.env.BENCH_ONLY ?? "burst,stallions,streaming,warm,live,cold,ratings").split(",").map((part) => part.trim()));
// The ratings row alone needs neither a build nor a server.
if ([...ONLY].every((row) => row === "ratings")) {
  console.log(machineLine());
  await (await import("./bench/ratings")).ratingsRow(stackToday());
  process.exit(0);
}

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
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const COLD_CONNECTIONS = 8;
const COLD_PAGES = Number(process.env.BENCH_COLD_PAGES ?? 1000);
const BURST_VISITORS = 500;
const LIVE_STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 10_000);
/** Rounds of the live row, each measuring the warm pages without and with the streams (at least one). */
const LIVE_ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_LIVE_ROUNDS ?? 3)) || 1);
/** The live poller's interval on the server under test (LIVE_POLL_SECONDS, the production default). */
const LIVE_POLL_SECONDS = 30;
/** The targets of issue 18 (docs/PERFORMANCE.md). */
const TARGET = {
  warmRatio: 0.5,
  warmP99Ms: 50,
  coldFloorRatio: 0.9,
  stallionsWarmMs: 300,
  // the live race day (issue 31)
  liveWithin1s: 0.99,
  liveMbPerThousand: 20,
  liveWarmP99Worse: 0.1,
};
const STALLION_WARM_REQUESTS = 20;
const UPSTREAM_LATENCY_MS = 20;
const SLOW_SECTION_MS = 1000;
const CEILING_PREFIX = "__bench";

const { startFake } = await import("~/fake-upstreams/index");
// The built server, as `npm start` runs it: its use cases and views share one module graph.
const sulky = (await import(pathToFileURL(serverBuildFile).href)) as typeof import("~/src/server/production-entry");
const { loadConfig, composeSite, createPageRenderer, createLogger } = sulky;
const { benchPages } = await import("./bench/pages");
type BenchPage = import("./bench/pages").BenchPage;
const { createRenderFloor, memoizedUseCases } = await import("./bench/render-floor");
const { burstOnColdPage, coldRenders } = await import("./bench/cold-pages");
const { stallionsForMare } = await import("./bench/stallions-for-mare");
const { liveRow } = await import("./bench/live");
type LiveTarget = import("./bench/live").LiveTarget;
type UseCases = import("~/src/application/use-cases").UseCases;
const { compareDays } = await import("~/src/domain/calendar");
const { readBuildStylesheets } = await import("~/src/server/stylesheets");

const workDir = mkdtempSync(path.join(os.tmpdir(), "sulky-bench-"));
const cleanups: Array<() => Promise<void> | void> = [() => rmSync(workDir, { recursive: true, force: true })];
let child: ChildProcess | undefined;

async function main() {
  const started = performance.now();
  console.log(machineLine());
  console.log(
    `build: ${buildDir} · upstream +${UPSTREAM_LATENCY_MS} ms · pagine calde: autocannon ${CONNECTIONS} connessioni, ${SULKY_SECONDS} s Sulky / ${CEILING_SECONDS} s soffitto · ` +
      `pavimento ${FLOOR_MS / 1000} s · pagine fredde: ${COLD_PAGES} schede a ${COLD_CONNECTIONS} connessioni\n`,
  );

  const today = stackToday();
  const fakes = {
    trotting: await startFake("trotting", { port: 0, quiet: true, latencyMs: UPSTREAM_LATENCY_MS, today: today.instant }),
    content: await startFake("content", { port: 0, quiet: true, latencyMs: UPSTREAM_LATENCY_MS, today: today.instant }),
    fantasy: await startFake("fantasy", {
      port: 0,
      quiet: true,
      latencyMs: UPSTREAM_LATENCY_MS,
      today: today.instant,
      stateFile: path.join(workDir, "fantasy.json"),
    }),
  };
  cleanups.push(() => Promise.all(Object.values(fakes).map((fake) => fake.close())).then(() => undefined));
  const upstreamEnv = {
    TROTTO_API_URL: fakes.trotting.url,
    CONTENT_API_URL: fakes.content.url,
    FANTASY_API_URL: fakes.fantasy.url,
    SULKY_TODAY: today.day,
  };

  // The production build with one more folder in its client directory: the saved pages.
  const benchBuild = path.join(workDir, "build");
  mkdirSync(path.join(benchBuild, "client", CEILING_PREFIX), { recursive: true });
  symlinkSync(path.join(buildDir, "server"), path.join(benchBuild, "server"));
  for (const entry of readdirSync(path.join(buildDir, "client")))
    symlinkSync(path.join(buildDir, "client", entry), path.join(benchBuild, "client", entry));

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // --expose-gc: the live row reads the server's memory after a full collection (/__soak/memory, SOAK_CONTROL).
  const nodeArgs = ["--expose-gc", ...(process.env.BENCH_SERVER_NODE_ARGS ?? "").split(/\s+/).filter(Boolean)];
  child = spawn(process.execPath, [...nodeArgs, "scripts/start.js"], {
    env: {
      ...process.env,
      ...upstreamEnv,
      NODE_ENV: "",
      SULKY_BUILD_DIR: benchBuild,
      PORT: String(port),
      LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? "warn",
      READINESS_DETAILS: "public",
      // the live row opens all its streams from this one address
      LIVE_STREAMS_PER_ADDRESS: String(LIVE_STREAMS + 100),
      LIVE_STREAMS_MAX: String(LIVE_STREAMS + 100),
      LIVE_POLL_SECONDS: String(LIVE_POLL_SECONDS),
      SOAK_CONTROL: "on",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  cleanups.push(() => stopChild());
  await waitForHealth(origin);
  // The starting-number statistics are computed by the server in the background after it starts.
  await waitForStatistics(origin);

  const pages = benchPages(today.instant);
  const home = pages.find((page) => page.name === "home")!;

  // The floor, in this process, with the data fetched once and then held in memory.
  const build = sulky.build;
  const config = loadConfig({
    NODE_ENV: "production",
    SITE_URL: "http://127.0.0.1",
    SESSION_SECRET: "bench-session-secret-0123456789-abcdef",
    LOG_LEVEL: "silent",
    ...upstreamEnv,
  });
  const logger = createLogger("silent");
  // The server's own composition root: every attempt allowed, every use case answered from memory after its first call.
  const wiring = await composeSite(config, { logger, rateLimits: "off", wrapUseCases: memoizedUseCases, serving: "render-only" });
  // The floor's own copy of the statistics, as the server's background task computes them.
  await wiring.jobs.refreshStartingNumberStats.run();
  const floor = createRenderFloor({
    build,
    createPageRenderer,
    wiring,
    origin,
    stylesheets: readBuildStylesheets(path.join(buildDir, "client")),
  });

  if (ONLY.has("burst")) {
    // A burst on a cold page: one render and one upstream call per endpoint for everyone.
    const burstPage = pages.find((page) => page.name === "horse-file")!;
    const burst = await burstOnColdPage(
      origin,
      burstPage.path,
      Object.values(fakes).map((fake) => fake.origin),
      BURST_VISITORS,
    );
    console.log(
      `Raffica di ${BURST_VISITORS} visitatori su una pagina fredda (${burstPage.path}): stati ${burst.statuses} · render della pagina ${burst.renders} · ` +
        `chiamate upstream per endpoint: max ${burst.maxCallsPerEndpoint} su ${burst.endpoints} endpoint · obiettivo 1 render e 1 chiamata: ${check(burst.renders === 1 && burst.maxCallsPerEndpoint === 1)}\n`,
    );
  }

  // before the streaming phase warms every page: the first visit here must find the upstream cache empty
  if (ONLY.has("stallions"))
    await stallionsForMare(origin, fakes.trotting.origin, sulky, {
      warmRequests: STALLION_WARM_REQUESTS,
      upstreamLatencyMs: UPSTREAM_LATENCY_MS,
      warmTargetMs: TARGET.stallionsWarmMs,
    });

  if (ONLY.has("streaming")) {
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
  }

  if (ONLY.has("warm")) await warmPages(origin, pages, benchBuild, floor);
  if (ONLY.has("live")) await live(origin, pages, fakes.trotting, await todaysFirstRace(wiring.useCases));
  if (ONLY.has("cold"))
    await coldRenders(
      origin,
      fakes.trotting.origin,
      floor,
      { pages: COLD_PAGES, connections: COLD_CONNECTIONS, floorMs: FLOOR_MS, floorRatioTarget: TARGET.coldFloorRatio },
      failures,
    );
  if (ONLY.has("ratings")) await (await import("./bench/ratings")).ratingsRow(today);
  console.log(`\nCache delle pagine a fine corsa (dettagli di /readyz): ${JSON.stringify(await pageCacheFigures(origin))}`);
  console.log(`\nDurata totale: ${Math.round((performance.now() - started) / 1000)} s`);
}

type Floor = ReturnType<typeof createRenderFloor>;

/**
 * The live race day: the warm pages without and with LIVE_STREAMS event streams open, in LIVE_ROUNDS
 * rounds that alternate the order (each page's lowest p99 over the rounds held for each side); the
 * memory the streams take, the poller's upstream calls, and how fast a published result reaches them all.
 */
async function live(origin: string, pages: BenchPage[], trotting: { origin: string }, race: LiveTarget | null) {
  const day = race ? formatItalianDate(race.day) : "";
  // The row's own warm-up: it measures the pages without the streams itself, whether the warm row ran or not.
  const measured: BenchPage[] = [];
  for (const page of race ? pages : []) {
    const { status } = await warmedUp(origin, page);
    if (status === 200) measured.push(page);
    else notMeasured(page, status, "diretta, ");
  }
  const figures = await liveRow({
    origin,
    residentMb: async () => ((await (await fetch(`${origin}/__soak/memory`)).json()) as { rss: number }).rss / 2 ** 20,
    trottingOrigin: trotting.origin,
    race,
    streams: LIVE_STREAMS,
    pollMs: LIVE_POLL_SECONDS * 1000,
    rounds: LIVE_ROUNDS,
    measure: async (streamsOpen, round) => {
      const byPage = new Map<string, LoadFigures>();
      for (const page of measured) byPage.set(page.name, await load(origin + page.path, SULKY_SECONDS, CONNECTIONS));
      console.log(
        // Each round's p99s as they come: a run stopped before its table still says what it measured.
        `diretta, giro ${round + 1} di ${LIVE_ROUNDS}, ${streamsOpen ? "con i flussi aperti" : "senza flussi"}, p99: ` +
          [...byPage].map(([name, figures]) => `${name} ${figures.p99} ms`).join(" · "),
      );
      return byPage;
    },
  });
  if (typeof figures === "string") {
    console.log(`\nDiretta: ${figures}`);
    return;
  }
  const { delays, polls } = figures;
  const pollsMet = polls.calls >= Math.floor(polls.intervals) && polls.calls <= Math.ceil(polls.intervals);
  console.log(
    `\nDiretta (giornata ${day}), ${figures.streams} flussi di eventi su un'istanza, client in un processo a parte:\n` +
      `  flussi aperti ${figures.opened} (rifiutati ${figures.refused}) · RSS del server ${Math.round(figures.rssBeforeMb)} → ${Math.round(figures.rssAfterMb)} MB alla prima apertura: ` +
      `${figures.perThousandMb.toFixed(1)} MB ogni 1000 flussi (obiettivo ≤ ${TARGET.liveMbPerThousand}: ${check(figures.perThousandMb <= TARGET.liveMbPerThousand)})\n` +
      `  un arrivo pubblicato, dal server all'ultimo client: ricevuto da ${delays.received} (mancanti ${delays.missing}) · mediana ${ms(delays.p50)} · p99 ${ms(delays.p99)} · ` +
      `il più lento ${ms(delays.max)} · entro 1 s ${(delays.within1s * 100).toFixed(1)}% (obiettivo ≥ ${TARGET.liveWithin1s * 100}%: ${check(delays.within1s >= TARGET.liveWithin1s)})\n` +
      `  chiamate del poller all'upstream: ${polls.calls} in ${polls.intervals.toFixed(1)} intervalli da ${LIVE_POLL_SECONDS} s = ${polls.perInterval.toFixed(2)} per intervallo ` +
      `(obiettivo 1 per intervallo per tutto il sito: ${check(pollsMet)})`,
  );
  if (measured.length === 0) return;
  const p99 = (sample: LoadFigures) =>
    `${sample.p99}${sample.errors + sample.non2xx > 0 ? ` (${sample.errors} err, ${sample.non2xx} non-2xx)` : ""}`;
  const lines = measured.map((page) => {
    const without = figures.rounds.map((round) => round.without.get(page.name)!);
    const withStreams = figures.rounds.map((round) => round.with.get(page.name)!);
    // Load only ever adds time: each side's lowest p99 is the one least disturbed by the rest of the machine.
    const bestWithout = Math.min(...without.map((sample) => sample.p99));
    const bestWith = Math.min(...withStreams.map((sample) => sample.p99));
    const worse = bestWithout > 0 ? bestWith / bestWithout - 1 : 0;
    const clean = [...without, ...withStreams].every((sample) => sample.errors + sample.non2xx === 0);
    return [
      page.name,
      `${bestWithout} ms`,
      `${bestWith} ms`,
      `${worse >= 0 ? "+" : ""}${(worse * 100).toFixed(0)}%`,
      check(worse <= TARGET.liveWarmP99Worse && clean),
      `${without.map(p99).join(" · ")} ms`,
      `${withStreams.map(p99).join(" · ")} ms`,
    ];
  });
  const rounds = figures.rounds.length;
  const orders = figures.rounds.map((round) => (round.withoutFirst ? "senza → con" : "con → senza")).join(", ");
  console.log(
    `\nPagine calde senza e con ${figures.opened} flussi aperti, ${CONNECTIONS} connessioni, ` +
      `${rounds === 1 ? "1 giro" : `${rounds} giri a ordine alternato`} (${orders}), i flussi aperti e chiusi tra una condizione e l'altra; ` +
      `di ogni pagina si tiene il p99 minimo dei giri, senza e con i flussi (il carico aggiunge soltanto tempo):\n` +
      markdownTable(
        [
          "pagina",
          "senza p99 min",
          "con flussi p99 min",
          "p99 Δ",
          `obiettivo ≤ +${TARGET.liveWarmP99Worse * 100}%`,
          "senza: p99 per giro",
          "con flussi: p99 per giro",
        ],
        lines,
      ),
  );
}

/** Today's first meeting and race, as the site reads them. */
async function todaysFirstRace(useCases: UseCases) {
  const live = useCases.races.raceDayStatus();
  const meeting =
    live &&
    (await useCases.races.getRaceList("partenti")).days?.find((candidate) => compareDays(candidate.date, live.day) === 0)?.meetings[0];
  if (!live || !meeting) return null;
  const page = await useCases.races.getRaceDetail({ type: "partenti", date: live.day, trackCode: meeting.racecourseCode });
  const race = page?.detail?.races[0];
  return race?.startTime
    ? { day: live.day, trackCode: meeting.racecourseCode, raceNumber: race.raceNumber, startTime: race.startTime }
    : null;
}

/** Ten requests fill the page's caches; the eleventh's answer is returned (its status, and the HTML the ceiling serves). */
async function warmedUp(origin: string, page: BenchPage): Promise<{ status: number; html: string }> {
  await repeat(origin + page.path, 10);
  const response = await fetch(origin + page.path, { headers: { "User-Agent": BROWSER_UA } });
  return { status: response.status, html: await response.text() };
}

/** A page that did not answer 200 is not measured, and fails the run: its figures would be another answer's. */
function notMeasured(page: BenchPage, status: number, row = "") {
  failures.push(`${row}${page.name} (${page.path}): stato ${status}`);
  console.log(`${row}${page.name.padEnd(14)} ${page.path}: ${status}, non misurata`);
}

/** Warm anonymous pages against their static copies (the ceiling) and their in-process render (the floor). */
async function warmPages(origin: string, pages: BenchPage[], benchBuild: string, floor: Floor): Promise<Row[]> {
  // Warm-up and the static copies of the pages (the ceiling).
  const statuses = new Map<string, number>();
  for (const page of pages) {
    const { status, html } = await warmedUp(origin, page);
    statuses.set(page.name, status);
    writeFileSync(path.join(benchBuild, "client", CEILING_PREFIX, `${page.name}.html`), html);
  }
  const rows: Row[] = [];
  for (const page of pages) {
    const status = statuses.get(page.name)!;
    if (status !== 200) {
      rows.push({ page, status });
      notMeasured(page, status);
      continue;
    }
    const sulky = await load(origin + page.path, SULKY_SECONDS, CONNECTIONS);
    const ceiling = await load(`${origin}/${CEILING_PREFIX}/${page.name}.html`, CEILING_SECONDS, CONNECTIONS);
    const rendered = await floor.rendersPerSecond(page.path, FLOOR_MS);
    rows.push({ page, status, sulky, ceiling, floor: rendered });
    console.log(`${page.name.padEnd(14)} ${page.path}: misurata (${Math.round(sulky.rps)} req/s)`);
  }
  console.log(`\nPagine anonime calde (cache delle pagine), ${CONNECTIONS} connessioni:\n${table(rows, TARGET)}`);
  console.log(
    "\nreq/s e latenze: autocannon, " +
      `${CONNECTIONS} connessioni, HTTP/1.1 keep-alive, loopback. ` +
      "Soffitto = stesso HTML salvato e servito da express.static nello stesso stack Express. " +
      "Pavimento = handler della build server chiamato in processo con i dati già in memoria (render React + serializzazione), render/s in serie. " +
      `Sulky/soffitto e Sulky/pavimento: rapporto tra le richieste al secondo. HTML: il documento intero di un crawler, tra parentesi senza i fogli di stile in linea. ` +
      `Obiettivi: Sulky/soffitto ≥ ${TARGET.warmRatio}, p99 ≤ ${TARGET.warmP99Ms} ms.`,
  );
  return rows;
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

/** Waits until the statistics page no longer says it is being prepared. */
async function waitForStatistics(origin: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${origin}/trotto/statistiche/numeri`)).text();
    if (!html.includes("Statistiche in preparazione")) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`le statistiche dei numeri non sono pronte entro ${timeoutMs / 1000} s`);
}

function stopChild(): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child?.kill("SIGKILL"), 5000).unref();
  });
}

/** Rows that measured something else than a 200 page: the run fails, its figures would not be the pages'. */
const failures: string[] = [];

async function cleanUp() {
  for (const cleanup of cleanups.reverse()) await cleanup();
}

process.once("SIGINT", () => void cleanUp().finally(() => process.exit(130)));
try {
  await main();
  await cleanUp();
  if (failures.length > 0) {
    console.error(`\nBenchmark non valido, righe che non misurano una pagina 200:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  process.exit(0);
} catch (error) {
  console.error(error);
  await cleanUp();
  process.exit(1);
}
