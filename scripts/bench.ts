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
 * 4. Warm anonymous pages, for each page of scripts/bench/pages.ts at 50 connections:
 *    - Sulky: autocannon on the page (browser user agent), served from the page cache;
 *    - ceiling: the same page's HTML saved as a file and served by express.static
 *      inside the same Express stack (same middlewares, same process);
 *    - floor: the server build's request handler called in this process with the
 *      page's data already in memory, as renders per second (scripts/bench/render-floor.ts).
 * 5. Stallions for a mare: the page cold (empty upstream cache), then warm (upstream cache
 *    full, page cache missed: each request asks other filters), median and slowest, against
 *    the 300 ms target of issue 20, with the number of stallions ranked.
 * 6. Cold renders: a crawler over 1,000 distinct horse files at 8 connections (no
 *    page is asked twice, so neither the page cache nor the upstream cache helps):
 *    median and p99, pages per second against the floor of horse-file renders.
 * 7. The live race day (scripts/bench/live.ts): 10,000 event streams on the instance, from a
 *    process of their own; the warm pages measured again while they are open; the server's extra
 *    resident memory per 1,000 streams; the poller's upstream calls per interval; then a result is
 *    published and each reader's delay from its publication on the server is taken (p50, p99).
 * 8. The ratings (scripts/bench/ratings.ts): the results archive filled from a trotting fake into a
 *    real SQLite file (its size on disk), the seconds to rate a day, cold and warm. It needs no
 *    build: `BENCH_ONLY=ratings npm run bench` runs this row alone.
 *
 * Env: SULKY_BUILD_DIR (default build), BENCH_SECONDS (per Sulky run, default 8),
 * BENCH_CONNECTIONS (warm pages, default 50), BENCH_COLD_PAGES (default 1000),
 * BENCH_ONLY (comma-separated: burst, stallions, streaming, warm, live, cold, ratings; default all),
 * BENCH_LIVE_STREAMS (event streams of the live row, default 10000),
 * BENCH_SERVER_NODE_ARGS (node flags of the server process, e.g. --max-old-space-size=256 or --cpu-prof).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { stackToday } from "./stack-today";
import { formatItalianDate } from "~/src/domain/calendar";
import { canonicalHorseSlug } from "~/src/domain/horses/horse";
import { horseFilePath } from "~/src/urls/horses";

const ONLY = new Set((process.env.BENCH_ONLY ?? "burst,stallions,streaming,warm,live,cold,ratings").split(",").map((part) => part.trim()));
// The ratings row alone needs neither a build nor a server.
if ([...ONLY].every((row) => row === "ratings")) {
  console.log(machineLine());
  const { ratingsRow } = await import("./bench/ratings");
  await ratingsRow(stackToday());
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
/** The live poller's interval on the server under test (LIVE_POLL_SECONDS, the production default). */
const LIVE_POLL_SECONDS = 30;
const CRAWLER_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
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
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const CEILING_PREFIX = "__bench";

const { startFake } = await import("~/fake-upstreams/index");
// The built server, as `npm start` runs it: its use cases and views share one module graph.
const sulky = (await import(pathToFileURL(serverBuildFile).href)) as typeof import("~/src/server/production-entry");
const { loadConfig, composeApplication, composeSite, createPageRenderer, createLogger, requestScopeProvider } = sulky;
const { benchPages, STALLIONS_FOR_MARE_PATH } = await import("./bench/pages");
type BenchPage = import("./bench/pages").BenchPage;
const { createRenderFloor, memoizedUseCases } = await import("./bench/render-floor");
const { liveRow } = await import("./bench/live");
const { ratingsRow } = await import("./bench/ratings");
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
    );
    console.log(
      `Raffica di ${BURST_VISITORS} visitatori su una pagina fredda (${burstPage.path}): stati ${burst.statuses} · render della pagina ${burst.renders} · ` +
        `chiamate upstream per endpoint: max ${burst.maxCallsPerEndpoint} su ${burst.endpoints} endpoint · obiettivo 1 render e 1 chiamata: ${check(burst.renders === 1 && burst.maxCallsPerEndpoint === 1)}\n`,
    );
  }

  // before the streaming phase warms every page: the first visit here must find the upstream cache empty
  if (ONLY.has("stallions")) await stallionsForMare(origin, fakes.trotting.origin);

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

  const warm = ONLY.has("warm") ? await warmPages(origin, pages, benchBuild, floor) : [];
  if (ONLY.has("live")) await live(origin, pages, warm, fakes.trotting, await todaysFirstRace(wiring.useCases));
  if (ONLY.has("cold")) await coldRenders(origin, fakes.trotting.origin, floor);
  if (ONLY.has("ratings")) await ratingsRow(today);
  console.log(`\nCache delle pagine a fine corsa (dettagli di /readyz): ${JSON.stringify(await pageCacheFigures(origin))}`);
  console.log(`\nDurata totale: ${Math.round((performance.now() - started) / 1000)} s`);
}

type Floor = ReturnType<typeof createRenderFloor>;

/**
 * The live race day: LIVE_STREAMS event streams open while the warm pages are measured again, the
 * memory they take, the poller's upstream calls, and how fast a published result reaches them all.
 */
async function live(origin: string, pages: BenchPage[], warm: Row[], trotting: { origin: string }, race: LiveTarget | null) {
  const day = race ? formatItalianDate(race.day) : "";
  const withStreams: Row[] = [];
  const figures = await liveRow({
    origin,
    residentMb: async () => ((await (await fetch(`${origin}/__soak/memory`)).json()) as { rss: number }).rss / 2 ** 20,
    trottingOrigin: trotting.origin,
    race,
    streams: LIVE_STREAMS,
    pollMs: LIVE_POLL_SECONDS * 1000,
    whileOpen: async () => {
      for (const page of pages.filter((candidate) => warm.some((row) => row.page.name === candidate.name && row.sulky))) {
        withStreams.push({ page, status: 200, sulky: await load(origin + page.path, SULKY_SECONDS) });
      }
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
      `  flussi aperti ${figures.opened} (rifiutati ${figures.refused}) · RSS del server ${Math.round(figures.rssBeforeMb)} → ${Math.round(figures.rssAfterMb)} MB: ` +
      `${figures.perThousandMb.toFixed(1)} MB ogni 1000 flussi (obiettivo ≤ ${TARGET.liveMbPerThousand}: ${check(figures.perThousandMb <= TARGET.liveMbPerThousand)})\n` +
      `  un arrivo pubblicato, dal server all'ultimo client: ricevuto da ${delays.received} (mancanti ${delays.missing}) · mediana ${ms(delays.p50)} · p99 ${ms(delays.p99)} · ` +
      `il più lento ${ms(delays.max)} · entro 1 s ${(delays.within1s * 100).toFixed(1)}% (obiettivo ≥ ${TARGET.liveWithin1s * 100}%: ${check(delays.within1s >= TARGET.liveWithin1s)})\n` +
      `  chiamate del poller all'upstream: ${polls.calls} in ${polls.intervals.toFixed(1)} intervalli da ${LIVE_POLL_SECONDS} s = ${polls.perInterval.toFixed(2)} per intervallo ` +
      `(obiettivo 1 per intervallo per tutto il sito: ${check(pollsMet)})`,
  );
  if (withStreams.length === 0) return;
  const lines = withStreams.map((row) => {
    const before = warm.find((candidate) => candidate.page.name === row.page.name)!.sulky!;
    const worse = before.p99 > 0 ? row.sulky!.p99 / before.p99 - 1 : 0;
    return `| ${row.page.name.padEnd(15)} | ${String(Math.round(before.rps)).padStart(11)} | ${`${before.p99} ms`.padStart(9)} | ${String(Math.round(row.sulky!.rps)).padStart(13)} | ${`${row.sulky!.p99} ms`.padStart(11)} | ${`${worse >= 0 ? "+" : ""}${(worse * 100).toFixed(0)}%`.padStart(8)} | ${check(worse <= TARGET.liveWarmP99Worse).padStart(15)} |`;
  });
  console.log(
    `\nPagine calde senza e con ${figures.opened} flussi aperti, ${CONNECTIONS} connessioni:\n` +
      `| pagina          | senza req/s | senza p99 | con flussi req/s | con flussi p99 | p99 Δ    | obiettivo ≤ +${TARGET.liveWarmP99Worse * 100}% |\n` +
      `|-----------------|------------:|----------:|--------------:|------------:|---------:|----------------:|\n` +
      lines.join("\n"),
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

/** Warm anonymous pages against their static copies (the ceiling) and their in-process render (the floor). */
async function warmPages(origin: string, pages: BenchPage[], benchBuild: string, floor: Floor): Promise<Row[]> {
  // Warm-up and the static copies of the pages (the ceiling).
  const statuses = new Map<string, number>();
  for (const page of pages) {
    await repeat(origin + page.path, 10);
    const response = await fetch(origin + page.path, { headers: { "User-Agent": BROWSER_UA } });
    statuses.set(page.name, response.status);
    writeFileSync(path.join(benchBuild, "client", CEILING_PREFIX, `${page.name}.html`), await response.text());
  }
  const rows: Row[] = [];
  for (const page of pages) {
    const status = statuses.get(page.name)!;
    if (status !== 200) {
      rows.push({ page, status });
      failures.push(`${page.name} (${page.path}): stato ${status}`);
      console.log(`${page.name.padEnd(14)} ${page.path}: ${status}, non misurata`);
      continue;
    }
    const sulky = await load(origin + page.path, SULKY_SECONDS);
    const ceiling = await load(`${origin}/${CEILING_PREFIX}/${page.name}.html`, CEILING_SECONDS);
    const rendered = await floor.rendersPerSecond(page.path, FLOOR_MS);
    rows.push({ page, status, sulky, ceiling, floor: rendered });
    console.log(`${page.name.padEnd(14)} ${page.path}: misurata (${Math.round(sulky.rps)} req/s)`);
  }
  console.log(`\nPagine anonime calde (cache delle pagine), ${CONNECTIONS} connessioni:\n${table(rows)}`);
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

/**
 * The stallions for a mare: cold (nothing cached), warm (the same mare with other filters: the
 * page cache misses, every upstream answer is cached) and other mares (their own files read
 * from the upstream, the stallions' kept).
 */
async function stallionsForMare(origin: string, trottingOrigin: string) {
  const timed = async (url: string) => {
    const begun = performance.now();
    const response = await fetch(url, { headers: { "User-Agent": BROWSER_UA, Accept: "text/html" } });
    const html = await response.text();
    if (response.status !== 200) throw new Error(`stalloni per una fattrice: stato ${response.status} per ${url}`);
    return { ms: performance.now() - begun, stallions: /(\d+) stalloni (in attività|su)/.exec(html)?.[1] ?? "?" };
  };
  const figures = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)], slowest: sorted.at(-1)! };
  };
  const cold = await timed(origin + STALLIONS_FOR_MARE_PATH);
  // a different highest COI each time, every one above any foal's: the same stallions, a new page
  const warm = [];
  for (let index = 0; index < STALLION_WARM_REQUESTS; index += 1)
    warm.push(await timed(`${origin}${STALLIONS_FOR_MARE_PATH}&coiMax=${60 + index}`));
  const horses = (await (await fetch(`${trottingOrigin}/__raw/horses?sex=F&_limit=100000`)).json()) as {
    code: string;
    studBreederId: number | null;
    deceased: boolean;
  }[];
  const mares = horses.filter((horse) => horse.studBreederId !== null && !horse.deceased && horse.code !== "101736").slice(0, 10);
  const others = [];
  for (const mare of mares) others.push(await timed(`${origin}/ipotesi-accoppiamento/stalloni?fattrice=${mare.code}`));
  const hundred = await hundredStallions(
    trottingOrigin,
    mares.map((mare) => mare.code),
  );
  const warmFigures = figures(warm.map((answer) => answer.ms));
  const otherFigures = figures(others.map((answer) => answer.ms));
  console.log(
    `Stalloni per una fattrice (${STALLIONS_FOR_MARE_PATH}), ${cold.stallions} stalloni in attività, upstream +${UPSTREAM_LATENCY_MS} ms:\n` +
      `  a freddo (nessuna cache): ${ms(cold.ms)}\n` +
      `  a caldo (stessa fattrice, altri filtri: cache delle pagine mancata, risposte upstream in cache), ${warm.length} richieste: ` +
      `mediana ${ms(warmFigures.median)} · la più lenta ${ms(warmFigures.slowest)} · obiettivo < ${TARGET.stallionsWarmMs} ms: ${check(warmFigures.slowest < TARGET.stallionsWarmMs)}\n` +
      `  altre ${others.length} fattrici (le loro schede lette dall'upstream, gli stalloni in cache): mediana ${ms(otherFigures.median)} · la più lenta ${ms(otherFigures.slowest)}\n` +
      `  ${hundred.stallions} stalloni (il mondo finto ne ha ${cold.stallions} in attività: qui i maschi vivi più anziani, in processo, risposte upstream in cache), ` +
      `classifica per ${hundred.mares} fattrici senza la pagina: mediana ${ms(hundred.median)} · la più lenta ${ms(hundred.slowest)}\n`,
  );
}

/**
 * The ranking with 100 stallions, in this process: the use case over the real adapter (its
 * cache warm) with a sire ranking of 100 living males of the fakes' world. The HTML of the
 * page is not part of this figure (the page's own is measured above).
 */
async function hundredStallions(trottingOrigin: string, mareCodes: string[]) {
  const { makeFindStallionsForMare } = await import("~/src/application/horses/find-stallions-for-mare");
  const { DEFAULT_STALLION_MATCH_FILTERS } = await import("~/src/domain/pedigree/stallion-match-filters");
  const { makeSearchHorsesForPicker } = await import("~/src/application/horses/search-horses-for-picker");
  const config = loadConfig({
    NODE_ENV: "production",
    SITE_URL: "http://127.0.0.1",
    SESSION_SECRET: "bench-session-secret-0123456789-abcdef",
    LOG_LEVEL: "silent",
    TROTTO_API_URL: trottingOrigin,
    CONTENT_API_URL: trottingOrigin,
    FANTASY_API_URL: trottingOrigin,
  });
  const { ports } = composeApplication(config, { scope: requestScopeProvider(createLogger("silent")) });
  const males = (await (await fetch(`${trottingOrigin}/__raw/horses?sex=M&deceased=false&_sort=birthYear&_limit=100`)).json()) as {
    code: string;
    slug: string;
    name: string;
  }[];
  const trotting = {
    ...ports.trotting,
    ranking: async () => ({
      ...(await ports.trotting.ranking({ entity: "stalloni", year: null, age: null, type: null })),
      rows: males.map((male) => ({ name: male.name, slug: male.slug, age: null, cells: {} })),
    }),
    sponsorCards: async () => [],
  };
  const find = makeFindStallionsForMare({
    trotting,
    searchHorsesForPicker: makeSearchHorsesForPicker({ trotting }),
    clock: { now: () => new Date() },
  });
  const ask = (mare: string) => find({ mare, mareText: null, filters: DEFAULT_STALLION_MATCH_FILTERS, errors: [] });
  // the first pass fills the adapter's cache and the kept list; the mares' own files too
  for (const mare of mareCodes) await ask(mare);
  const times: number[] = [];
  let stallions = 0;
  for (const mare of mareCodes) {
    const begun = performance.now();
    const page = await ask(mare);
    times.push(performance.now() - begun);
    if (page.view === "result") stallions = page.considered;
  }
  const sorted = times.sort((a, b) => a - b);
  return { stallions, mares: mareCodes.length, median: sorted[Math.floor(sorted.length / 2)], slowest: sorted.at(-1)! };
}

/** A crawler over distinct horse files, each asked once: neither the page cache nor the upstream cache helps. */
async function coldRenders(origin: string, trottingOrigin: string, floor: Floor) {
  const horses = await horseFilePaths(trottingOrigin, COLD_PAGES);
  const crawl = await crawlOnce(origin, horses, COLD_CONNECTIONS);
  const coldFloor = await floor.rendersPerSecondOver(horses.slice(0, 40), FLOOR_MS * 2);
  const coldRatio = crawl.perSecond / coldFloor.perSecond;
  if (crawl.notOk > 0) failures.push(`render a freddo: ${crawl.notOk} pagine su ${horses.length} non 200 (${crawl.statuses})`);
  console.log(
    `\nRender a freddo: crawler su ${horses.length} schede cavallo distinte, ${COLD_CONNECTIONS} connessioni, user agent di un crawler:\n` +
      `  stati ${crawl.statuses} · ${crawl.perSecond.toFixed(1)} pagine/s · mediana ${ms(crawl.median)} · p99 ${ms(crawl.p99)} · ` +
      `HTML medio ${Math.round(crawl.meanBytes / 1024)} KB · pavimento ${coldFloor.perSecond.toFixed(1)} render/s (${coldFloor.paths} schede, dati in memoria) · ` +
      `Sulky/pavimento ${coldRatio.toFixed(2)}× (obiettivo ≥ ${TARGET.coldFloorRatio}: ${check(coldRatio >= TARGET.coldFloorRatio)})`,
  );
}

type LoadFigures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };
type Row = {
  page: { name: string; path: string };
  status: number;
  sulky?: LoadFigures;
  ceiling?: LoadFigures;
  floor?: { perSecond: number; bytes: number; markupBytes: number };
};

/**
 * autocannon in a process of its own: the load must not share a heap, and its collections'
 * pauses, with the fakes' world held by this process (they showed as the pages' p99).
 */
async function load(url: string, seconds: number): Promise<LoadFigures> {
  const cli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
  const args = [
    "--json",
    "-c",
    String(CONNECTIONS),
    "-d",
    String(seconds),
    "-H",
    `User-Agent=${BROWSER_UA}`,
    "-H",
    "Accept=text/html",
    url,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    const run = spawn(process.execPath, [cli, ...args], { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    run.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    run.on("error", reject);
    run.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`autocannon è uscito con ${code}`))));
  });
  const result = JSON.parse(output) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function table(rows: Row[]): string {
  const header = [
    "pagina",
    "stato",
    "Sulky req/s",
    "p50",
    "p99",
    "soffitto req/s",
    "p50",
    "pavimento render/s",
    "Sulky/soffitto",
    "Sulky/pavimento",
    "HTML (senza CSS)",
    "obiettivi",
  ];
  const lines = rows.map((row) => {
    if (!row.sulky || !row.ceiling || !row.floor)
      return [row.page.name, String(row.status), "—", "—", "—", "—", "—", "—", "—", "—", "—", "—"];
    const met =
      row.sulky.rps / row.ceiling.rps >= TARGET.warmRatio && row.sulky.p99 <= TARGET.warmP99Ms && row.sulky.errors + row.sulky.non2xx === 0;
    const errors = (figures: LoadFigures) =>
      figures.errors + figures.non2xx > 0 ? ` (${figures.errors} err, ${figures.non2xx} non-2xx)` : "";
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
      `${Math.round(row.floor.bytes / 1024)} KB (${Math.round(row.floor.markupBytes / 1024)})`,
      check(met),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`;
  return [
    format(header),
    `|${widths.map((width, column) => (column === 0 ? `${"-".repeat(width + 1)}-` : `${"-".repeat(width + 1)}:`)).join("|")}|`,
    ...lines.map(format),
  ].join("\n");
}

const check = (met: boolean) => (met ? "✓" : "✗ NON RAGGIUNTO");

/** Readiness details of the running server: the page cache's figures. */
async function pageCacheFigures(origin: string): Promise<Record<string, number>> {
  const answer = (await (await fetch(`${origin}/readyz`)).json()) as { pageCache?: Record<string, number> };
  if (!answer.pageCache) throw new Error("/readyz non mostra la cache delle pagine: è spenta?");
  return answer.pageCache;
}

type RequestCounts = { total: number; byPath: Record<string, number> };

/** Many visitors at the same instant on a page nobody asked for yet: renders and upstream calls it caused. */
async function burstOnColdPage(origin: string, pagePath: string, fakeOrigins: string[]) {
  await Promise.all(fakeOrigins.map((fakeOrigin) => fetch(`${fakeOrigin}/__fake/reset`, { method: "POST" })));
  const before = await pageCacheFigures(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: BURST_VISITORS });
  const statuses = await Promise.all(
    Array.from(
      { length: BURST_VISITORS },
      () =>
        new Promise<number>((resolve, reject) => {
          http
            .get(origin + pagePath, { agent, headers: { "User-Agent": BROWSER_UA, Accept: "text/html" } }, (res) => {
              res.resume();
              res.on("end", () => resolve(res.statusCode ?? 0));
            })
            .on("error", reject);
        }),
    ),
  );
  agent.destroy();
  const after = await pageCacheFigures(origin);
  const counts = await Promise.all(
    fakeOrigins.map(async (fakeOrigin) => ((await (await fetch(`${fakeOrigin}/__fake/requests`)).json()) as RequestCounts).byPath),
  );
  const perEndpoint = counts.flatMap((byPath) => Object.values(byPath));
  return {
    statuses: summary(statuses),
    renders: after.renders - before.renders,
    endpoints: perEndpoint.length,
    maxCallsPerEndpoint: Math.max(0, ...perEndpoint),
  };
}

/**
 * Distinct horse files of the fakes' world at their canonical addresses (src/urls and the horse's
 * slug, as the pages link them), each under the kind of file it belongs to: a crawl of bare codes
 * measured 301 redirects.
 */
async function horseFilePaths(trottingOrigin: string, count: number): Promise<string[]> {
  const horses = (await (await fetch(`${trottingOrigin}/__raw/horses?_page=1&_limit=${count}`)).json()) as {
    code: string;
    name: string;
    slug?: string | null;
    sex: string;
  }[];
  return horses.map((horse) =>
    horseFilePath(horse.sex === "M" ? "stalloni" : horse.sex === "F" ? "fattrici" : "puledri", canonicalHorseSlug(horse)),
  );
}

/** Each path asked exactly once, by `connections` workers in parallel: latencies and pages per second. */
async function crawlOnce(origin: string, paths: string[], connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses: number[] = [];
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < paths.length) {
      const pagePath = paths[next++];
      const begun = performance.now();
      await new Promise<void>((resolve, reject) => {
        http
          .get(origin + pagePath, { agent, headers: { "User-Agent": CRAWLER_UA, Accept: "text/html" } }, (res) => {
            res.on("data", (chunk: Buffer) => void (bytes += chunk.length));
            res.on("end", () => {
              statuses.push(res.statusCode ?? 0);
              resolve();
            });
          })
          .on("error", reject);
      });
      latencies.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))];
  return {
    perSecond: paths.length / elapsed,
    median: at(0.5),
    p99: at(0.99),
    statuses: summary(statuses),
    notOk: statuses.filter((status) => status !== 200).length,
    meanBytes: bytes / paths.length,
  };
}

/** `200×498, 404×2` */
function summary(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(", ");
}

const ratio = (value: number, reference: number) => (reference > 0 ? `${(value / reference).toFixed(2)}×` : "—");
const ms = (value: number) => `${Math.round(value)} ms`;

function machineLine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
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
  const response = await fetch(`${fakeOrigin}/__fake/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: pathPattern, fault }),
  });
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
