/**
 * Sulky's results archive filled from the embedded trotting fake, through the site's own adapters
 * and its own ingest job at full speed (no rate limit, one long run): what `npm run ratings:eval`
 * and the bench's ratings row both start from. The fake is stopped once the archive is filled.
 */
import { createUpstreamClient } from "~/adapters/http/upstream-client";
import { openSqliteResultsArchive } from "~/adapters/results-archive/sqlite-results-archive";
import { createTrottingAdapter } from "~/adapters/trotting/trotting-adapter";
import { startFake } from "~/fake-upstreams/index";
import { makeIngestResults, type IngestReport } from "~/src/application/ratings/ingest-results";
import { createClock } from "~/src/clock";

type ScriptLogger = {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
};

export const silentLogger: ScriptLogger = { debug() {}, info() {}, warn() {}, error() {} };

export type FilledArchive = {
  archive: Awaited<ReturnType<typeof openSqliteResultsArchive>>;
  report: IngestReport;
  /** Wall time of the fill, in seconds. */
  fillSeconds: number;
};

/**
 * `today` as YYYY-MM-DD (the site's clock); `instant`, the fake's time of day (else its default
 * for SULKY_TODAY); `file`: an SQLite file, else in memory.
 */
export async function fillArchiveFromFake(options: {
  today: string;
  instant?: Date;
  file?: string;
  logger?: ScriptLogger;
}): Promise<FilledArchive> {
  const clock = createClock(options.today);
  const fake = await startFake("trotting", { port: 0, quiet: true, ...(options.instant ? { today: options.instant } : {}) });
  try {
    const client = createUpstreamClient({
      upstream: "trotting",
      baseUrl: fake.url,
      timeoutMs: 30_000,
      scope: () => ({ logger: silentLogger }),
      retry: false,
    });
    const trotting = createTrottingAdapter(client);
    const archive = await openSqliteResultsArchive({ file: options.file });
    const started = performance.now();
    const report = await makeIngestResults(
      { archive, races: trotting, horses: trotting, clock, logger: options.logger ?? silentLogger },
      { concurrency: 2, callsPerSecond: 0, budgetMs: 15 * 60 * 1000 },
    ).run();
    await archive.flush();
    return { archive, report, fillSeconds: (performance.now() - started) / 1000 };
  } finally {
    await fake.close();
  }
}
