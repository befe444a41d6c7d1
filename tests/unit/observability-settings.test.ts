/**
 * The metrics port and token, and the tracing switch, as src/config.ts reads them
 * (docs/decisions/032-prometheus-metrics.md, docs/decisions/033-opentelemetry-traces.md).
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/src/config";
import { SAFE_PRODUCTION_ENV as SAFE, problemsOf } from "../support/config-problems";

describe("metrics settings", () => {
  it("serves no metrics unless METRICS_PORT is set", () => {
    expect(loadConfig(SAFE).metrics).toEqual({ port: undefined, host: undefined, token: undefined });
    expect(loadConfig({ ...SAFE, METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }).metrics).toEqual({
      port: 9464,
      host: "10.0.0.5",
      token: undefined,
    });
  });

  it("refuses the public port as the metrics port, in any environment", () => {
    expect(problemsOf({ ...SAFE, PORT: "3000", METRICS_PORT: "3000" })).toEqual([
      "METRICS_PORT: deve essere diversa da PORT (3000): le metriche non vanno servite sulla porta pubblica",
    ]);
    expect(problemsOf({ NODE_ENV: "development", METRICS_PORT: "3000" })[0]).toMatch(/^METRICS_PORT: deve essere diversa da PORT/);
  });

  it("refuses a short or example token in production", () => {
    expect(problemsOf({ ...SAFE, METRICS_PORT: "9464", METRICS_TOKEN: "abcdefghijklmnop1234" })[0]).toMatch(
      /^METRICS_TOKEN: troppo corta per la produzione \(20 caratteri, almeno 32\)/,
    );
    expect(problemsOf({ ...SAFE, METRICS_PORT: "9464", METRICS_TOKEN: "change-me-metrics-token-0123456789abcdef" })[0]).toMatch(
      /^METRICS_TOKEN: è un valore d'esempio/,
    );
    expect(problemsOf({ ...SAFE, METRICS_PORT: "9464", METRICS_TOKEN: "f3b1c9a2d8e74b6c9a1f0e2d3c4b5a69" })).toEqual([]);
  });
});

describe("tracing settings", () => {
  it("is off unless an OTLP endpoint is set, and OTEL_SDK_DISABLED turns it off again", () => {
    expect(loadConfig(SAFE).tracing).toEqual({ enabled: false, serviceName: "sulky" });
    expect(loadConfig({ NODE_ENV: "test" }).tracing.enabled).toBe(false);
    expect(loadConfig({ ...SAFE, OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" }).tracing.enabled).toBe(true);
    expect(loadConfig({ ...SAFE, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://collector:4318/v1/traces" }).tracing.enabled).toBe(true);
    expect(loadConfig({ ...SAFE, OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_SDK_DISABLED: "true" }).tracing.enabled).toBe(
      false,
    );
  });

  it("refuses an endpoint that is not a URL", () => {
    expect(problemsOf({ ...SAFE, OTEL_EXPORTER_OTLP_ENDPOINT: "collector" })[0]).toMatch(
      /^OTEL_EXPORTER_OTLP_ENDPOINT: deve essere un URL/,
    );
  });
});
