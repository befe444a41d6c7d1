import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryAttemptCounter, createRateLimiter, createRedisAttemptCounter } from "~/src/server/rate-limit";
import type { RedisConnection } from "~/src/server/redis";
import { redisInstalled, startTestRedis, type TestRedis } from "../support/redis-server";

const policy = {
  login: { perIp: { limit: 5, windowMs: 60_000 }, perKey: { limit: 2, windowMs: 60_000 } },
  form: { perIp: { limit: 3, windowMs: 60_000 } },
};

describe("rate limiter with in-process counters", () => {
  it("refuses a key over its limit from one address and lets other keys through", async () => {
    const limit = createRateLimiter(createMemoryAttemptCounter(), policy);
    expect((await limit("login", "1.1.1.1", ["Mario@Example.it"])).allowed).toBe(true);
    expect((await limit("login", "1.1.1.1", ["mario@example.it "])).allowed).toBe(true);
    const third = await limit("login", "1.1.1.1", ["mario@example.it"]);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThan(0);
    expect((await limit("login", "1.1.1.1", ["luigi@example.it"])).allowed).toBe(true);
  });

  it("never locks an account's owner out: failures from other addresses count for those addresses only", async () => {
    const limit = createRateLimiter(createMemoryAttemptCounter(), policy);
    for (let attempt = 0; attempt < 4; attempt += 1) await limit("login", `6.6.6.${attempt % 2}`, ["vittima@example.it"]);
    expect((await limit("login", "6.6.6.0", ["vittima@example.it"])).allowed).toBe(false);
    expect((await limit("login", "5.5.5.5", ["vittima@example.it"])).allowed, "the owner, from home").toBe(true);
  });

  it("limits per IP whatever the keys, and opens again when the window ends", async () => {
    let now = 0;
    const limit = createRateLimiter(createMemoryAttemptCounter({ now: () => now }), policy);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await limit("login", "9.9.9.9", [`u${attempt}@example.it`])).allowed).toBe(true);
    expect((await limit("login", "9.9.9.9", ["nuovo@example.it"])).allowed).toBe(false);
    now += 60_001;
    expect((await limit("login", "9.9.9.9", ["nuovo@example.it"])).allowed).toBe(true);
  });

  it("applies the generic form rule to other POST endpoints", async () => {
    const limit = createRateLimiter(createMemoryAttemptCounter(), policy);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await limit("segui-cavallo", "2.2.2.2")).allowed).toBe(true);
    expect((await limit("segui-cavallo", "2.2.2.2")).allowed).toBe(false);
  });
});

describe.skipIf(!redisInstalled)("rate limiter with Redis counters (redis-server on loopback)", () => {
  let testRedis: TestRedis;
  let redis: RedisConnection;

  beforeAll(async () => {
    testRedis = await startTestRedis();
    redis = testRedis.redis;
  });
  afterAll(async () => testRedis?.stop());

  it("counts attempts shared by every instance, with the window as expiry", async () => {
    const first = createRateLimiter(createRedisAttemptCounter(testRedis.shared), policy);
    const second = createRateLimiter(createRedisAttemptCounter(testRedis.shared), policy);
    expect((await first("login", "3.3.3.3", ["condiviso@example.it"])).allowed).toBe(true);
    expect((await second("login", "3.3.3.3", ["condiviso@example.it"])).allowed).toBe(true);
    const refused = await first("login", "3.3.3.3", ["condiviso@example.it"]);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await redis.pTTL("sulky:rl:login:key:3.3.3.3:condiviso@example.it")).toBeGreaterThan(0);
  });
});

if (!redisInstalled) console.warn("redis-server non installato: test dei contatori Redis saltato");
