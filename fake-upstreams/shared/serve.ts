import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { loadFixtures } from "../har/fixture-file";
import { createFixtureLayer, type FixtureLayer } from "../har/fixture-layer";
import { createFaultLayer, type FaultLayer } from "./faults";
import { DEFAULT_FAKE_PORTS, type FakeName, type FakeOptions, type RunningFake } from "./types";

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export interface FakeBuildContext {
  /** absolute base URL of the fake itself, for image URLs */
  publicUrl: string;
  options: FakeOptions;
  faults: FaultLayer;
  /** HAR answers, installed right after the faults: matched requests never reach the generated world. */
  fixtures: FixtureLayer;
  /** Registers how to drop what clients wrote (players, listings) on `POST /__fake/fresh`. */
  onFresh(forget: () => void): void;
}

/** A FixtureFileError (malformed HAR) rejects before the port is taken. */
function fixtureLayerFor(name: FakeName, options: FakeOptions): FixtureLayer {
  const log = options.quiet ? undefined : (line: string) => console.log(`[fake:${name}] ${line}`);
  if (!options.fixtures) return createFixtureLayer({ entries: [], fixturesOnly: options.fixturesOnly, log });
  const { files, entries } = loadFixtures(options.fixtures);
  log?.(`${entries.length} risposte registrate da ${files.join(", ")}${options.fixturesOnly ? " (solo fixture)" : ""}`);
  return createFixtureLayer({ entries, ignoredQueryParams: options.ignoredQueryParams, fixturesOnly: options.fixturesOnly, log });
}

/**
 * Starts an HTTP server first (so an ephemeral port is known), then builds the app with the
 * resulting public URL, so every absolute URL in the data points at this very fake.
 */
export async function serveFake(
  name: FakeName,
  options: FakeOptions,
  apiPrefix: string,
  build: (context: FakeBuildContext) => Promise<RequestListener> | RequestListener,
): Promise<RunningFake> {
  const fixtures = fixtureLayerFor(name, options);
  const host = options.host ?? "127.0.0.1";
  const port = options.port ?? DEFAULT_FAKE_PORTS[name];
  let listener: RequestListener | null = null;
  const server = createServer((req, res) => {
    if (listener) listener(req, res);
    else {
      res.statusCode = 503;
      res.end('{"message":"fake in avvio"}');
    }
  });
  // An idle keep-alive connection is closed by its client, never by the fake. The fakes share a
  // process with their clients in tests (Sulky's adapters, a test's own fetch): while a long
  // synchronous step blocks the event loop, the client's idle timer (undici: 4 s) cannot fire,
  // and the next request goes out on the pooled connection; Node's default 5 s keepAliveTimeout
  // then fired first on resume and reset that request (ECONNRESET). With 0 the fake keeps the
  // connection until the client closes it; close() still ends every connection.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const origin = `http://${host}:${address.port}`;
  const forgetters: (() => void)[] = [];
  const faults = createFaultLayer({
    fault: options.fault,
    latencyMs: options.latencyMs,
    reports: { fixtures: () => ({ entries: fixtures.size, answered: fixtures.answered(), unmatched: fixtures.unmatched() }) },
    onReset: () => fixtures.rewind(),
    onFresh: () => forgetters.forEach((forget) => forget()),
  });
  fixtures.setPublicOrigin(new URL(options.publicUrl ?? origin).origin);
  listener = await build({
    publicUrl: options.publicUrl ?? origin,
    options,
    faults,
    fixtures,
    onFresh: (forget) => void forgetters.push(forget),
  });
  if (!options.quiet) console.log(`[fake:${name}] in ascolto su ${origin}${apiPrefix}`);
  return {
    name,
    url: origin + apiPrefix,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        faults.destroyHanging();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
