/**
 * The HTTP probes of `npm run bench` (scripts/bench.ts): load from autocannon in a process of its
 * own, a crawl that asks each page once, the timings of one answer, and the control addresses of
 * the fakes (faults) and of the server (the page cache's figures).
 */
import { spawn } from "node:child_process";
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";

export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
export const CRAWLER_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

export type LoadFigures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };
/**
 * autocannon in a process of its own: the load must not share a heap, and its collections'
 * pauses, with the fakes' world held by this process (they showed as the pages' p99).
 */
export async function load(url: string, seconds: number, connections: number): Promise<LoadFigures> {
  const cli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
  const args = [
    "--json",
    "-c",
    String(connections),
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

/** Each path asked exactly once, by `connections` workers in parallel: latencies and pages per second. */
export async function crawlOnce(origin: string, paths: string[], connections: number) {
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
export function summary(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(", ");
}

/** GET with a browser user agent: when the first and the last bytes arrive, and when the news section does. */
export function timeToBytes(
  url: string,
): Promise<{ status: number; firstByte: number; lastByte: number; mainAt?: number; newsAt?: number }> {
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

export async function repeat(url: string, times: number) {
  for (let i = 0; i < times; i++) await (await fetch(url, { headers: { "User-Agent": BROWSER_UA } })).arrayBuffer();
}

export async function fakeFault(fakeOrigin: string, pathPattern: string, fault: string) {
  const response = await fetch(`${fakeOrigin}/__fake/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: pathPattern, fault }),
  });
  if (!response.ok) throw new Error(`fault refused: ${response.status}`);
}

export async function fakeFaultsCleared(fakeOrigin: string) {
  await fetch(`${fakeOrigin}/__fake/faults`, { method: "DELETE" });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Readiness details of the running server: the page cache's figures. */
export async function pageCacheFigures(origin: string): Promise<Record<string, number>> {
  const answer = (await (await fetch(`${origin}/readyz`)).json()) as { pageCache?: Record<string, number> };
  if (!answer.pageCache) throw new Error("/readyz non mostra la cache delle pagine: è spenta?");
  return answer.pageCache;
}
