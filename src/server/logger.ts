import { pino, type Logger as PinoLogger } from "pino";

export type ServerLogger = PinoLogger;

export function createLogger(level: string): ServerLogger {
  return pino({
    level,
    base: { service: "sulky" },
    redact: { paths: ["req.headers.cookie", "password", "password_confirmation"], remove: true },
  });
}
