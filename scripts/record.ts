/**
 * `npm run record [-- --out=path.har]`: Sulky (production build, as `npm start`) in front of the
 * upstreams named by TROTTO_API_URL, CONTENT_API_URL and FANTASY_API_URL, each reached through a
 * recording proxy. Every upstream exchange of the session is written, redacted, to a HAR file
 * (default recordings/sulky-{date}-{time}.har) that replays with FAKE_FIXTURES.
 * An upstream without a URL is served by an embedded fake, recorded the same way.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startFake, type FakeName } from "~/fake-upstreams";
import { createHarRecorder, startRecordingProxy } from "~/fake-upstreams/har/recorder";

const UPSTREAM_VARIABLES: Record<FakeName, string> = { trotting: "TROTTO_API_URL", content: "CONTENT_API_URL", fantasy: "FANTASY_API_URL" };

function outputFile(): string {
  const given = process.argv.find((arg) => arg.startsWith("--out="))?.slice("--out=".length) ?? process.env.RECORD_HAR;
  if (given) return path.resolve(given);
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return path.resolve("recordings", `sulky-${stamp}.har`);
}

const recorder = createHarRecorder({ file: outputFile() });
for (const [name, variable] of Object.entries(UPSTREAM_VARIABLES) as [FakeName, string][]) {
  let upstream = process.env[variable]?.trim().replace(/\/+$/, "");
  if (!upstream) {
    // an ephemeral port leaves 4001-4003 free; the fantasy players of a recording stay in recordings/, not in the everyday state
    upstream = (await startFake(name, { port: 0, quiet: true, stateFile: path.join("recordings", ".fantasy-state.json") })).url;
    console.log(`${variable} non impostata: registro il fake ${name} (${upstream})`);
  }
  const proxy = await startRecordingProxy(upstream, recorder);
  process.env[variable] = proxy.url;
  console.log(`registro ${name}: ${upstream} (tramite ${proxy.url})`);
}
console.log(`Le chiamate agli upstream finiscono in ${recorder.file}. Ctrl-C per fermare e scrivere il file.`);
process.once("exit", () => console.log(`HAR scritto: ${recorder.file} (${recorder.har().log.entries.length} scambi)`));

// start.js is plain JavaScript run by node: imported by its file URL, the way npm start runs it.
await import(pathToFileURL(path.resolve("scripts/start.js")).href);
