import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { ServerLogger } from "./logger";
import { runInRequestScope } from "./request-scope";

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** Gives each request an id (kept from a trusted proxy when well-formed) and writes one access line. */
export function accessLog(logger: ServerLogger): RequestHandler {
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
    res.on("finish", () => {
      requestLogger.info(
        {
          method: req.method,
          url: req.originalUrl.slice(0, 512),
          status: res.statusCode,
          durationMs: Math.round(performance.now() - started),
          userAgent: req.get("user-agent")?.slice(0, 200),
        },
        "access",
      );
    });
    runInRequestScope({ requestId, logger: requestLogger, signal: disconnect.signal }, next);
  };
}
