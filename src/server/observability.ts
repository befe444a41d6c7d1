import type { SpanExporter } from "@opentelemetry/sdk-trace-base";
import type { AppConfig } from "../config";
import type { UpstreamTelemetry } from "../ports/upstream-telemetry";
import { createMetrics, type Metrics } from "./metrics";
import { startTracing, TRACING_OFF, type Tracing } from "./tracing";

/**
 * Metrics and traces of one site (docs/OPERATIONS.md): made before the composition, so
 * the upstream clients report into them, and handed to the app for requests and renders.
 */
export type Observability = { metrics: Metrics; tracing: Tracing; upstreamTelemetry: UpstreamTelemetry };

export async function createObservability(
  config: Pick<AppConfig, "tracing">,
  options: { spanExporter?: SpanExporter } = {},
): Promise<Observability> {
  const metrics = createMetrics();
  const tracing = config.tracing.enabled ? await startTracing(config.tracing, { exporter: options.spanExporter }) : TRACING_OFF;
  return {
    metrics,
    tracing,
    upstreamTelemetry: {
      started(call, carrier) {
        const measured = metrics.upstreamStarted(call);
        const traced = tracing.upstreamStarted(call, carrier);
        return (outcome) => {
          measured(outcome);
          traced(outcome);
        };
      },
      retried: (call) => metrics.upstreamRetried(call),
    },
  };
}

/** A site without tracing, for callers that build the app alone (its upstream calls then go unmeasured). */
export function metricsOnly(): Observability {
  const metrics = createMetrics();
  return {
    metrics,
    tracing: TRACING_OFF,
    upstreamTelemetry: { started: metrics.upstreamStarted, retried: metrics.upstreamRetried },
  };
}
