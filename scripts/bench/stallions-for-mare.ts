/**
 * The stallions-for-a-mare row of `npm run bench` (scripts/bench.ts, docs/PERFORMANCE.md): the page
 * cold, warm and for other mares over HTTP, and the ranking of 100 stallions in this process.
 */
import { STALLIONS_FOR_MARE_PATH } from "./pages";
import { BROWSER_UA } from "./probes";
import { check, ms } from "./report";

/** The built server's functions the in-process ranking is composed with (the bench imports the build once). */
type BuiltServer = Pick<
  typeof import("~/src/server/production-entry"),
  "loadConfig" | "composeApplication" | "requestScopeProvider" | "createLogger"
>;

type StallionSettings = {
  /** Requests of the warm figure, each with other filters. */
  warmRequests: number;
  /** The latency the fakes add to every answer. */
  upstreamLatencyMs: number;
  /** The slowest warm answer's target (issue 20). */
  warmTargetMs: number;
};

/**
 * The stallions for a mare: cold (nothing cached), warm (the same mare with other filters: the
 * page cache misses, every upstream answer is cached) and other mares (their own files read
 * from the upstream, the stallions' kept).
 */
export async function stallionsForMare(origin: string, trottingOrigin: string, server: BuiltServer, settings: StallionSettings) {
  const { warmRequests, upstreamLatencyMs, warmTargetMs } = settings;
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
  for (let index = 0; index < warmRequests; index += 1) warm.push(await timed(`${origin}${STALLIONS_FOR_MARE_PATH}&coiMax=${60 + index}`));
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
    server,
    mares.map((mare) => mare.code),
  );
  const warmFigures = figures(warm.map((answer) => answer.ms));
  const otherFigures = figures(others.map((answer) => answer.ms));
  console.log(
    `Stalloni per una fattrice (${STALLIONS_FOR_MARE_PATH}), ${cold.stallions} stalloni in attività, upstream +${upstreamLatencyMs} ms:\n` +
      `  a freddo (nessuna cache): ${ms(cold.ms)}\n` +
      `  a caldo (stessa fattrice, altri filtri: cache delle pagine mancata, risposte upstream in cache), ${warm.length} richieste: ` +
      `mediana ${ms(warmFigures.median)} · la più lenta ${ms(warmFigures.slowest)} · obiettivo < ${warmTargetMs} ms: ${check(warmFigures.slowest < warmTargetMs)}\n` +
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
async function hundredStallions(trottingOrigin: string, server: BuiltServer, mareCodes: string[]) {
  const { loadConfig, composeApplication, requestScopeProvider, createLogger } = server;
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
