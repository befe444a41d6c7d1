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

/**
 * Waits for `condition`. The deadline is judged only
 * after a turn of the event loop's I/O phase (setImmediate runs after it): after a stall of
 * the worker, the timer that ends the wait fires before the poll phase delivers the socket
 * events that had arrived meanwhile, and the wait would fail with the answer already there.
 */
async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (Date.now() > deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      if (!condition()) throw new Error(`${what}: non avvenuto entro ${timeoutMs} ms`);
    }
  }
}

/**
 * A port below Linux's ephemeral range (ip_local_port_range, 32768–60999 by default) that is
 * free now. A port from listen(0) lies inside that range, and while the test's Redis is killed
 * the kernel may hand it to anyone: another process's listen(0) (another worker's fake or
 * Redis; the machine is shared), or an outgoing connection's own end, the client's reconnects
 * included (a socket connected to itself). The client then reconnects to that stranger, the
 * restarted redis-server cannot bind, and the next kill leaves the connection up.
 */
export async function freePortBelowEphemeralRange(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("nessuna porta libera per redis-server");
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

/**
 * Waits until the connection is ready and talks to `server` itself (INFO's process_id): a
 * redis-server that could not bind its port exits, and a ready connection to whatever holds
 * the port instead would let the tests kill one process and keep talking to another.
 */
async function untilConnectedTo(shared: SharedRedis, server: ChildProcess, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`${what}: redis-server è uscito (porta occupata?)`);
    if (shared.client.isReady) {
      const info = await shared.client.sendCommand<string>(["INFO", "server"]).catch(() => "");
      if (new RegExp(`^process_id:${server.pid}\\r?$`, "m").test(String(info))) return;
    }
    if (Date.now() > deadline) throw new Error(`${what}: non avvenuto entro ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A throw-away redis-server on a free loopback port, without persistence, and Sulky's connection to it. */
export async function startTestRedis(options: { timeoutMs?: number } = {}): Promise<TestRedis> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePortBelowEphemeralRange();
    const url = `redis://127.0.0.1:${port}`;
    const server = startRedisServer(port);
    const shared = openSharedRedis(url, { logger: silentLogger, timeoutMs: options.timeoutMs });
    try {
      await untilConnectedTo(shared, server, 10_000, "redis-server pronto");
      return testRedisOn(url, server, shared);
    } catch (error) {
      server.kill("SIGTERM");
      await shared.close();
      // Another process took the port between the check and redis-server's bind: another port.
      if (attempt >= 3) throw error;
    }
  }
}

function testRedisOn(url: string, first: ChildProcess, shared: SharedRedis): TestRedis {
  const port = Number(new URL(url).port);
  let server = first;
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
      await untilConnectedTo(shared, server, 10_000, "connessione ripresa");
    },
    async stop() {
      await shared.close();
      server.kill("SIGCONT");
      server.kill("SIGTERM");
      await exited(server);
    },
  };
}
