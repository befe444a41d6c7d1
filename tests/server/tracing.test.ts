/**
 * Tracing (src/server/tracing.ts): off by default, nothing of the SDK loaded; on, one span
 * per request with its upstream calls and render as children, each carrying the request id
 * the access log writes (docs/decisions/033-opentelemetry-traces.md).
 */
import { InMemorySpanExporter } from "@opentelemetry/sdk-trace-base";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/src/config";
import { accessLog } from "~/src/server/access-log";
import { createLogger } from "~/src/server/logger";
import { startTracing, TRACING_OFF, type Tracing } from "~/src/server/tracing";

function tracedApp(tracing: Tracing) {
  const app = express();
  app.use(accessLog(createLogger("silent")));
  app.use(tracing.requests((path) => (path.startsWith("/cavalli") ? "cavalli" : "other")));
  app.get(
    "/{*splat}",
    tracing.render(async (_req, res) => {
      const ended = tracing.upstreamStarted({ upstream: "trotting", family: "cavalli", method: "GET" });
      await new Promise((resolve) => setTimeout(resolve, 5));
      ended({ status: 200 });
      const failed = tracing.upstreamStarted({ upstream: "content", family: "posts", method: "GET" });
      failed({ failure: "timeout" });
      res.send("ok");
    }),
  );
  return app;
}

describe("tracing", () => {
  it("is off with the default settings: the handlers pass through and nothing is recorded", async () => {
    const config = loadConfig({
      NODE_ENV: "production",
      SULKY_FAKES: "embedded",
      SITE_URL: "https://www.sulky.it",
      SESSION_SECRET: "Yq3v9-Tz0pWm4Rk8sLx1Bn6Hd2Jf7Ce5Ag0Uo",
    });
    const tracing = await startTracing(config.tracing);
    expect(tracing).toBe(TRACING_OFF);
    expect(tracing.enabled).toBe(false);
    const response = await request(tracedApp(tracing)).get("/cavalli/1").expect(200);
    expect(response.text).toBe("ok");
  });

  it("when on, makes a request span with the upstream calls and the render as children, all with the request id", async () => {
    const exporter = new InMemorySpanExporter();
    const tracing = await startTracing({ enabled: true, serviceName: "sulky-test" }, { exporter });
    const response = await request(tracedApp(tracing)).get("/cavalli/1").set("X-Request-Id", "richiesta-di-prova-1").expect(200);
    expect(response.headers["x-request-id"]).toBe("richiesta-di-prova-1");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => span.name).sort()).toEqual(["GET cavalli", "content GET posts", "render", "trotting GET cavalli"]);
    for (const span of spans) expect(span.attributes["sulky.request_id"], span.name).toBe("richiesta-di-prova-1");
    const byName = Object.fromEntries(spans.map((span) => [span.name, span]));
    const server = byName["GET cavalli"];
    expect(server.resource.attributes["service.name"]).toBe("sulky-test");
    expect(server.attributes["http.response.status_code"]).toBe(200);
    expect(server.parentSpanContext).toBeUndefined();
    expect(byName.render.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    expect(byName["trotting GET cavalli"].parentSpanContext?.spanId).toBe(byName.render.spanContext().spanId);
    expect(byName["content GET posts"].attributes["error.type"]).toBe("timeout");
    expect(new Set(spans.map((span) => span.spanContext().traceId)).size).toBe(1);
    await tracing.shutdown();
  });

  it("writes each upstream exchange's traceparent, naming its own span in the request's trace", async () => {
    const exporter = new InMemorySpanExporter();
    const tracing = await startTracing({ enabled: true, serviceName: "sulky" }, { exporter });
    const carrier: Record<string, string> = {};
    const app = express();
    app.use(tracing.requests(() => "cavalli"));
    app.get("/{*splat}", (_req, res) => {
      tracing.upstreamStarted({ upstream: "trotting", family: "cavalli", method: "GET" }, carrier)({ status: 200 });
      res.send("ok");
    });
    await request(app).get("/cavalli/1").expect(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const client = exporter.getFinishedSpans().find((span) => span.name === "trotting GET cavalli")!;
    const { traceId, spanId } = client.spanContext();
    expect(carrier.traceparent).toBe(`00-${traceId}-${spanId}-01`);
    expect(carrier.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);
    await tracing.shutdown();
  });

  it("keeps two requests in two traces", async () => {
    const exporter = new InMemorySpanExporter();
    const tracing = await startTracing({ enabled: true, serviceName: "sulky" }, { exporter });
    const app = tracedApp(tracing);
    await Promise.all([request(app).get("/cavalli/1"), request(app).get("/cavalli/2")]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const spans = exporter.getFinishedSpans();
    const traces = new Map<string, Set<string>>();
    for (const span of spans) {
      const ids = traces.get(span.spanContext().traceId) ?? new Set();
      ids.add(String(span.attributes["sulky.request_id"]));
      traces.set(span.spanContext().traceId, ids);
    }
    expect(traces.size).toBe(2);
    for (const ids of traces.values()) expect(ids.size).toBe(1);
    await tracing.shutdown();
  });
});
