import type { Server, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Readiness } from "./health";

type ShutdownLogger = { info(details: object, message?: string): void; warn(details: object, message?: string): void };

export type GracefulShutdownOptions = {
  server: Server;
  readiness: Readiness;
  logger: ShutdownLogger;
  /** After this the remaining connections are cut and the process exits with 1. */
  timeoutMs: number;
  /** Closed after the last request has finished (Vite, Redis, embedded fakes). */
  cleanup?: () => Promise<unknown>;
  /** Called once draining begins, for answers that never end by themselves (event streams). */
  onDrain?: () => void;
  exit?: (code: number) => void;
};

/**
 * While draining, every answer tells the client to close its keep-alive connection, also
 * answers to requests that arrived before the drain began: those still without headers get
 * `Connection: close` when the drain begins, and requests that come later get it at once.
 */
export function closeConnectionsWhileDraining(readiness: Readiness): RequestHandler {
  const open = new Set<ServerResponse>();
  readiness.onDraining(() => {
    for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");
    open.clear();
  });
  return (_req, res, next) => {
    if (readiness.draining) {
      res.setHeader("Connection", "close");
      return next();
    }
    open.add(res);
    res.once("close", () => open.delete(res));
    next();
  };
}

/**
 * Shutdown in order: readiness fails first, the listener stops accepting,
 * idle keep-alive connections close, requests in flight finish (their
 * connections close after the answer), then cleanup and exit 0 — or exit 1
 * when the deadline passes first.
 */
export function gracefulShutdown(options: GracefulShutdownOptions): (signal: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started: Promise<void> | undefined;
  return (signal) => {
    started ??= new Promise<void>((resolve) => {
      options.logger.info({ signal, timeoutMs: options.timeoutMs }, "arresto in corso");
      options.readiness.markDraining();
      options.onDrain?.();
      const deadline = setTimeout(() => {
        options.logger.warn({ signal }, "arresto forzato: richieste ancora aperte alla scadenza");
        options.server.closeAllConnections();
        exit(1);
        resolve();
      }, options.timeoutMs);
      deadline.unref();
      options.server.close(() => {
        void Promise.resolve(options.cleanup?.())
          .catch((err: unknown) => options.logger.warn({ err }, "chiusura incompleta"))
          .finally(() => {
            clearTimeout(deadline);
            options.logger.info({ signal }, "arresto completato");
            exit(0);
            resolve();
          });
      });
      options.server.closeIdleConnections();
      // Connections that were busy become idle once their answer is sent: close them as they do.
      const sweep = setInterval(() => options.server.closeIdleConnections(), 100);
      sweep.unref();
      options.server.once("close", () => clearInterval(sweep));
    });
    return started;
  };
}
