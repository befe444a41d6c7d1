import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { startFake, type RunningFake } from "~/fake-upstreams/index";
import { CACHE_LIFETIMES, lifetimeFor } from "~/adapters/http/response-cache";
import { createUpstreamClient, endpointFamily, type UpstreamClientOptions } from "~/adapters/http/upstream-client";
import { jitteredDelay } from "~/adapters/http/upstream-policies";
import type { Logger } from "~/src/ports/logger";
import { isUpstreamError } from "~/src/ports/upstream-error";
import { TEST_TODAY } from "../../support/today";
import { testWorld } from "../../support/world";

const bannersSchema = z.object({ left: z.unknown(), right: z.unknown() });
const BANNERS = "/api/v2/banners";

type LogLine = { level: string; details: Record<string, unknown>; message?: string };

function recordingLogger(lines: LogLine[]): Logger {
  const at = (level: string) => (details: object, message?: string) =>
    void lines.push({ level, details: details as Record<string, unknown>, message });
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}

describe("upstream client policies (against the trotting fake)", () => {
  let fake: RunningFake;
  let logs: LogLine[];

  beforeAll(async () => {
    fake = await startFake("trotting", { port: 0, quiet: true, today: TEST_TODAY });
  });
  afterAll(async () => fake?.close());
  afterEach(async () => {
    await fetch(`${fake.origin}/__fake/reset`, { method: "POST" });
  });

  function client(overrides: Partial<UpstreamClientOptions> = {}) {
    logs = [];
    const logger = recordingLogger(logs);
    return createUpstreamClient({
      upstream: "trotting",
      baseUrl: fake.url,
      timeoutMs: 1000,
      scope: () => ({ logger }),
      retry: { retries: 1, baseDelayMs: 5 },
      ...overrides,
    });
  }

  async function fault(path: string, value: string, times?: number) {
    const response = await fetch(`${fake.origin}/__fake/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path, fault: value, times }),
    });
    expect(response.status).toBe(201);
  }

  async function upstreamCount(path: string): Promise<number> {
    const counts = (await (await fetch(`${fake.origin}/__fake/requests`)).json()) as { byPath: Record<string, number> };
    return counts.byPath[path] ?? 0;
  }

  it("retries a GET once after a 503 and succeeds", async () => {
    await fault("^/api/v2/banners", "503", 1);
    const banners = await client().get(BANNERS, bannersSchema);
    expect(banners).toHaveProperty("left");
    expect(await upstreamCount(BANNERS)).toBe(2);
  });

  it("never retries a POST", async () => {
    await fault("^/api/v1/genealogia", "503", 1);
    const error = await client()
      .post("/api/v1/genealogia", { father: 102306, mother: 101736 }, z.unknown())
      .catch((e: unknown) => e);
    expect(isUpstreamError(error, "unavailable")).toBe(true);
    expect(await upstreamCount("/api/v1/genealogia")).toBe(1);
  });

  it("does not retry a real answer (404, 422) nor invalid data", async () => {
    await fault("^/api/v2/banners", "wrong-shape");
    const error = await client()
      .get(BANNERS, bannersSchema)
      .catch((e: unknown) => e);
    expect(isUpstreamError(error, "invalid-response")).toBe(true);
    expect(await upstreamCount(BANNERS)).toBe(1);
    const warnings = logs.filter((line) => line.level === "warn");
    expect(warnings).toHaveLength(1);
    expect(warnings[0].details).toMatchObject({ endpoint: "GET /api/v2/banners", kind: "invalid-response" });
    expect(warnings[0].message).toContain("dati non validi in left");
  });

  it("reads a 429 as the upstream's throttle with its Retry-After: no retry, no breaker, a warning", async () => {
    await fault("^/api/v2/banners", "429");
    const throttling = client({ breaker: { consecutiveFailures: 1, halfOpenAfterMs: 60_000 } });
    const error = await throttling.get(BANNERS, bannersSchema).catch((e: unknown) => e);
    expect(isUpstreamError(error, "throttled")).toBe(true);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(await upstreamCount(BANNERS)).toBe(1);
    expect(throttling.stats().breaker).toBe("closed");
    expect(logs.map((line) => line.level)).toEqual(["warn"]);
  });

  it("never follows a redirect: a 3xx is an answer of its own, its Location never fetched", async () => {
    const fetched: string[] = [];
    const redirecting = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      fetched.push(String(input));
      expect(init?.redirect).toBe("manual");
      return new Response("<html>", { status: 302, headers: { Location: `${fake.origin}/home` } });
    }) as typeof fetch;
    const error = await client({ fetch: redirecting })
      .post("/login", {}, z.unknown())
      .catch((e: unknown) => e);
    expect(isUpstreamError(error, "redirected")).toBe(true);
    expect((error as Error).message).toContain("/home");
    expect(fetched).toEqual([`${fake.url}/login`]);
  });

  it("keeps the whole call, retry included, within one deadline", async () => {
    // First attempt: an outage, so the client retries; second: the upstream hangs until the deadline.
    const signals: AbortSignal[] = [];
    const flaky: typeof fetch = (_url, init) => {
      signals.push(init!.signal!);
      if (signals.length === 1) return Promise.resolve(new Response("", { status: 503 }));
      return new Promise((_resolve, reject) => init!.signal!.addEventListener("abort", () => reject(init!.signal!.reason)));
    };
    const error = await client({ timeoutMs: 300, fetch: flaky })
      .get(BANNERS, bannersSchema)
      .catch((e: unknown) => e);
    expect(isUpstreamError(error, "timeout")).toBe(true);
    expect(signals).toHaveLength(2);
    // The retry runs under the first attempt's deadline, not a fresh one.
    expect(signals[1]).toBe(signals[0]);
  });

  it("never waits for a retry past the budget: the outage that asked for it is the answer", async () => {
    const calls: number[] = [];
    const down: typeof fetch = () => {
      calls.push(performance.now());
      return Promise.resolve(new Response("", { status: 503 }));
    };
    const started = performance.now();
    const slow = client({ timeoutMs: 150, fetch: down, retry: { retries: 3, baseDelayMs: 2_000 } });
    const error = await slow.get(BANNERS, bannersSchema).catch((e: unknown) => e);
    expect(isUpstreamError(error, "unavailable")).toBe(true);
    expect((error as Error).message).toBe("HTTP 503");
    expect(calls).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("retries while the breaker is closed, and counts each retry", async () => {
    await fault("^/api/v2/banners", "503", 2);
    const patient = client({ retry: { retries: 2, baseDelayMs: 5 } });
    await expect(patient.get(BANNERS, bannersSchema)).resolves.toHaveProperty("left");
    expect(await upstreamCount(BANNERS)).toBe(3);
    expect(patient.stats()).toMatchObject({ upstreamCalls: 3, retries: 2, failures: 0 });
  });

  it("opens the breaker after consecutive outages and then fails fast without calling", async () => {
    await fault("^/api/v2/banners", "500");
    const guarded = client({ retry: false, breaker: { consecutiveFailures: 3, halfOpenAfterMs: 60_000 } });
    for (let i = 0; i < 3; i++) await expect(guarded.get(BANNERS, bannersSchema)).rejects.toMatchObject({ kind: "unavailable" });
    expect(guarded.stats().breaker).toBe("open");
    const error = await guarded.get(BANNERS, bannersSchema).catch((e: unknown) => e);
    expect(isUpstreamError(error, "unavailable")).toBe(true);
    expect((error as Error).message).toContain("circuito aperto");
    // Failing fast means not calling: the upstream saw only the three outages.
    expect(await upstreamCount(BANNERS)).toBe(3);
  });

  it("keys the breaker by endpoint family: broken partner tables leave horse files and races reachable", async () => {
    await fault("^/api/iframe/", "503");
    const guarded = client({ retry: false, breaker: { consecutiveFailures: 3, halfOpenAfterMs: 60_000 } });
    const table = "/api/iframe/figli-nad-al-sheba";
    for (let i = 0; i < 3; i++)
      await expect(guarded.get(table, z.unknown(), { stallion: "102306" })).rejects.toMatchObject({ kind: "unavailable" });
    await expect(guarded.get("/api/iframe/fattrici-di", z.unknown())).rejects.toThrow(/circuito aperto \(trotting iframe\)/);
    await expect(guarded.get(BANNERS, bannersSchema)).resolves.toHaveProperty("left");
    await expect(guarded.get("/api/v1/genealogia", z.unknown(), { code: "102306" })).rejects.toMatchObject({ kind: "not-found" });
    expect(guarded.stats().breakers, "a 404 is an answer: its family stays closed").toMatchObject({
      iframe: "open",
      banners: "closed",
      genealogia: "closed",
    });
    expect(guarded.stats().breaker).toBe("closed");
  });

  it("names endpoint families by the first segment after the API version", () => {
    expect(endpointFamily("/api/v2/cavalli/123/stats")).toBe("cavalli");
    expect(endpointFamily("/api/iframe/figli-di?x=1")).toBe("iframe");
    expect(endpointFamily("/api/v1/genealogia")).toBe("genealogia");
    expect(endpointFamily("/posts")).toBe("posts");
    expect(endpointFamily("/sanctum/csrf-cookie")).toBe("sanctum");
  });

  it("half-opens after its pause and closes on a good answer", async () => {
    await fault("^/api/v2/banners", "503", 2);
    const guarded = client({ retry: false, breaker: { consecutiveFailures: 2, halfOpenAfterMs: 100 } });
    for (let i = 0; i < 2; i++) await expect(guarded.get(BANNERS, bannersSchema)).rejects.toBeTruthy();
    expect(guarded.stats().breaker).toBe("open");
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(guarded.get(BANNERS, bannersSchema)).resolves.toHaveProperty("left");
    expect(guarded.stats().breaker).toBe("closed");
  });

  it("shares one upstream call among concurrent identical GETs (single-flight)", async () => {
    await fault("^/api/v2/banners", "latency=150");
    const cached = client({ cache: { lifetimes: CACHE_LIFETIMES.trotting } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => cached.get(BANNERS, bannersSchema)));
    expect(answers).toHaveLength(10);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await upstreamCount(BANNERS)).toBe(1);
    expect(cached.stats().cache).toMatchObject({ sharedFlights: 9, entries: 1 });
  });

  it("keys the cache on the full URL, query included", async () => {
    const cached = client({ cache: { lifetimes: CACHE_LIFETIMES.trotting } });
    const drawn = testWorld().showcase.drawSearch;
    const first = await cached.get("/api/v2/draws", z.object({ horses: z.record(z.string(), z.unknown()) }), { horse: drawn });
    const other = await cached.get("/api/v2/draws", z.object({ horses: z.record(z.string(), z.unknown()) }), { horse: "Zzzqqq" });
    await cached.get("/api/v2/draws", z.object({ horses: z.record(z.string(), z.unknown()) }), { horse: drawn });
    expect(await upstreamCount("/api/v2/draws")).toBe(2);
    expect(first).not.toEqual(other);
  });

  it("serves the last good answer when the upstream fails (stale-if-error) and logs it", async () => {
    let now = 1_000_000;
    const cached = client({ cache: { lifetimes: CACHE_LIFETIMES.trotting, now: () => now } });
    const good = await cached.get(BANNERS, bannersSchema);
    now += lifetimeFor(CACHE_LIFETIMES.trotting, BANNERS) + 1;
    for (const value of ["503", "malformed", "wrong-shape"]) {
      await fault("^/api/v2/banners", value);
      await expect(cached.get(BANNERS, bannersSchema)).resolves.toEqual(good);
      await fetch(`${fake.origin}/__fake/faults`, { method: "DELETE" });
    }
    expect(logs.filter((line) => line.message?.includes("stale-if-error"))).toHaveLength(3);
    expect(cached.stats().cache?.staleServed).toBe(3);
  });

  it("answers from the cache within the lifetime and calls again after it", async () => {
    let now = 5_000_000;
    const cached = client({ cache: { lifetimes: CACHE_LIFETIMES.trotting, now: () => now } });
    await cached.get(BANNERS, bannersSchema);
    await cached.get(BANNERS, bannersSchema);
    expect(await upstreamCount(BANNERS)).toBe(1);
    now += lifetimeFor(CACHE_LIFETIMES.trotting, BANNERS) + 1;
    await cached.get(BANNERS, bannersSchema);
    expect(await upstreamCount(BANNERS)).toBe(2);
    cached.clearCache();
    await cached.get(BANNERS, bannersSchema);
    expect(await upstreamCount(BANNERS)).toBe(3);
  });

  it("does not cache a failure: the next request calls again", async () => {
    const cached = client({ retry: false, cache: { lifetimes: CACHE_LIFETIMES.trotting } });
    await fault("^/api/v2/banners", "500", 1);
    await expect(cached.get(BANNERS, bannersSchema)).rejects.toMatchObject({ kind: "unavailable" });
    await expect(cached.get(BANNERS, bannersSchema)).resolves.toHaveProperty("left");
  });

  it("stops waiting when the visitor leaves, without aborting the shared call", async () => {
    await fault("^/api/v2/banners", "latency=200");
    const visitor = new AbortController();
    const logger = recordingLogger([]);
    const cached = createUpstreamClient({
      upstream: "trotting",
      baseUrl: fake.url,
      timeoutMs: 1000,
      scope: () => ({ logger, signal: visitor.signal }),
      cache: { lifetimes: CACHE_LIFETIMES.trotting },
    });
    const pending = cached.get(BANNERS, bannersSchema).catch((e: unknown) => e);
    setTimeout(() => visitor.abort(), 20);
    const error = await pending;
    expect(isUpstreamError(error, "unavailable")).toBe(true);
    expect(cached.stats().breaker).toBe("closed");
  });

  it("spreads retry delays with jitter and grows them per attempt", () => {
    const random = vi.fn().mockReturnValueOnce(0).mockReturnValueOnce(0.999);
    expect(jitteredDelay({ retries: 2, baseDelayMs: 100 }, 1, random)).toBe(100);
    expect(jitteredDelay({ retries: 2, baseDelayMs: 100 }, 2, random)).toBe(400);
  });

  it("gives short lifetimes to race days and long ones to horse files", () => {
    const race = lifetimeFor(CACHE_LIFETIMES.trotting, "/api/v2/partenti/22112026/NAT/1");
    const horse = lifetimeFor(CACHE_LIFETIMES.trotting, "/api/v2/stalloni/102306");
    const news = lifetimeFor(CACHE_LIFETIMES.content, "posts");
    expect(race).toBeLessThan(news);
    expect(news).toBeLessThan(horse);
  });
});

describe("upstream client deadline on the body", () => {
  it("gives up on an answer whose body is still coming at the deadline, even when the body ignores the abort", async () => {
    // What undici's fetch can do with a gzip answer aborted mid-body (nodejs/undici#4089): the
    // deadline fires, and text() stays pending for good. The page then never answered.
    const endless: typeof fetch = async () =>
      new Response(new ReadableStream({ start: (body) => body.enqueue(new TextEncoder().encode('{"left": [')) }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    const logger = recordingLogger([]);
    const client = createUpstreamClient({
      upstream: "trotting",
      baseUrl: "http://127.0.0.1:1",
      timeoutMs: 200,
      scope: () => ({ logger }),
      retry: false,
      fetch: endless,
    });
    const started = performance.now();
    const error = await client.get(BANNERS, bannersSchema).catch((failure: unknown) => failure);
    expect(isUpstreamError(error, "timeout")).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  }, 5_000);
});
