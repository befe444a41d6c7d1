import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { openSharedRedis, type RedisConnection, type SharedRedis } from "~/src/server/redis";

/**
 * Redis runs on the machine's real clock: when the suite runs under faketime (npm run
 * test:other-days) its preload must not reach redis-server, which hangs under it.
 */
export const realClockEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== "LD_PRELOAD" && !name.startsWith("FAKETIME")),
);

export const redisInstalled = spawnSync("redis-server", ["--version"], { env: realClockEnv, timeout: 10_000 }).status === 0;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const silentLogger = { warn: () => undefined, info: () => undefined };

export type TestRedis = {
  url: string;
  /** The connection as Sulky opens it (deadline, no offline queue). */
  shared: SharedRedis;
  /** The same connection's client, for looking at keys directly. */
  redis: RedisConnection;
  /** Stops redis-server (SIGKILL: an outage, not a shutdown). */
  kill(): Promise<void>;
  /** Freezes redis-server (SIGSTOP): the connection stays open, nothing answers. */
  pause(): void;
  resume(): void;
  /** Starts it again on the same port and waits until the connection is back. */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

function startRedisServer(port: number): ChildProcess {
  return spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
    env: realClockEnv,
  });
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: non avvenuto entro ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A throw-away redis-server on a free loopback port, without persistence, and Sulky's connection to it. */
export async function startTestRedis(options: { timeoutMs?: number } = {}): Promise<TestRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server = startRedisServer(port);
  const shared = openSharedRedis(url, { logger: silentLogger, timeoutMs: options.timeoutMs });
  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await until(() => shared.client.isReady, 10_000, "redis-server pronto");
  } catch (error) {
    server.kill("SIGTERM");
    await shared.close();
    throw error;
  }
  return {
    url,
    shared,
    redis: shared.client,
    async kill() {
      server.kill("SIGKILL");
      await exited(server);
      await until(() => !shared.client.isReady, 5_000, "connessione persa");
    },
    pause: () => void server.kill("SIGSTOP"),
    resume: () => void server.kill("SIGCONT"),
    async restart() {
      server = startRedisServer(port);
      await until(() => shared.client.isReady, 10_000, "connessione ripresa");
    },
    async stop() {
      await shared.close();
      server.kill("SIGCONT");
      server.kill("SIGTERM");
      await exited(server);
    },
  };
}
