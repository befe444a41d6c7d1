/**
 * The operators' figures and traces on the whole site (docs/OPERATIONS.md): Prometheus's
 * endpoint, served apart from the public app and behind its token, finds every family
 * with its labels after some traffic; a cold horse file traced in memory shows the
 * request, its upstream calls and its render, each with the request id of the logs.
 */
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../support/test-site";

const TOKEN = "token-delle-metriche-di-prova-0123456789";
const HORSE = "/cavalli/102306-corsaro-grif";

describe("Prometheus metrics", () => {
  let site: TestSite;
  let scrape: string;
  beforeAll(async () => {
    site = await startTestSite({
      env: { METRICS_PORT: "0", METRICS_TOKEN: TOKEN, UPSTREAM_CACHE: "on", PAGE_CACHE: "on", UPSTREAM_BREAKER_FAILURES: "5" },
      warmUp: ["/"],
    });
    await request(site.app).get("/").expect(200);
    await request(site.app).get(HORSE).expect(200);
    await request(site.app).get(HORSE).expect(200);
    await request(site.app).get("/pagina-che-non-esiste/xyz").expect(404);
    await request(site.app).get("/healthz").expect(200);
    scrape = (await request(site.metrics).get("/metrics").set("Authorization", `Bearer ${TOKEN}`).expect(200)).text;
  }, 60_000);
  afterAll(async () => site?.close());

  const sample = (name: string, labels: Record<string, string> = {}) => {
    const lines = scrape.split("\n").filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
    return lines.find((line) => Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)));
  };
  const valueOf = (line: string | undefined) => Number(line?.split(" ").at(-1));

  it("counts requests by route family, method and status, with latency buckets", () => {
    expect(
      valueOf(sample("sulky_http_request_duration_seconds_count", { family: "home", method: "GET", status: "200" })),
    ).toBeGreaterThanOrEqual(2);
    expect(valueOf(sample("sulky_http_request_duration_seconds_count", { family: "cavalli", status: "200" }))).toBe(2);
    expect(sample("sulky_http_request_duration_seconds_bucket", { family: "cavalli", le: "0.5" })).toBeDefined();
    // An unknown first segment is one label, `other`: a crawler cannot grow the label set.
    expect(valueOf(sample("sulky_http_request_duration_seconds_count", { family: "other", status: "404" }))).toBe(1);
    expect(scrape).not.toContain('family="pagina-che-non-esiste"');
    expect(sample("sulky_http_request_duration_seconds_count", { family: "healthz", status: "200" })).toBeDefined();
  });

  it("times upstream exchanges by upstream and endpoint family, and shows each family's breaker", () => {
    expect(
      valueOf(sample("sulky_upstream_call_duration_seconds_count", { upstream: "trotting", family: "cavalli", outcome: "ok" })),
    ).toBeGreaterThan(0);
    expect(sample("sulky_upstream_call_duration_seconds_count", { upstream: "content" })).toBeDefined();
    expect(valueOf(sample("sulky_upstream_breaker_state", { upstream: "trotting", family: "cavalli", state: "closed" }))).toBe(1);
    expect(valueOf(sample("sulky_upstream_breaker_state", { upstream: "trotting", family: "cavalli", state: "open" }))).toBe(0);
    expect(scrape).toContain("# TYPE sulky_upstream_call_errors_total counter");
    expect(scrape).toContain("# TYPE sulky_upstream_retries_total counter");
  });

  it("reports the page cache, the response caches and the sessions", () => {
    expect(valueOf(sample("sulky_page_cache_misses_total"))).toBeGreaterThan(0);
    expect(valueOf(sample("sulky_page_cache_hits_total"))).toBeGreaterThan(0);
    expect(valueOf(sample("sulky_page_cache_bytes"))).toBeGreaterThan(0);
    for (const name of ["sulky_page_cache_stale_hits_total", "sulky_page_cache_evictions_total", "sulky_page_cache_max_bytes"])
      expect(sample(name), name).toBeDefined();
    expect(valueOf(sample("sulky_upstream_cache_misses_total", { upstream: "trotting" }))).toBeGreaterThan(0);
    expect(valueOf(sample("sulky_upstream_cache_bytes", { upstream: "trotting" }))).toBeGreaterThan(0);
    expect(sample("sulky_upstream_cache_stale_served_total", { upstream: "content" })).toBeDefined();
    expect(valueOf(sample("sulky_session_store_up"))).toBe(1);
    expect(sample("sulky_sessions_in_memory")).toBeDefined();
  });

  it("labels the page cache's counts by route family", () => {
    expect(valueOf(sample("sulky_page_cache_hits_total", { family: "cavalli" }))).toBe(1);
    expect(valueOf(sample("sulky_page_cache_misses_total", { family: "cavalli" }))).toBe(1);
    expect(valueOf(sample("sulky_page_cache_renders_total", { family: "cavalli" }))).toBe(1);
    expect(valueOf(sample("sulky_page_cache_misses_total", { family: "home" }))).toBeGreaterThanOrEqual(1);
    expect(scrape).not.toMatch(/^sulky_page_cache_(hits|misses)_total \d/m);
  });

  it("shows the race-day updates: open streams, events relayed, the poller's rounds", () => {
    expect(valueOf(sample("sulky_event_streams_open"))).toBe(0);
    for (const name of [
      "sulky_event_streams_opened_total",
      "sulky_race_day_events_relayed_total",
      "sulky_event_streams_events_sent_total",
      "sulky_race_day_poller_rounds_total",
      "sulky_race_day_poller_failures_total",
      "sulky_race_day_coordination_up",
    ])
      expect(sample(name), name).toBeDefined();
    expect(sample("sulky_event_streams_refused_total", { reason: "full" })).toBeDefined();
    // The test site never starts its poller (main.ts does): no role to show yet.
    expect(sample("sulky_race_day_poller_role")).toBeUndefined();
    expect(valueOf(sample("sulky_race_day_poller_rounds_total"))).toBe(0);
  });

  it("names no gauge `_total`, the suffix Prometheus keeps for counters", () => {
    const gauges = [...scrape.matchAll(/^# TYPE (\S+) gauge$/gm)].map((match) => match[1]);
    expect(gauges.length).toBeGreaterThan(5);
    expect(gauges.filter((name) => name.endsWith("_total"))).toEqual([]);
  });

  it("includes the process's event-loop lag and heap", () => {
    expect(sample("nodejs_eventloop_lag_seconds")).toBeDefined();
    expect(sample("nodejs_eventloop_lag_p99_seconds")).toBeDefined();
    expect(valueOf(sample("nodejs_heap_size_used_bytes"))).toBeGreaterThan(0);
  });

  it("counts a login, a player's requests and a logout", async () => {
    const tokenIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const agent = request.agent(site.app);
    const form = await agent.get("/fantatrotto/auth?tab=registrati").expect(200);
    await agent
      .post("/fantatrotto/auth?tab=registrati")
      .type("form")
      .send({
        _csrf: tokenIn(form.text),
        intent: "registrati",
        name: "Scuderia Metriche",
        email: `metriche-${Date.now()}@example.it`,
        password: "segreta123",
        passwordConfirmation: "segreta123",
      })
      .expect(303);
    const game = await agent.get("/fantatrotto").expect(200);
    await agent
      .post("/fantatrotto/esci")
      .type("form")
      .send({ _csrf: tokenIn(game.text) })
      .expect(303);
    const after = (await request(site.metrics).get("/metrics").set("Authorization", `Bearer ${TOKEN}`).expect(200)).text;
    const count = (labels: string) =>
      Number(
        after
          .split("\n")
          .find((line) => line.startsWith(`sulky_session_cookies_total{${labels}}`))
          ?.split(" ")
          .at(-1),
      );
    expect(count('action="issued"')).toBe(1);
    expect(count('action="cleared"')).toBe(1);
    expect(after).toMatch(/^sulky_session_requests_total\{status="200"\} [1-9]/m);
    expect(after).toMatch(/^sulky_session_requests_total\{status="303"\} [1-9]/m);
  });

  it("refuses a scrape without the token or with another one", async () => {
    await request(site.metrics)
      .get("/metrics")
      .expect(401)
      .expect("www-authenticate", /Bearer/);
    await request(site.metrics).get("/metrics").set("Authorization", "Bearer un-altro-token-qualunque-0123456789").expect(401);
    await request(site.metrics).get("/altro").set("Authorization", `Bearer ${TOKEN}`).expect(404);
  });

  it("is never served by the public app, token or not", async () => {
    for (const auth of [undefined, `Bearer ${TOKEN}`]) {
      const call = request(site.app).get("/metrics");
      const response = await (auth ? call.set("Authorization", auth) : call);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain("sulky_http_request_duration_seconds");
    }
  });
});

describe("the route family of each request", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: { METRICS_PORT: "0", PAGE_CACHE: "on" }, warmUp: ["/"] });
  }, 60_000);
  afterAll(async () => site?.close());

  /** The requests counted under each family, from a scrape. */
  const countsByFamily = async () => {
    const text = (await request(site.metrics).get("/metrics").expect(200)).text;
    const counts: Record<string, number> = {};
    for (const match of text.matchAll(/^sulky_http_request_duration_seconds_count\{([^}]*)\} (\S+)$/gm)) {
      const family = /family="([^"]*)"/.exec(match[1])![1];
      counts[family] = (counts[family] ?? 0) + Number(match[2]);
    }
    return counts;
  };

  // The mounted stages (pictures, health) and the routes whose names have a dot are where the family used to go wrong.
  const mix: [path: string, family: string][] = [
    ["/media/trotto/api/v2/banners", "media"],
    ["/media/altrove/foto.jpg", "media"],
    ["/robots.txt", "robots.txt"],
    ["/sitemap.xml", "sitemap.xml"],
    ["/cavalli/102306-corsaro-grif", "cavalli"],
    ["/cavalli/102306-corsaro-grif?scheda=corse", "cavalli"],
    ["/", "home"],
    ["/healthz", "healthz"],
    ["/readyz", "readyz"],
    ["/wp-login.php", "other"],
    ["/.env", "other"],
  ];

  it("is read from the address the visitor asked for, one request at a time", async () => {
    for (const [path, family] of mix) {
      const before = await countsByFamily();
      await request(site.app).get(path);
      const after = await countsByFamily();
      const changed = Object.keys(after).filter((name) => after[name] !== (before[name] ?? 0));
      expect(changed, path).toEqual([family]);
      expect(after[family] - (before[family] ?? 0), path).toBe(1);
    }
  });
});

describe("OpenTelemetry traces of a cold horse file", () => {
  let site: TestSite;
  const exporter = new InMemorySpanExporter();
  beforeAll(async () => {
    site = await startTestSite({ spanExporter: exporter, env: { PAGE_CACHE: "on", UPSTREAM_CACHE: "on" }, warmUp: ["/"] });
  }, 60_000);
  afterAll(async () => site?.close());

  it("has the request's span, a child per upstream call and one for the render, all with the request id", async () => {
    exporter.reset();
    const response = await request(site.app).get(HORSE).expect(200);
    const requestId = response.headers["x-request-id"];
    await new Promise((resolve) => setTimeout(resolve, 50));
    const spans = exporter.getFinishedSpans().filter((span) => span.attributes["sulky.request_id"] === requestId);
    const server = spans.find((span) => span.name === "GET cavalli");
    expect(server, spans.map((span) => span.name).join(", ")).toBeDefined();
    expect(server!.attributes["http.response.status_code"]).toBe(200);
    const traceOf = (span: ReadableSpan) => span.spanContext().traceId;
    const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
    const renders = spans.filter((span) => span.name === "render");
    expect(renders.length).toBeGreaterThan(0);
    expect(renders.every((span) => traceOf(span) === traceOf(server!))).toBe(true);
    const upstreamCalls = spans.filter((span) => span.attributes["sulky.upstream"] === "trotting");
    expect(upstreamCalls.length).toBeGreaterThan(0);
    expect(upstreamCalls.some((span) => span.attributes["sulky.endpoint_family"] === "cavalli")).toBe(true);
    const renderIds = new Set(renders.map((span) => span.spanContext().spanId));
    // The upstream calls are made by the render's loaders: children of the render span, in the request's trace.
    expect(upstreamCalls.every((span) => traceOf(span) === traceOf(server!) && renderIds.has(parentOf(span)!))).toBe(true);
  });
});
