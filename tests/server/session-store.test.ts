import type session from "express-session";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RedisConnection } from "~/src/server/redis";
import { redisInstalled, startTestRedis, type TestRedis } from "../support/redis-server";
import { BoundedMemoryStore } from "~/src/server/session-store";
import { createSessionStore } from "~/src/server/session";

const sessionData = (player: string, maxAgeMs = 60_000): session.SessionData =>
  ({
    cookie: { originalMaxAge: maxAgeMs, expires: new Date(Date.now() + maxAgeMs) },
    fantasy: { player: { name: player, email: `${player}@example.it` } },
  }) as unknown as session.SessionData;

const read = (store: session.Store, sid: string) =>
  new Promise<session.SessionData | null | undefined>((resolve, reject) =>
    store.get(sid, (error, data) => (error ? reject(error) : resolve(data))),
  );
const write = (store: session.Store, sid: string, data: session.SessionData) =>
  new Promise<void>((resolve, reject) => store.set(sid, data, (error) => (error ? reject(error) : resolve())));
const remove = (store: session.Store, sid: string) =>
  new Promise<void>((resolve, reject) => store.destroy(sid, (error) => (error ? reject(error) : resolve())));

describe("bounded in-process session store", () => {
  it("keeps at most maxEntries sessions, evicting the least recently used", async () => {
    const store = new BoundedMemoryStore({ maxEntries: 2, ttlMs: 60_000 });
    await write(store, "a", sessionData("a"));
    await write(store, "b", sessionData("b"));
    await read(store, "a");
    await write(store, "c", sessionData("c"));
    expect(store.size).toBe(2);
    expect(await read(store, "b")).toBeNull();
    expect((await read(store, "a"))?.fantasy?.player.name).toBe("a");
    expect((await read(store, "c"))?.fantasy?.player.name).toBe("c");
  });

  it("forgets sessions after their expiry and on destroy", async () => {
    let now = Date.now();
    const store = new BoundedMemoryStore({ maxEntries: 10, ttlMs: 1_000, now: () => now });
    await write(store, "old", sessionData("old"));
    await write(store, "gone", sessionData("gone"));
    now += 999;
    expect(await read(store, "old")).not.toBeNull();
    now += 2;
    expect(await read(store, "old")).toBeNull();
    await remove(store, "gone");
    expect(store.size).toBe(0);
  });

  it("hands out copies, so a request cannot change the stored session behind the store's back", async () => {
    const store = new BoundedMemoryStore({ maxEntries: 10, ttlMs: 60_000 });
    const data = sessionData("copia");
    await write(store, "s", data);
    data.fantasy!.player.name = "cambiato";
    const first = await read(store, "s");
    first!.fantasy!.upstream = "modificato";
    expect((await read(store, "s"))?.fantasy).toEqual({ player: { name: "copia", email: "copia@example.it" } });
  });
});

describe.skipIf(!redisInstalled)("Redis session store (redis-server on loopback)", () => {
  let testRedis: TestRedis;
  let redis: RedisConnection;

  beforeAll(async () => {
    testRedis = await startTestRedis();
    redis = testRedis.redis;
  });
  afterAll(async () => testRedis?.stop());

  it("stores, reads and destroys sessions with an expiry", async () => {
    const store = createSessionStore(testRedis.shared);
    await write(store, "redis-1", sessionData("redis", 5_000));
    expect((await read(store, "redis-1"))?.fantasy?.player.name).toBe("redis");
    const ttl = await redis.pTTL("sulky:sess:redis-1");
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
    await remove(store, "redis-1");
    expect(await read(store, "redis-1")).toBeNull();
  });
});

if (!redisInstalled) console.warn("redis-server non installato: test del session store Redis saltato");
