import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { ServerLogger } from "./logger";
import { runInRequestScope } from "./request-scope";

/** Pages served, and how many of them lost something to an upstream (figures for /readyz). */
export type PageFigures = { served: number; degraded: number; lastDegradedAt: number | null };

export function createPageFigures(): PageFigures {
  return { served: 0, degraded: 0, lastDegradedAt: null };
}

/** An answer slower than this is logged as a warning: the players' promise is 2 s (docs/SCALING.md). */
export const SLOW_ANSWER_MS = 2000;

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives each request an id (kept from a trusted proxy when well-formed) and writes one
 * access line, which names what the page lost when an upstream let it down.
 */
export function accessLog(logger: ServerLogger, figures: PageFigures = createPageFigures(), slowAnswerMs = SLOW_ANSWER_MS): RequestHandler {
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
    const redis = { calls: 0, ms: 0, lockMs: 0 };
    res.on("finish", () => {
      if (res.statusCode < 400) {
        figures.served++;
        if (degraded.length > 0) {
          figures.degraded++;
          figures.lastDegradedAt = Date.now();
        }
      }
      const durationMs = Math.round(performance.now() - started);
      const line = {
        method: req.method,
        url: req.originalUrl.slice(0, 512),
        status: res.statusCode,
        durationMs,
        userAgent: req.get("user-agent")?.slice(0, 200),
        ...(redis.calls > 0 ? { redisCalls: redis.calls, redisMs: Math.round(redis.ms), lockMs: Math.round(redis.lockMs) } : {}),
        ...(degraded.length > 0 ? { degraded: [...new Set(degraded)] } : {}),
      };
      // A slow answer says where its time went (Redis, or elsewhere) at the level operators watch.
      if (durationMs >= slowAnswerMs) requestLogger.warn(line, "risposta lenta");
      else requestLogger.info(line, "access");
    });
    runInRequestScope({ requestId, logger: requestLogger, signal: disconnect.signal, degraded, redis }, next);
  };
}
