/**
 * The compose stack's monitoring, read as files (docker cannot run here): Prometheus scrapes
 * every instance on the metrics port the instances open, Grafana is provisioned with the
 * dashboard, and every figure the dashboard queries is one the site exports
 * (src/server/metrics.ts, docs/OPERATIONS.md).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createMetrics } from "~/src/server/metrics";

const read = (file: string) => readFileSync(path.resolve(file), "utf8");
type Service = {
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  profiles?: string[];
  expose?: string[];
};
const compose = parse(read("docker-compose.yml"), { merge: true }) as { services: Record<string, Service> };
const prometheus = parse(read("deploy/prometheus.yml")) as {
  scrape_configs: { job_name: string; metrics_path?: string; static_configs: { targets: string[] }[] }[];
};
const dashboard = JSON.parse(read("deploy/grafana/dashboards/sulky.json")) as {
  uid: string;
  panels: { type: string; title: string; targets?: { expr: string }[]; datasource?: { uid: string } }[];
  templating: { list: { name: string }[] };
};

const instances = Object.entries(compose.services).filter(([, service]) => service.environment?.NODE_ENV === "production");

describe("Prometheus in the compose stack", () => {
  it("has every instance open its metrics port, published nowhere", () => {
    expect(instances.map(([name]) => name).sort()).toEqual(["sulky-1", "sulky-2"]);
    for (const [, service] of instances) {
      expect(service.environment?.METRICS_PORT).toBe("9464");
      expect(service.ports ?? []).toEqual([]);
    }
  });

  it("scrapes each instance by its service name on that port, with the file mounted where Prometheus reads it", () => {
    const job = prometheus.scrape_configs.find((config) => config.job_name === "sulky");
    expect(job?.metrics_path ?? "/metrics").toBe("/metrics");
    const targets = job!.static_configs.flatMap((config) => config.targets).sort();
    expect(targets).toEqual(instances.map(([name]) => `${name}:${instances[0][1].environment?.METRICS_PORT}`).sort());
    const service = compose.services.prometheus;
    expect(service.image).toMatch(/^prom\/prometheus:v\d+\.\d+\.\d+$/);
    expect(service.volumes).toContain("./deploy/prometheus.yml:/etc/prometheus/prometheus.yml:ro");
    // Its page is for the operator's host only.
    expect(service.ports?.every((port) => port.startsWith("127.0.0.1:"))).toBe(true);
  });

  it("offers Grafana as an option, provisioned with the data source and the dashboard", () => {
    const grafana = compose.services.grafana;
    expect(grafana.profiles).toEqual(["grafana"]);
    expect(grafana.ports?.every((port) => port.startsWith("127.0.0.1:"))).toBe(true);
    expect(grafana.volumes).toEqual(
      expect.arrayContaining([
        "./deploy/grafana/provisioning:/etc/grafana/provisioning:ro",
        "./deploy/grafana/dashboards:/var/lib/grafana/dashboards:ro",
      ]),
    );
    const datasource = parse(read("deploy/grafana/provisioning/datasources/prometheus.yml")) as {
      datasources: { type: string; url: string }[];
    };
    expect(datasource.datasources[0]).toMatchObject({ type: "prometheus", url: "http://prometheus:9090" });
    const provider = parse(read("deploy/grafana/provisioning/dashboards/sulky.yml")) as { providers: { options: { path: string } }[] };
    expect(provider.providers[0].options.path).toBe("/var/lib/grafana/dashboards");
  });
});

describe("the Grafana dashboard", () => {
  const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })));

  it("queries through its data source variable, filtered by instance", () => {
    expect(dashboard.uid).toBe("sulky-overview");
    expect(dashboard.templating.list.map((variable) => variable.name)).toEqual(["datasource", "instance"]);
    expect(queries.length).toBeGreaterThan(15);
    for (const query of queries) expect(query.expr, query.panel).toContain('instance=~"$instance"');
    for (const panel of dashboard.panels.filter((panel) => panel.type !== "row")) expect(panel.datasource?.uid).toBe("${datasource}");
  });

  it("asks only for figures the site exports, and shows every family the issue names", async () => {
    const exported = new Set<string>();
    for (const metric of await createMetrics().registry.getMetricsAsJSON()) {
      exported.add(metric.name);
      if (String(metric.type) === "histogram") for (const suffix of ["_bucket", "_count", "_sum"]) exported.add(metric.name + suffix);
    }
    const asked = new Set(queries.flatMap((query) => query.expr.match(/\b(sulky|nodejs|process)_[a-z0-9_]+/g) ?? []));
    expect([...asked].filter((name) => !exported.has(name))).toEqual([]);
    for (const figure of [
      "sulky_http_request_duration_seconds_bucket",
      "sulky_upstream_call_duration_seconds_bucket",
      "sulky_upstream_call_errors_total",
      "sulky_upstream_retries_total",
      "sulky_upstream_breaker_state",
      "sulky_page_cache_hits_total",
      "sulky_page_cache_stale_hits_total",
      "sulky_page_cache_misses_total",
      "sulky_page_cache_bytes",
      "sulky_page_cache_evictions_total",
      "sulky_upstream_cache_hits_total",
      "sulky_session_store_up",
      "nodejs_eventloop_lag_p99_seconds",
      "nodejs_heap_size_used_bytes",
    ])
      expect(asked, figure).toContain(figure);
  });
});
