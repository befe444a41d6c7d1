import { createServer, request as httpRequest, Agent, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createReadiness, healthRoutes, type UpstreamHealthSource } from "~/src/server/health";
import { closeConnectionsWhileDraining, gracefulShutdown } from "~/src/server/shutdown";

const silent = { info: () => {}, warn: () => {} };
const PUBLIC = { mode: "public" as const };

function upstream(name: string, state: { breaker?: "closed" | "open"; outage?: boolean; cached?: number }): UpstreamHealthSource {
  return {
    upstream: name,
    stats: () => ({
      breaker: state.breaker ?? "closed",
      lastSuccessAt: state.outage ? 1 : 2,
      lastOutageAt: state.outage ? 2 : null,
      cache: state.cached === undefined ? null : { entries: state.cached },
    }),
  };
}

describe("/healthz and /readyz", () => {
  const redisUp = { name: "redis", required: false, check: async () => true };

  it("is alive and ready when every upstream answers and Redis is up", async () => {
    const app = express().use(
      healthRoutes(createReadiness(), { details: PUBLIC, upstreams: [upstream("trotting", {})], dependencies: [redisUp] }),
    );
    await request(app).get("/healthz").expect(200, { status: "ok" });
    const ready = await request(app).get("/readyz").expect(200);
    expect(ready.body).toMatchObject({
      status: "ready",
      dependencies: { redis: "up" },
      upstreams: { trotting: { ok: true, reachable: true } },
    });
  });

  it("stays ready while a down upstream has cached answers, not when it has none", async () => {
    const cachedApp = express().use(
      healthRoutes(createReadiness(), { details: PUBLIC, upstreams: [upstream("trotting", { breaker: "open", cached: 12 })] }),
    );
    await request(cachedApp).get("/readyz").expect(200);
    const bareApp = express().use(
      healthRoutes(createReadiness(), { details: PUBLIC, upstreams: [upstream("content", { outage: true, cached: 0 })] }),
    );
    const answer = await request(bareApp).get("/readyz").expect(503);
    expect(answer.body.upstreams.content).toMatchObject({ ok: false, reachable: false });
  });

  it("tells the orchestrator the status only; the figures need the operator's token", async () => {
    const sources = { upstreams: [upstream("trotting", { cached: 3 })], dependencies: [redisUp] };
    const statusOnly = express().use(healthRoutes(createReadiness(), sources));
    expect((await request(statusOnly).get("/readyz").expect(200)).body).toEqual({ status: "ready" });
    const behindToken = express().use(
      healthRoutes(createReadiness(), { ...sources, details: { mode: "token", token: "token-degli-operatori-0123" } }),
    );
    expect((await request(behindToken).get("/readyz").expect(200)).body).toEqual({ status: "ready" });
    expect((await request(behindToken).get("/readyz").set("Authorization", "Bearer sbagliato").expect(200)).body).toEqual({
      status: "ready",
    });
    const operator = await request(behindToken).get("/readyz").set("Authorization", "Bearer token-degli-operatori-0123").expect(200);
    expect(operator.body).toMatchObject({
      status: "ready",
      dependencies: { redis: "up" },
      upstreams: { trotting: { ok: true, cache: { entries: 3 } } },
    });
  });

  it("stays in the balancer as degraded when Redis does not answer in time: anonymous pages still work", async () => {
    const frozen = { name: "redis", required: false, check: () => new Promise<boolean>(() => {}) };
    const app = express().use(healthRoutes(createReadiness(), { details: PUBLIC, dependencies: [frozen], checkTimeoutMs: 50 }));
    const answer = await request(app).get("/readyz").expect(200);
    expect(answer.body).toMatchObject({ status: "degraded", dependencies: { redis: "down" } });
  });

  it("is not ready when a dependency it cannot serve without is down", async () => {
    const down = { name: "database", required: true, check: async () => false };
    const app = express().use(healthRoutes(createReadiness(), { dependencies: [down] }));
    expect((await request(app).get("/readyz").expect(503)).body).toEqual({ status: "not-ready" });
  });
});

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

function get(port: number, path: string, agent: Agent): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port, path, agent }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe("graceful shutdown", () => {
  it("fails readiness first, lets the request in flight finish, closes keep-alive connections and exits 0", async () => {
    const readiness = createReadiness();
    const app = express();
    app.use(closeConnectionsWhileDraining(readiness));
    app.use(healthRoutes(readiness));
    app.get("/slow", (_req, res) => void setTimeout(() => res.send("finito"), 300));
    const server = createServer(app);
    const port = await listen(server);
    const agent = new Agent({ keepAlive: true });
    await get(port, "/healthz", agent); // leaves an idle keep-alive connection
    const exits: number[] = [];
    const shutdown = gracefulShutdown({ server, readiness, logger: silent, timeoutMs: 2000, exit: (code) => exits.push(code) });

    const inFlight = get(port, "/slow", new Agent({ keepAlive: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const done = shutdown("SIGTERM");
    expect(readiness.draining).toBe(true);
    const slow = await inFlight;
    expect(slow).toMatchObject({ status: 200, body: "finito" });
    expect(slow.headers.connection).toBe("close");
    await done;
    // 0, not the deadline's 1: everything closed before the 2 s deadline.
    expect(exits).toEqual([0]);
    agent.destroy();
  });

  it("answers 503 on /readyz once draining", async () => {
    const readiness = createReadiness();
    const app = express().use(healthRoutes(readiness));
    readiness.markDraining();
    const answer = await request(app).get("/readyz").expect(503);
    expect(answer.body.status).toBe("draining");
  });

  it("cuts what is still open at the deadline and exits 1", async () => {
    const readiness = createReadiness();
    const app = express().get("/never", () => {});
    const server = createServer(app);
    const port = await listen(server);
    const hung = get(port, "/never", new Agent()).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const exits: number[] = [];
    await gracefulShutdown({ server, readiness, logger: silent, timeoutMs: 200, exit: (code) => exits.push(code) })("SIGTERM");
    // 1: the deadline cut the hung request instead of waiting for it.
    expect(exits).toEqual([1]);
    expect(await hung).toBeInstanceOf(Error);
  });
});
