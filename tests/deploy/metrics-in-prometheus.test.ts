/**
 * Sulky's figures as Prometheus reads them (docs/OPERATIONS.md, Metrics): after a mix of
 * requests, `promtool check metrics` accepts the scrape, and a real Prometheus (Debian's, on
 * loopback, scraping every second) answers each of the dashboard's expressions with what its
 * title says: ratios are 0 rather than empty, the open circuits panel shows only open circuits.
 */
import type { Server } from "node:http";
import { readFileSync } from "node:fs";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PROMETHEUS_REQUIRED,
  prometheusInstalled,
  promtoolCheckMetrics,
  promtoolInstalled,
  startLocalPrometheus,
  type LocalPrometheus,
} from "../support/prometheus";
import { startTestSite, type TestSite } from "../support/test-site";

type Panel = { type: string; title: string; targets?: { refId: string; expr: string }[] };
const dashboard = JSON.parse(readFileSync("deploy/grafana/dashboards/sulky.json", "utf8")) as { panels: Panel[] };
const queries = dashboard.panels.flatMap((panel) =>
  (panel.targets ?? []).map((target) => ({ name: `${panel.title} (${target.refId})`, expr: target.expr.replaceAll("$instance", ".*") })),
);

/** What a site with every circuit closed, nothing failing and no player answers empty: nothing of it happened. */
const EMPTY_WHEN_NOTHING_HAPPENED = new Set([
  "Circuiti aperti (A)",
  "Errori upstream al secondo (A)",
  "Retry al secondo (A)",
  "Login e logout al secondo (A)",
  "Richieste dei giocatori per stato (A)",
]);

/**
 * A mix of pages, files and refusals. The second time, the pages come from the page cache but for
 * one horse file not asked before, so that upstream exchanges happen between the scrapes too.
 */
let traffic: () => Promise<void>;

describe("Sulky's figures in Prometheus", () => {
  let site: TestSite;
  let metricsServer: Server;
  let metricsPort = 0;
  beforeAll(async () => {
    site = await startTestSite({ env: { METRICS_PORT: "0", PAGE_CACHE: "on", UPSTREAM_CACHE: "on" }, warmUp: ["/"] });
    metricsServer = site.metrics.listen(0, "127.0.0.1");
    await new Promise((resolve) => metricsServer.once("listening", resolve));
    metricsPort = (metricsServer.address() as { port: number }).port;
    const horses = ["/cavalli/102306-corsaro-grif", "/cavalli/100038-varenne"];
    traffic = async () => {
      for (const path of ["/", "/cavalli/102306-corsaro-grif", horses.shift()!, "/robots.txt", "/sitemap.xml"])
        await request(site.app).get(path).redirects(1).expect(200);
      await request(site.app).get("/media/altrove/foto.jpg").expect(404);
      await request(site.app).get("/pagina-che-non-esiste").expect(404);
    };
    await traffic();
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => metricsServer?.close(resolve));
    await site?.close();
  });

  it.runIf(promtoolInstalled || PROMETHEUS_REQUIRED)("passes `promtool check metrics`", async () => {
    const scrape = (await request(site.metrics).get("/metrics").expect(200)).text;
    expect(scrape).toContain('sulky_page_cache_misses_total{family="cavalli"}');
    expect(promtoolCheckMetrics(scrape)).toEqual({ status: 0, output: "" });
  });

  describe.runIf(prometheusInstalled || PROMETHEUS_REQUIRED)("the dashboard's expressions", () => {
    let prometheus: LocalPrometheus;
    const results = new Map<string, { metric: Record<string, string>; value: [number, string] }[]>();
    beforeAll(async () => {
      prometheus = await startLocalPrometheus([`127.0.0.1:${metricsPort}`]);
      // rate() needs two samples of a series in its window, and a change between them: the series
      // made by the first round of traffic are scraped twice, then a second round moves them.
      await prometheus.untilScraped(2);
      await traffic();
      await prometheus.untilScraped(4);
      for (const query of queries) results.set(query.name, await prometheus.query(query.expr));
      results.set("breakers", await prometheus.query("count(sulky_upstream_breaker_state)"));
    }, 90_000);
    afterAll(async () => prometheus?.stop());

    it("are all valid, and answer something unless nothing of theirs happened", () => {
      expect(queries.length).toBeGreaterThanOrEqual(23);
      for (const query of queries) {
        const series = results.get(query.name)!;
        if (EMPTY_WHEN_NOTHING_HAPPENED.has(query.name)) expect(series, query.name).toEqual([]);
        else expect(series.length, query.name).toBeGreaterThan(0);
        for (const { value } of series) expect(Number.isNaN(Number(value[1])), query.name).toBe(false);
      }
    });

    const value = (name: string) => results.get(name)!.map((series) => Number(series.value[1]));

    it("give 0 for the share of 5xx when there is none, and shares between 0 and 1", () => {
      expect(value("Quota di risposte 5xx (A)")).toEqual([0]);
      for (const name of ["Page cache: quota di hit (A)", "Page cache: quota di hit (B)", "Cache delle risposte upstream (A)"])
        for (const share of value(name)) {
          expect(share, name).toBeGreaterThanOrEqual(0);
          expect(share, name).toBeLessThanOrEqual(1);
        }
      expect(value("Page cache: quota di hit (A)")[0]).toBeGreaterThan(0);
    });

    it("show no circuit while every breaker is closed, though each breaker has its series", () => {
      expect(results.get("Circuiti aperti (A)")).toEqual([]);
      expect(value("breakers")[0]).toBeGreaterThan(3);
    });

    it("count requests under the families of what was asked", () => {
      const families = results.get("Richieste al secondo per famiglia di route (A)")!.map((series) => series.metric.family);
      expect(families).toEqual(expect.arrayContaining(["home", "cavalli", "robots.txt", "sitemap.xml", "media", "other"]));
      const misses = results.get("Page cache: miss al secondo per famiglia (A)")!.map((series) => series.metric.family);
      expect(misses).toEqual(expect.arrayContaining(["home", "cavalli"]));
    });

    it("show the session store up, no stream open, and the process's figures", () => {
      expect(value("Store delle sessioni raggiungibile (A)")).toEqual([1]);
      expect(value("Stream in diretta aperti (A)")).toEqual([0]);
      expect(value("Heap (A)")[0]).toBeGreaterThan(0);
    });
  });
});
