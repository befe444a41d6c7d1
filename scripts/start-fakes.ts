/**
 * Starts the three fake upstreams on their default ports (npm run fakes).
 * Env: FAKE_FAULT (e.g. 503, latency=300), FAKE_LATENCY_MS, FAKE_HOST, SULKY_TODAY,
 * FAKE_FIXTURES (HAR files or folders), FAKE_FIXTURES_IGNORE, FAKE_FIXTURES_ONLY (docs/FAKES.md), and FAKE_PUBLIC_HOST:
 * the host name Sulky reaches the fakes by (their picture addresses use it, so Sulky's media
 * proxy recognises them; in docker-compose.yml the service name `fakes`).
 */
import { DEFAULT_FAKE_PORTS, startFakeUpstreams } from "~/fake-upstreams";
import { fixtureOptionsFromEnv } from "~/fake-upstreams/har/env";
import { FixtureFileError } from "~/fake-upstreams/har/fixture-file";

const shared = {
  host: process.env.FAKE_HOST ?? "127.0.0.1",
  fault: process.env.FAKE_FAULT || undefined,
  latencyMs: process.env.FAKE_LATENCY_MS ? Number(process.env.FAKE_LATENCY_MS) : undefined,
  ...fixtureOptionsFromEnv(process.env),
};

const publicUrl = (port: number) => (process.env.FAKE_PUBLIC_HOST ? `http://${process.env.FAKE_PUBLIC_HOST}:${port}` : undefined);
let started: Awaited<ReturnType<typeof startFakeUpstreams>>;
try {
  started = await startFakeUpstreams({
    trotting: { ...shared, port: DEFAULT_FAKE_PORTS.trotting, publicUrl: publicUrl(DEFAULT_FAKE_PORTS.trotting) },
    content: { ...shared, port: DEFAULT_FAKE_PORTS.content, publicUrl: publicUrl(DEFAULT_FAKE_PORTS.content) },
    fantasy: { ...shared, port: DEFAULT_FAKE_PORTS.fantasy, publicUrl: publicUrl(DEFAULT_FAKE_PORTS.fantasy) },
  });
} catch (error) {
  if (!(error instanceof FixtureFileError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { fakes, close } = started;
for (const fake of Object.values(fakes)) console.log(`${fake!.name.padEnd(9)} ${fake!.url}`);
console.log("Ctrl-C per fermare.");

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  void close().then(() => process.exit(0));
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
