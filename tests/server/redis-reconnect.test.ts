/**
 * A reconnect that lands on a dying Redis (its port accepts, then resets the connection) must not
 * leave Sulky's connection "ready" on a dead socket (src/server/redis.ts). A proxy in front of a
 * real redis-server plays the dying Redis deterministically.
 */
import { connect, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSharedRedis, type SharedRedis } from "~/src/server/redis";
import { redisInstalled, startTestRedis, type TestRedis } from "../support/redis-server";

const TIMEOUT_MS = 300;

describe.skipIf(!redisInstalled)("reconnecting to a Redis that resets the new connection", () => {
  let testRedis: TestRedis;
  let proxy: Server;
  let shared: SharedRedis;
  const open: Socket[] = [];
  let connections = 0;

  beforeAll(async () => {
    testRedis = await startTestRedis();
    const redisPort = Number(new URL(testRedis.url).port);
    proxy = createServer((client) => {
      connections += 1;
      // The second connection is the reconnect after the first one closed: accepted, and reset
      // just after the client took it as ready (as a killed redis-server's last accepted one).
      if (connections === 2) return void setTimeout(() => client.resetAndDestroy(), 5);
      const upstream = connect(redisPort, "127.0.0.1");
      for (const socket of [client, upstream]) socket.on("error", () => undefined);
      client.pipe(upstream).pipe(client);
      open.push(client, upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", () => resolve()));
    const { port } = proxy.address() as { port: number };
    shared = openSharedRedis(`redis://127.0.0.1:${port}`, {
      logger: { warn: () => undefined, info: () => undefined },
      timeoutMs: TIMEOUT_MS,
    });
    expect(await shared.whenConnected(5000)).toBe(true);
  });
  afterAll(async () => {
    await shared?.close();
    open.forEach((socket) => socket.destroy());
    await new Promise((resolve) => proxy?.close(resolve));
    await testRedis?.stop();
  });

  it("drops the dead connection and answers again through a new one", async () => {
    expect(await shared.ping()).toBe(true);
    open.splice(0).forEach((socket) => socket.destroy());
    const deadline = Date.now() + 5000;
    while (!(await shared.ping().catch(() => false))) {
      expect(Date.now(), "no answer through a new connection").toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(connections).toBeGreaterThanOrEqual(3);
  }, 20_000);
});
