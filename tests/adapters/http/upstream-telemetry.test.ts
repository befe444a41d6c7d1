/**
 * The upstream client tells its telemetry port (src/ports/upstream-telemetry.ts) of every
 * exchange, with its endpoint family and outcome, and of every retry: the metrics and
 * traces of docs/OPERATIONS.md are built on these reports.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startFake, type RunningFake } from "~/fake-upstreams/index";
import { createUpstreamClient } from "~/adapters/http/upstream-client";
import type { UpstreamCall, UpstreamCallOutcome, UpstreamTelemetry } from "~/src/ports/upstream-telemetry";
import { TEST_TODAY } from "../../support/today";

const silent = { debug() {}, info() {}, warn() {}, error() {} };

describe("upstream client telemetry (against the trotting fake)", () => {
  let fake: RunningFake;
  beforeAll(async () => {
    fake = await startFake("trotting", { port: 0, quiet: true, today: TEST_TODAY });
  });
  afterAll(async () => fake?.close());
  afterEach(async () => {
    await fetch(`${fake.origin}/__fake/reset`, { method: "POST" });
  });

  function recorded() {
    const exchanges: (UpstreamCall & UpstreamCallOutcome & { ended: boolean })[] = [];
    const retries: UpstreamCall[] = [];
    const telemetry: UpstreamTelemetry = {
      started(call) {
        const record = { ...call, ended: false };
        exchanges.push(record);
        return (outcome) => Object.assign(record, outcome, { ended: true });
      },
      retried: (call) => void retries.push(call),
    };
    const client = createUpstreamClient({
      upstream: "trotting",
      baseUrl: fake.url,
      timeoutMs: 1000,
      scope: () => ({ logger: silent }),
      retry: { retries: 1, baseDelayMs: 5 },
      telemetry,
    });
    return { client, exchanges, retries };
  }

  async function fault(path: string, value: string, times?: number) {
    await fetch(`${fake.origin}/__fake/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path, fault: value, times }),
    });
  }

  it("reports a successful exchange with its endpoint family and status", async () => {
    const { client, exchanges, retries } = recorded();
    await client.get("/api/v2/banners", z.unknown());
    expect(exchanges).toEqual([{ upstream: "trotting", family: "banners", method: "GET", status: 200, ended: true }]);
    expect(retries).toEqual([]);
  });

  it("reports a failed exchange, the retry, and the second exchange", async () => {
    await fault("^/api/v2/banners", "503", 1);
    const { client, exchanges, retries } = recorded();
    await client.get("/api/v2/banners", z.unknown());
    expect(exchanges).toEqual([
      { upstream: "trotting", family: "banners", method: "GET", status: 503, failure: "unavailable", ended: true },
      { upstream: "trotting", family: "banners", method: "GET", status: 200, ended: true },
    ]);
    expect(retries).toEqual([{ upstream: "trotting", family: "banners", method: "GET" }]);
  });

  it("reports a 404 as its kind, without a retry", async () => {
    const { client, exchanges, retries } = recorded();
    await expect(client.get("/api/v2/cavalli/999999999", z.unknown())).rejects.toMatchObject({ kind: "not-found" });
    expect(exchanges).toEqual([{ upstream: "trotting", family: "cavalli", method: "GET", status: 404, failure: "not-found", ended: true }]);
    expect(retries).toEqual([]);
  });

  it("sends the headers the telemetry writes for the exchange (the trace's traceparent) to the upstream, on each attempt", async () => {
    await fault("^/api/v2/banners", "503", 1);
    const sent: (string | null)[] = [];
    let exchange = 0;
    const client = createUpstreamClient({
      upstream: "trotting",
      baseUrl: fake.url,
      timeoutMs: 1000,
      scope: () => ({ logger: silent }),
      retry: { retries: 1, baseDelayMs: 5 },
      telemetry: {
        started(_call, carrier) {
          exchange++;
          if (carrier) carrier.traceparent = `00-${"a".repeat(32)}-${String(exchange).padStart(16, "0")}-01`;
          return () => {};
        },
        retried: () => {},
      },
      fetch: (input, init) => {
        sent.push(new Headers(init?.headers).get("traceparent"));
        return fetch(input, init);
      },
    });
    await client.get("/api/v2/banners", z.unknown());
    expect(sent).toEqual([`00-${"a".repeat(32)}-0000000000000001-01`, `00-${"a".repeat(32)}-0000000000000002-01`]);
  });
});
