import { AsyncLocalStorage } from "node:async_hooks";
import { ROOT_CONTEXT as ROOT, SpanKind, SpanStatusCode, trace, type Span, type Tracer } from "@opentelemetry/api";
import type { RequestHandler } from "express";
import type { SpanExporter } from "@opentelemetry/sdk-trace-base";
import type { UpstreamCall, UpstreamCallOutcome } from "../ports/upstream-telemetry";
import { originalPath, type RouteFamilies } from "./metrics";

/**
 * OpenTelemetry traces (docs/decisions/033-opentelemetry-traces.md): one span per request,
 * a child per upstream exchange and one for the render, each carrying the request id of
 * the logs. Off unless an OTLP endpoint is configured; the SDK and its exporter are loaded
 * only then, so a site without tracing pays nothing but this module.
 */
export type Tracing = {
  readonly enabled: boolean;
  requests(routeFamilies: RouteFamilies): RequestHandler;
  /** Runs a React Router handler inside a render span (ended when the response is). */
  render(handler: RequestHandler): RequestHandler;
  /** A render for the page cache, in a span that ends when its response starts. */
  renderFill<T>(path: string, work: () => Promise<T>): Promise<T>;
  /** Opens the exchange's span; writes its `traceparent` into `carrier` for the upstream. */
  upstreamStarted(call: UpstreamCall, carrier?: Record<string, string>): (outcome: UpstreamCallOutcome) => void;
  /** Sends what is still buffered; the process stops after. */
  shutdown(): Promise<void>;
};

/** The attribute that ties a span to the log lines of its request (access-log.ts). */
export const REQUEST_ID_ATTRIBUTE = "sulky.request_id";

const noop = () => {};
export const TRACING_OFF: Tracing = {
  enabled: false,
  requests: () => (_req, _res, next) => next(),
  render: (handler) => handler,
  renderFill: (_path, work) => work(),
  upstreamStarted: () => noop,
  shutdown: async () => {},
};

type TracingSettings = { enabled: boolean; serviceName: string };

/**
 * Starts tracing when the configuration asks for it. The exporter is OTLP over HTTP,
 * configured by the standard OTEL_EXPORTER_OTLP_* variables; tests hand in an in-memory one.
 */
export async function startTracing(settings: TracingSettings, options: { exporter?: SpanExporter } = {}): Promise<Tracing> {
  if (!settings.enabled) return TRACING_OFF;
  const [{ NodeTracerProvider }, { BatchSpanProcessor, SimpleSpanProcessor }, { resourceFromAttributes }] = await Promise.all([
    import("@opentelemetry/sdk-trace-node"),
    import("@opentelemetry/sdk-trace-base"),
    import("@opentelemetry/resources"),
  ]);
  const exporter = options.exporter ?? new (await import("@opentelemetry/exporter-trace-otlp-http")).OTLPTraceExporter();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": settings.serviceName }),
    // Tests read their spans at once; a real exporter sends them in batches, off the request path.
    spanProcessors: [options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter)],
  });
  // The provider is not registered globally: every span's parent is passed explicitly (below), so two sites in one process never mix.
  return tracingWith(provider.getTracer("sulky"), () => provider.shutdown());
}

function tracingWith(tracer: Tracer, shutdown: () => Promise<void>): Tracing {
  /** The span that new child spans hang under: the request's, or the render's inside it. */
  const current = new AsyncLocalStorage<{ span: Span; requestId: string }>();
  const childOf = (name: string, attributes: Record<string, string | number | boolean>, kind = SpanKind.INTERNAL) => {
    const parent = current.getStore();
    const parentContext = parent ? trace.setSpan(ROOT, parent.span) : ROOT;
    const span = tracer.startSpan(
      name,
      { kind, attributes: { ...attributes, ...(parent ? { [REQUEST_ID_ATTRIBUTE]: parent.requestId } : {}) } },
      parentContext,
    );
    return { span, requestId: parent?.requestId };
  };

  return {
    enabled: true,
    requests: (routeFamilies) => (req, res, next) => {
      const path = originalPath(req);
      const family = routeFamilies(path);
      const requestId = String(res.locals.requestId ?? "");
      const span = tracer.startSpan(
        `${req.method} ${family}`,
        {
          kind: SpanKind.SERVER,
          attributes: { "http.request.method": req.method, "url.path": path, "http.route": family, [REQUEST_ID_ATTRIBUTE]: requestId },
        },
        ROOT,
      );
      const end = () => {
        span.setAttribute("http.response.status_code", res.statusCode);
        if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        if (!res.writableFinished) span.setAttribute("sulky.visitor_left", true);
        span.end();
      };
      res.once("close", end);
      current.run({ span, requestId }, next);
    },
    render: (handler) => (req, res, next) => {
      const { span, requestId } = childOf("render", { "url.path": req.path });
      res.once("close", () => span.end());
      current.run({ span, requestId: requestId ?? "" }, () => handler(req, res, next));
    },
    async renderFill(path, work) {
      const { span, requestId } = childOf("render", { "url.path": path, "sulky.page_cache_fill": true });
      try {
        return await current.run({ span, requestId: requestId ?? "" }, work);
      } finally {
        span.end();
      }
    },
    upstreamStarted(call, carrier) {
      const { span } = childOf(
        `${call.upstream} ${call.method} ${call.family}`,
        { "sulky.upstream": call.upstream, "sulky.endpoint_family": call.family, "http.request.method": call.method },
        SpanKind.CLIENT,
      );
      // W3C Trace Context: the upstream's own spans join this trace as children of this exchange.
      if (carrier) carrier.traceparent = traceparentOf(span);
      return ({ status, failure }) => {
        if (status !== undefined) span.setAttribute("http.response.status_code", status);
        if (failure) {
          span.setAttribute("error.type", failure);
          span.setStatus({ code: SpanStatusCode.ERROR, message: failure });
        }
        span.end();
      };
    },
    shutdown,
  };
}

/** The `traceparent` header of a span (https://www.w3.org/TR/trace-context/#traceparent-header). */
export function traceparentOf(span: Span): string {
  const { traceId, spanId, traceFlags } = span.spanContext();
  return `00-${traceId}-${spanId}-${(traceFlags & 0xff).toString(16).padStart(2, "0")}`;
}
