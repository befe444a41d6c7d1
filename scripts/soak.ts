/**
 * Soak: the production build under mixed page traffic while the fake upstreams
 * fail in turns. Loopback only, bounded in time and in requests, stops by itself.
 *
 *   npx tsx scripts/soak.ts [--seconds=90] [--warmup-seconds=60] [--max-requests=20000] [--concurrency=8] [--build]
 *                           [--heap-snapshots] [--node-args="--max-old-space-size=256"]
 *
 * A warm-up under the same traffic and one full cycle of faults comes first, so
 * every code path is compiled and every cache filled; then the measured run.
 * Prints requests served, statuses by kind, p50/p99 latency, heap and RSS at the
 * start and the end of the measured run (each after a forced GC, without traffic),
 * and the exit of the server on SIGTERM. The memory lines break resident memory
 * down (V8 heap, buffers outside it, the rest) and show the page cache's figures;
 * --heap-snapshots writes a heap snapshot at the start and the end of the measured
 * run and prints what grew; --node-args runs the server under other node flags
 * (a capped heap, as in a 512 MB container).
 * Exit code 1 when the server crashed, answered 5xx on a page, or kept >10% more memory.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { startFakeUpstreams } from "~/fake-upstreams/index";
import { heapGrowth as growthByKind, summariseHeapSnapshot } from "./heap-snapshot-summary";
import { buildRouteCatalogue, firstNewsSlug } from "~/tests/resilience/route-catalogue";
import { stackToday } from "./stack-today";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const SECONDS = Math.min(option("seconds", 90), 15 * 60);
const MAX_REQUESTS = Math.min(option("max-requests", 20_000), 500_000);
const CONCURRENCY = Math.min(option("concurrency", 8), 64);
const WARMUP_SECONDS = Math.min(option("warmup-seconds", 60), 5 * 60);
const BUILD_DIR = "build-resilience";
const HOST = "127.0.0.1";
const HEAP_SNAPSHOTS = args.includes("--heap-snapshots");
const NODE_ARGS = (args.find((arg) => arg.startsWith("--node-args="))?.slice("--node-args=".length) ?? "").split(/\s+/).filter(Boolean);

/** Fault phases, one every PHASE_MS, applied to a share of the upstream paths. */
const PHASE_MS = 10_000;
const PHASES: { label: string; rules: { fake: "trotting" | "content" | "fantasy"; path: string; fault: string }[] }[] = [
  { label: "nessun guasto", rules: [] },
  {
    label: "corse 503, notizie lente",
    rules: [
      { fake: "trotting", path: "^/api/v2/(partenti|arrivi|corse)", fault: "503" },
      { fake: "content", path: "posts", fault: "latency=6000" },
    ],
  },
  {
    label: "schede cavallo JSON rotto",
    rules: [{ fake: "trotting", path: "^/api/v(1|2)/(cavalli|stalloni|puledri)", fault: "malformed" }],
  },
  {
    label: "classifiche forma errata, sorteggi 500",
    rules: [
      { fake: "trotting", path: "^/api/v2/(classifiche|qualifiche|draws)", fault: "wrong-shape" },
      { fake: "trotting", path: "^/api/v2/draws", fault: "500" },
    ],
  },
  { label: "trotto fermo (hang)", rules: [{ fake: "trotting", path: ".*", fault: "hang" }] },
  {
    label: "tutto 503",
    rules: [
      { fake: "trotting", path: ".*", fault: "503" },
      { fake: "content", path: ".*", fault: "503" },
      { fake: "fantasy", path: ".*", fault: "503" },
    ],
  },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  if (args.includes("--build") || !existsSync(path.join(BUILD_DIR, "server/index.js"))) {
    console.log(`build in ${BUILD_DIR}...`);
    execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, SULKY_BUILD_DIR: BUILD_DIR } });
  }
  const today = stackToday();
  const fakes = await startFakeUpstreams({
    trotting: { port: 0, host: HOST, quiet: true, today: today.instant },
    content: { port: 0, host: HOST, quiet: true, today: today.instant },
    fantasy: { port: 0, host: HOST, quiet: true, today: today.instant },
  });
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const server = spawn(process.execPath, ["--expose-gc", ...NODE_ARGS, "scripts/start.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      SULKY_BUILD_DIR: BUILD_DIR,
      SITE_URL: base,
      TROTTO_API_URL: fakes.fakes.trotting!.url,
      CONTENT_API_URL: fakes.fakes.content!.url,
      FANTASY_API_URL: fakes.fakes.fantasy!.url,
      UPSTREAM_TIMEOUT_MS: "2000",
      SOAK_CONTROL: "on",
      SULKY_TODAY: today.day,
      READINESS_DETAILS: "public",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // The server's error output (failed loaders under injected faults) is kept, not printed:
  // its last lines are shown only if the server dies.
  const lastErrors: string[] = [];
  let errorLines = 0;
  server.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
    for (const line of chunk.split("\n")) {
      errorLines++;
      lastErrors.push(line);
      if (lastErrors.length > 30) lastErrors.shift();
    }
  });
  let crashed: string | undefined;
  let expectedExit = false;
  const exited = new Promise<number | null>((resolve) =>
    server.on("exit", (code, signal) => {
      if (!expectedExit) crashed = `uscito da solo (codice ${code}, segnale ${signal})`;
      resolve(code);
    }),
  );

  const stopAll = async () => {
    if (server.exitCode === null) server.kill("SIGKILL");
    await fakes.close();
  };

  try {
    for (let waited = 0; ; waited += 200) {
      if (crashed) throw new Error(`il server non è partito: ${crashed}`);
      if (waited > 30_000) throw new Error("il server non risponde su /healthz dopo 30 s");
      const alive = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (alive) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const routes = buildRouteCatalogue({ newsSlug: await firstNewsSlug(fakes.fakes.content!.url), today: today.instant });
    type Memory = {
      heapUsed: number;
      heapTotal: number;
      external: number;
      arrayBuffers: number;
      rss: number;
      gcForced: boolean;
      spaces: Record<string, number>;
    };
    const memory = async () => (await (await fetch(`${base}/__soak/memory`)).json()) as Memory;
    const heapSnapshot = async () =>
      ((await (await fetch(`${base}/__soak/heap-snapshot`, { method: "POST" })).json()) as { file: string }).file;
    const pageCacheFigures = async () => {
      const figures = ((await (await fetch(`${base}/readyz`)).json()) as { pageCache?: Record<string, number> }).pageCache;
      return figures
        ? `${figures.entries} pagine / ${mb(figures.bytes)} (hit ${figures.hits}, stale ${figures.staleHits}, miss ${figures.misses}, render ${figures.renders}, espulse ${figures.evictions})`
        : "spenta";
    };
    /** RSS split: V8's heap (committed), memory outside it held by buffers, and the rest (code, native allocations, stacks). */
    const breakdown = (m: Memory) =>
      `heap impegnato ${mb(m.heapTotal)} (old ${mb(m.spaces.old_space ?? 0)}, new ${mb(m.spaces.new_space ?? 0)}, large ${mb(m.spaces.large_object_space ?? 0)}, code ${mb(m.spaces.code_space ?? 0)}) · ` +
      `esterna ${mb(m.external)} (ArrayBuffer ${mb(m.arrayBuffers)}) · resto ${mb(m.rss - m.heapTotal - m.external)}`;
    /** Cached upstream answers per upstream, from /readyz: shows whether the cache explains a heap change. */
    const cacheFigures = async () => {
      const ready = (await (await fetch(`${base}/readyz`)).json()) as {
        upstreams: Record<string, { cache: { entries: number; sizeBytes: number } | null }>;
      };
      return Object.entries(ready.upstreams)
        .filter(([, status]) => status.cache)
        .map(([name, status]) => `${name} ${status.cache!.entries} voci / ${mb(status.cache!.sizeBytes)}`)
        .join(", ");
    };

    const statuses = new Map<string, number>();
    const pageErrors = new Map<string, number>();
    const latencies: number[] = [];
    let sent = 0;
    let started = Date.now();

    const applyPhase = async (index: number) => {
      await Promise.all(Object.values(fakes.fakes).map((fake) => fetch(`${fake!.origin}/__fake/faults`, { method: "DELETE" })));
      for (const rule of PHASES[index].rules) {
        await fetch(`${fakes.fakes[rule.fake]!.origin}/__fake/faults`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ path: rule.path, fault: rule.fault }),
        });
      }
      console.log(`[${Math.round((Date.now() - started) / 1000)} s] fase: ${PHASES[index].label}`);
    };
    let phase = 0;
    await applyPhase(phase);
    const phaseTimer = setInterval(() => {
      phase = (phase + 1) % PHASES.length;
      void applyPhase(phase);
    }, PHASE_MS);

    const worker = async (id: number, deadline: number) => {
      let n = id;
      while (Date.now() < deadline && sent < MAX_REQUESTS && !crashed) {
        const route = routes[n++ % routes.length];
        sent++;
        const t0 = performance.now();
        try {
          const response = await fetch(base + route.example, { redirect: "manual", signal: AbortSignal.timeout(15_000) });
          await response.arrayBuffer();
          latencies.push(performance.now() - t0);
          const kind = response.status >= 500 ? `${response.status}` : `${Math.floor(response.status / 100)}xx`;
          statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
          if (response.status >= 500) pageErrors.set(route.pattern, (pageErrors.get(route.pattern) ?? 0) + 1);
        } catch (error) {
          latencies.push(performance.now() - t0);
          const kind = `errore rete (${(error as Error).name})`;
          statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
        }
      }
    };
    const run = (seconds: number) => {
      const deadline = Date.now() + seconds * 1000;
      return Promise.all(Array.from({ length: CONCURRENCY }, (_, id) => worker(id, deadline)));
    };
    await run(WARMUP_SECONDS);
    const warmup = { requests: latencies.length, elapsed: (Date.now() - started) / 1000 };
    statuses.clear();
    pageErrors.clear();
    latencies.length = 0;
    sent = 0;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const startMemory = await memory();
    const startCache = await cacheFigures();
    const startPages = await pageCacheFigures();
    const startSnapshot = HEAP_SNAPSHOTS ? await heapSnapshot() : undefined;
    started = Date.now();
    await run(SECONDS);
    clearInterval(phaseTimer);
    await Promise.all(Object.values(fakes.fakes).map((fake) => fetch(`${fake!.origin}/__fake/faults`, { method: "DELETE" })));
    const elapsed = (Date.now() - started) / 1000;

    // Let timers of abandoned upstream calls and stale cache copies settle before measuring.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const endMemory = await memory();
    const endCache = await cacheFigures();
    const endPages = await pageCacheFigures();
    const endSnapshot = HEAP_SNAPSHOTS ? await heapSnapshot() : undefined;

    expectedExit = true;
    const shutdownStarted = Date.now();
    server.kill("SIGTERM");
    const exitCode = await exited;
    const shutdownMs = Date.now() - shutdownStarted;

    latencies.sort((a, b) => a - b);
    const heapGrowth = (endMemory.heapUsed - startMemory.heapUsed) / startMemory.heapUsed;
    console.log("\n=== Soak Sulky ===");
    console.log(`riscaldamento: ${warmup.requests} richieste in ${warmup.elapsed.toFixed(0)} s (escluse dalle cifre seguenti)`);
    console.log(
      `durata ${elapsed.toFixed(0)} s, concorrenza ${CONCURRENCY}, ${routes.length} rotte, fasi di guasto ogni ${PHASE_MS / 1000} s`,
    );
    console.log(`richieste servite: ${latencies.length} (${(latencies.length / elapsed).toFixed(1)}/s)`);
    console.log(
      `stati: ${[...statuses]
        .sort()
        .map(([kind, count]) => `${kind}=${count}`)
        .join(", ")}`,
    );
    console.log(
      `latenza p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms`,
    );
    console.log(
      `memoria dopo GC${startMemory.gcForced ? "" : " (GC non forzato!)"}: heap ${mb(startMemory.heapUsed)} -> ${mb(endMemory.heapUsed)} (${(heapGrowth * 100).toFixed(1)}%), RSS ${mb(startMemory.rss)} -> ${mb(endMemory.rss)}`,
    );
    console.log(`  inizio: ${breakdown(startMemory)}`);
    console.log(`  fine:   ${breakdown(endMemory)}`);
    console.log(`node ${["--expose-gc", ...NODE_ARGS].join(" ")}`);
    console.log(`cache delle risposte: ${startCache} -> ${endCache}`);
    console.log(`cache delle pagine: ${startPages} -> ${endPages}`);
    if (startSnapshot && endSnapshot) {
      console.log(`istantanee dello heap: ${startSnapshot} -> ${endSnapshot}; cosa è cambiato di più (byte propri):`);
      for (const row of growthByKind(summariseHeapSnapshot(startSnapshot), summariseHeapSnapshot(endSnapshot))) {
        console.log(
          `  ${row.name.slice(0, 40).padEnd(40)} ${(row.bytes >= 0 ? "+" : "") + mb(row.bytes)} (${row.count >= 0 ? "+" : ""}${row.count} oggetti), ora ${mb(row.endBytes)}`,
        );
      }
    }
    console.log(
      `5xx per rotta: ${pageErrors.size === 0 ? "nessuno" : [...pageErrors].map(([route, count]) => `${route}=${count}`).join(", ")}`,
    );
    console.log(
      `arresto con SIGTERM: codice ${exitCode} in ${shutdownMs} ms; crash: ${crashed ?? "nessuno"}; righe di errore del server: ${errorLines}`,
    );
    if (crashed) console.log(lastErrors.join("\n"));
    const failed = crashed !== undefined || exitCode !== 0 || heapGrowth > 0.1;
    console.log(failed ? "ESITO: da verificare" : "ESITO: ok");
    await fakes.close();
    process.exitCode = failed ? 1 : 0;
  } catch (error) {
    console.error((error as Error).message);
    await stopAll();
    process.exitCode = 1;
  }
}

await main();
