import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stopProcess, waitFor } from "./processes";
import { freePort, realClockEnv } from "./redis-server";

/**
 * Debian's `prometheus` package (promtool and the server) for the tests that check Sulky's figures
 * as Prometheus reads them. CI installs it and sets SULKY_PROMETHEUS_REQUIRED=1, so a missing
 * binary fails those tests there instead of skipping them.
 */
export const PROMETHEUS_REQUIRED = process.env.SULKY_PROMETHEUS_REQUIRED === "1";
const answers = (program: string) => spawnSync(program, ["--version"], { env: realClockEnv, timeout: 10_000 }).status === 0;
export const promtoolInstalled = answers("promtool");
export const prometheusInstalled = answers("prometheus");

/** `promtool check metrics` on a scrape: its exit status and what it said. */
export function promtoolCheckMetrics(scrape: string): { status: number | null; output: string } {
  const run = spawnSync("promtool", ["check", "metrics"], { input: scrape, env: realClockEnv, encoding: "utf8", timeout: 30_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}

export type LocalPrometheus = {
  /** An instant query through the HTTP API: the result's series, or the error Prometheus gave. */
  query(expr: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]>;
  /** Waits until every target has been scraped at least `count` times. */
  untilScraped(count: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
};

/** A real Prometheus on loopback scraping `targets` every second, its data in a throw-away folder. */
export async function startLocalPrometheus(targets: string[]): Promise<LocalPrometheus> {
  const dir = mkdtempSync(path.join(tmpdir(), "sulky-prometheus-"));
  const port = await freePort();
  const config = [
    "global: { scrape_interval: 1s, scrape_timeout: 1s, evaluation_interval: 1s }",
    "scrape_configs:",
    "  - job_name: sulky",
    `    static_configs: [{ targets: [${targets.map((target) => JSON.stringify(target)).join(", ")}] }]`,
    "",
  ].join("\n");
  writeFileSync(path.join(dir, "prometheus.yml"), config);
  const child: ChildProcess = spawn(
    "prometheus",
    [
      `--config.file=${path.join(dir, "prometheus.yml")}`,
      `--storage.tsdb.path=${path.join(dir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
      "--log.level=warn",
    ],
    { stdio: "ignore", env: realClockEnv },
  );
  const api = `http://127.0.0.1:${port}/api/v1`;
  const query = async (expr: string) => {
    const response = await fetch(`${api}/query?${new URLSearchParams({ query: expr })}`);
    const body = (await response.json()) as {
      status: string;
      error?: string;
      data?: { result: { metric: Record<string, string>; value: [number, string] }[] };
    };
    if (body.status !== "success") throw new Error(`${expr}: ${body.error}`);
    return body.data!.result;
  };
  const stop = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      () =>
        fetch(`http://127.0.0.1:${port}/-/ready`).then(
          (r) => r.ok || null,
          () => null,
        ),
      30_000,
      "Prometheus",
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    query,
    async untilScraped(count, timeoutMs = 30_000) {
      await waitFor(
        async () => {
          const seen = await query("count_over_time(up[5m])").catch(() => []);
          return seen.length === targets.length && seen.every((series) => Number(series.value[1]) >= count) ? true : null;
        },
        timeoutMs,
        `${count} raccolte di Prometheus`,
      );
    },
    stop,
  };
}
