import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { ServerLogger } from "./logger";
import { runInRequestScope } from "./request-scope";

/** Pages served, and how many of them lost something to an upstream (figures for /readyz). */
export type PageFigures = { served: number; degraded: number; lastDegradedAt: number | null };

export function createPageFigures(): PageFigures {
  return { served: 0, degraded: 0, lastDegradedAt: null };
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives each request an id (kept from a trusted proxy when well-formed) and writes one
 * access line, which names what the page lost when an upstream let it down.
 */
export function accessLog(logger: ServerLogger, figures: PageFigures = createPageFigures()): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    const requestLogger = logger.child({ requestId });
    const started = performance.now();
    const disconnect = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) disconnect.abort();
    });
    res.setHeader("X-Request-Id", requestId);
    res.locals.requestId = requestId;
    res.locals.logger = requestLogger;
    const degraded: string[] = [];
    res.on("finish", () => {
      if (res.statusCode < 400) {
        figures.served++;
        if (degraded.length > 0) {
          figures.degraded++;
          figures.lastDegradedAt = Date.now();
        }
      }
      requestLogger.info(
        {
          method: req.method,
          url: req.originalUrl.slice(0, 512),
          status: res.statusCode,
          durationMs: Math.round(performance.now() - started),
          userAgent: req.get("user-agent")?.slice(0, 200),
          ...(degraded.length > 0 ? { degraded: [...new Set(degraded)] } : {}),
        },
        "access",
      );
    });
    runInRequestScope({ requestId, logger: requestLogger, signal: disconnect.signal, degraded }, next);
  };
}
