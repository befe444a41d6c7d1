import { pino, type Logger as PinoLogger } from "pino";

export type ServerLogger = PinoLogger;

/** One JSON line per event, on stdout or, for tests, wherever `destination` writes. */
export function createLogger(level: string, destination?: { write(line: string): void }): ServerLogger {
  const options = {
    level,
    base: { service: "sulky" },
    redact: { paths: ["req.headers.cookie", "password", "passwordConfirmation"], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}
