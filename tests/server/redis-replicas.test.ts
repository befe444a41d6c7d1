/**
 * Writes a promotion must not forget (docs/decisions/042-redis-sentinel.md): with a replica
 * connected, the player lock and the game's counts are taken once a replica acknowledged them
 * (WAIT), and refused when it does not in time; a single Redis without replicas never waits.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisPlayerLock } from "~/src/server/player-lock";
import { createRedisAttemptCounter } from "~/src/server/rate-limit";
import { isRedisUnavailable, REPLICA_ACK_MS } from "~/src/server/redis";
import { stopProcess, waitFor } from "../support/processes";
import { freePortBelowEphemeralRange, realClockEnv, redisInstalled, startTestRedis, type TestRedis } from "../support/redis-server";

const waitCalls = async (testRedis: TestRedis) =>
  Number(/cmdstat_wait:calls=(\d+)/.exec(await testRedis.redis.sendCommand<string>(["INFO", "commandstats"]))?.[1] ?? 0);

describe.skipIf(!redisInstalled)("writes a replica must have (redis-server and a replica on loopback)", () => {
  let testRedis: TestRedis;
  let replica: ChildProcess | undefined;

  beforeAll(async () => {
    testRedis = await startTestRedis();
  });
  afterAll(async () => {
    if (replica) {
      replica.kill("SIGCONT");
      await stopProcess(replica);
    }
    await testRedis?.stop();
  });

  it("never waits for a replica when the primary has none", async () => {
    const lock = createRedisPlayerLock(testRedis.shared);
    const started = Date.now();
    await expect(lock("sessione-senza-replica", async () => "fatto")).resolves.toBe("fatto");
    expect(await testRedis.shared.replicated()).toBe(true);
    expect(Date.now() - started).toBeLessThan(REPLICA_ACK_MS);
    expect(await waitCalls(testRedis)).toBe(0);
  });

  it("takes a lock and a game's count once the replica has them, and refuses both when it does not answer in time", async () => {
    const port = await freePortBelowEphemeralRange();
    replica = spawn(
      "redis-server",
      [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
        "--replicaof",
        "127.0.0.1",
        new URL(testRedis.url).port,
      ],
      // The replica writes the primary's snapshot it receives to its folder: a scratch one.
      { stdio: "ignore", env: realClockEnv, cwd: mkdtempSync(path.join(tmpdir(), "sulky-replica-")) },
    );
    await waitFor(
      // Online, not only connected: the primary lists a replica in ROLE once its first copy is done,
      // which on a busy machine comes a while after the connection.
      async () => (/slave0:[^\n]*state=online/.test(await testRedis.redis.sendCommand<string>(["INFO", "replication"])) ? true : null),
      20_000,
      "replica collegata e allineata",
    );
    // The count of replicas is looked at again after a while: a fresh lock sees the new one.
    await new Promise((resolve) => setTimeout(resolve, 5100));
    const lock = createRedisPlayerLock(testRedis.shared, { waitMs: 200 });
    const counter = createRedisAttemptCounter(testRedis.shared);
    await expect(lock("sessione-replicata", async () => "fatto")).resolves.toBe("fatto");
    expect((await counter.hit("gioco-replicato", 60_000, { shared: true })).count).toBe(1);
    expect(await waitCalls(testRedis)).toBeGreaterThanOrEqual(2);

    // The replica frozen: nothing acknowledges, so neither is taken.
    replica.kill("SIGSTOP");
    try {
      let ran = false;
      const refused = await lock("sessione-non-replicata", async () => void (ran = true)).catch((error: unknown) => error);
      expect(isRedisUnavailable(refused), String(refused)).toBe(true);
      expect(ran).toBe(false);
      expect(await testRedis.redis.exists("sulky:lock:player:sessione-non-replicata")).toBe(0);
      const count = await counter.hit("gioco-non-replicato", 60_000, { shared: true }).catch((error: unknown) => error);
      expect(isRedisUnavailable(count), String(count)).toBe(true);
      // A count of the site's own forms does not wait for the replica.
      expect((await counter.hit("modulo", 60_000)).count).toBe(1);
    } finally {
      replica.kill("SIGCONT");
    }
  }, 45_000);
});
