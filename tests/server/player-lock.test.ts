import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUpstreamError } from "~/src/ports/upstream-error";
import { createProcessPlayerLock, createRedisPlayerLock, type PlayerLock } from "~/src/server/player-lock";
import { redisInstalled, startTestRedis, type TestRedis } from "../support/redis-server";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `count` calls of one player, alternating between the locks, and reports the most that ran at once. */
async function mostAtOnce(locks: PlayerLock[], sessionId: string, count: number): Promise<number> {
  let running = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      locks[index % locks.length](sessionId, async () => {
        running += 1;
        most = Math.max(most, running);
        await pause(15);
        running -= 1;
      }),
    ),
  );
  return most;
}

describe("player lock inside one process", () => {
  it("runs one player's calls one at a time, other players' side by side", async () => {
    const lock = createProcessPlayerLock();
    expect(await mostAtOnce([lock], "giocatore-a", 5)).toBe(1);
    const [a, b] = await Promise.all([mostAtOnce([lock], "giocatore-b", 3), mostAtOnce([lock], "giocatore-c", 3)]);
    expect([a, b]).toEqual([1, 1]);
  });

  it("cannot see another process: two instances' queues overlap", async () => {
    expect(await mostAtOnce([createProcessPlayerLock(), createProcessPlayerLock()], "giocatore", 4)).toBe(2);
  });
});

describe.skipIf(!redisInstalled)("player lock across instances (redis-server on loopback)", () => {
  let testRedis: TestRedis;
  beforeAll(async () => {
    testRedis = await startTestRedis();
  });
  afterAll(async () => testRedis?.stop());

  it("runs one player's calls one at a time whichever instance receives them", async () => {
    const first = createRedisPlayerLock(testRedis.shared);
    const second = createRedisPlayerLock(testRedis.shared);
    expect(await mostAtOnce([first, second], "sessione-condivisa", 8)).toBe(1);
    expect(await testRedis.redis.exists("sulky:lock:player:sessione-condivisa")).toBe(0);
  });

  it("releases the lock when the work fails", async () => {
    const lock = createRedisPlayerLock(testRedis.shared);
    await expect(lock("sessione-errore", async () => Promise.reject(new Error("guasto")))).rejects.toThrow("guasto");
    await expect(lock("sessione-errore", async () => "di nuovo")).resolves.toBe("di nuovo");
  });

  it("takes over a lock left by an instance that died once its TTL passes", async () => {
    await testRedis.redis.set("sulky:lock:player:sessione-orfana", "istanza-morta", { expiration: { type: "PX", value: 150 } });
    const lock = createRedisPlayerLock(testRedis.shared, { waitMs: 2000 });
    await expect(lock("sessione-orfana", async () => "ripresa")).resolves.toBe("ripresa");
  });

  it("keeps the lock for a call longer than its TTL by renewing it, and lets it lapse soon after its holder is gone", async () => {
    const lock = createRedisPlayerLock(testRedis.shared, { ttlMs: 300, waitMs: 100 });
    const other = createRedisPlayerLock(testRedis.shared, { ttlMs: 300, waitMs: 100 });
    const long = lock("sessione-lunga", async () => {
      await pause(900);
      return "finita";
    });
    await pause(600);
    // Twice the TTL later the holder still owns the lock: the other instance gives up.
    const refused = await other("sessione-lunga", async () => "mai").catch((error: unknown) => error);
    expect(isUpstreamError(refused, "unavailable")).toBe(true);
    await expect(long).resolves.toBe("finita");
    expect(await testRedis.redis.exists("sulky:lock:player:sessione-lunga")).toBe(0);
    // No renewal runs once the call has ended.
    await testRedis.redis.set("sulky:lock:player:sessione-lunga", "istanza-morta", { expiration: { type: "PX", value: 300 } });
    await pause(400);
    expect(await testRedis.redis.exists("sulky:lock:player:sessione-lunga")).toBe(0);
  });

  it("gives up after its wait as an unavailable game, without touching the holder's lock", async () => {
    await testRedis.redis.set("sulky:lock:player:sessione-occupata", "altra-istanza", { expiration: { type: "PX", value: 5000 } });
    const lock = createRedisPlayerLock(testRedis.shared, { waitMs: 100 });
    const failure = await lock("sessione-occupata", async () => "mai").catch((error: unknown) => error);
    expect(isUpstreamError(failure, "unavailable")).toBe(true);
    expect(await testRedis.redis.get("sulky:lock:player:sessione-occupata")).toBe("altra-istanza");
  });
});
