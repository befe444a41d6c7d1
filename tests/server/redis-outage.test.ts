/**
 * Redis down, frozen, and back (docs/decisions/024-production-settings-and-failing-fast.md,
 * docs/decisions/010-player-lock-across-instances.md, 042-redis-sentinel.md): nothing waits
 * longer than the deadline, the site's counters fall back to the process, the game's counts
 * and the player lock are refused rather than kept in the process alone, and everything
 * recovers by itself when Redis returns.
 */
import type session from "express-session";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisPlayerLock } from "~/src/server/player-lock";
import { createDegradableAttemptCounter, createMemoryAttemptCounter, createRedisAttemptCounter } from "~/src/server/rate-limit";
import { isRedisUnavailable } from "~/src/server/redis";
import { createSessionStore } from "~/src/server/session";
import { redisInstalled, startTestRedis, type TestRedis } from "../support/redis-server";

const TIMEOUT_MS = 300;

function elapsed<T>(work: () => Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const started = Date.now();
  return work().then(
    (value) => ({ ms: Date.now() - started, value }),
    (error: unknown) => ({ ms: Date.now() - started, error }),
  );
}

const read = (store: session.Store, sid: string) =>
  new Promise<session.SessionData | null | undefined>((resolve, reject) =>
    store.get(sid, (err, data) => (err ? reject(err) : resolve(data))),
  );

describe.skipIf(!redisInstalled)("Redis outages (redis-server on loopback)", () => {
  let testRedis: TestRedis;
  beforeAll(async () => {
    testRedis = await startTestRedis({ timeoutMs: TIMEOUT_MS });
  });
  afterAll(async () => testRedis?.stop());

  it("fails at once while Redis is stopped, and answers again once it is back", async () => {
    const store = createSessionStore(testRedis.shared);
    await testRedis.kill();
    expect(testRedis.shared.available).toBe(false);
    const refused = await elapsed(() => read(store, "qualunque"));
    expect(isRedisUnavailable(refused.error), String(refused.error)).toBe(true);
    expect(refused.ms).toBeLessThan(100);
    expect(await testRedis.shared.ping().catch(() => false)).toBe(false);

    await testRedis.restart();
    expect(await testRedis.shared.ping()).toBe(true);
    await expect(read(store, "qualunque")).resolves.toBeFalsy();
  }, 20_000);

  it("stops waiting for a frozen Redis after the deadline, then fails at once until it answers again", async () => {
    testRedis.pause();
    try {
      const first = await elapsed(() => testRedis.shared.call((client) => client.get("chiave")));
      expect(isRedisUnavailable(first.error), String(first.error)).toBe(true);
      expect(first.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
      expect(first.ms).toBeLessThan(TIMEOUT_MS + 500);
      for (let attempt = 0; attempt < 2; attempt++) await testRedis.shared.call((client) => client.get("chiave")).catch(() => undefined);
      // Three exchanges without an answer: the next ones fail without waiting.
      const quick = await elapsed(() => testRedis.shared.call((client) => client.get("chiave")));
      expect(isRedisUnavailable(quick.error)).toBe(true);
      expect(quick.ms).toBeLessThan(50);
    } finally {
      testRedis.resume();
    }
    // After the breaker's pause a trial exchange goes through and Redis is in use again.
    const deadline = Date.now() + 6000;
    while (!(await testRedis.shared.ping().catch(() => false))) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(testRedis.shared.available).toBe(true);
  }, 20_000);

  it("counts attempts in the process while Redis is away, logs it once, and in Redis again once it is back", async () => {
    const warnings: string[] = [];
    const counter = createDegradableAttemptCounter(createRedisAttemptCounter(testRedis.shared), createMemoryAttemptCounter(), {
      warn: (_details, message) => void warnings.push(message),
    });
    expect((await counter.hit("prova", 60_000)).count).toBe(1);
    expect((await counter.hit("gioco", 60_000, { shared: true })).count).toBe(1);
    await testRedis.kill();
    const during = await elapsed(() => counter.hit("prova", 60_000));
    expect(during.ms).toBeLessThan(100);
    expect(during.value?.count).toBe(1);
    expect((await counter.hit("prova", 60_000)).count).toBe(2);
    expect(warnings).toHaveLength(1);
    // A count every instance must share is refused, at once, rather than started again in the process.
    const shared = await elapsed(() => counter.hit("gioco", 60_000, { shared: true }));
    expect(isRedisUnavailable(shared.error), String(shared.error)).toBe(true);
    expect(shared.ms).toBeLessThan(100);
    await testRedis.restart();
    // Redis restarted empty (no persistence): its count starts again.
    expect((await counter.hit("prova", 60_000)).count).toBe(1);
    expect(await testRedis.redis.exists("sulky:rl:prova")).toBe(1);
  }, 20_000);

  it("refuses a player's calls at once while Redis is away, instead of a lock of the process alone", async () => {
    const warnings: string[] = [];
    const lock = createRedisPlayerLock(testRedis.shared, { logger: { warn: (_details, message) => void warnings.push(message) } });
    await testRedis.kill();
    let ran = 0;
    const started = Date.now();
    const outcomes = await Promise.all(
      [1, 2, 3].map(() =>
        lock("giocatore-senza-redis", async () => {
          ran += 1;
        }).catch((error: unknown) => error),
      ),
    );
    expect(ran).toBe(0);
    expect(outcomes.every(isRedisUnavailable)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(warnings).toHaveLength(1);
    await testRedis.restart();
    await expect(lock("giocatore-senza-redis", async () => "di nuovo con Redis")).resolves.toBe("di nuovo con Redis");
    expect(await testRedis.redis.exists("sulky:lock:player:giocatore-senza-redis")).toBe(0);
  }, 20_000);

  it("releases a lock whose release got no answer once Redis answers again, before its TTL", async () => {
    const lock = createRedisPlayerLock(testRedis.shared, { ttlMs: 20_000 });
    const key = "sulky:lock:player:giocatore-sospeso";
    await lock("giocatore-sospeso", async () => {
      // Redis freezes while the player's call runs: the release gets no answer.
      testRedis.pause();
    });
    testRedis.resume();
    expect(await testRedis.shared.whenConnected(5000)).toBe(true);
    const deadline = Date.now() + 8000;
    while ((await testRedis.shared.call((client) => client.exists(key)).catch(() => 1)) === 1) {
      expect(Date.now(), "the lock left behind is still there").toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 20_000);
});

if (!redisInstalled) console.warn("redis-server non installato: test dei guasti di Redis saltato");
