import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { connectRedis, type RedisConnection } from "~/src/server/redis";

/**
 * Redis runs on the machine's real clock: when the suite runs under faketime (npm run
 * test:other-days) its preload must not reach redis-server, which hangs under it.
 */
export const realClockEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== "LD_PRELOAD" && !name.startsWith("FAKETIME")),
);

export const redisInstalled = spawnSync("redis-server", ["--version"], { env: realClockEnv, timeout: 10_000 }).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type TestRedis = { redis: RedisConnection; stop(): Promise<void> };

/** A throw-away redis-server on a free loopback port, without persistence, and a connection to it. */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const server: ChildProcess = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
    env: realClockEnv,
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const redis = await connectRedis(`redis://127.0.0.1:${port}`, () => undefined);
      return {
        redis,
        async stop() {
          await redis.quit().catch(() => undefined);
          server.kill("SIGTERM");
        },
      };
    } catch (error) {
      if (Date.now() > deadline) {
        server.kill("SIGTERM");
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
