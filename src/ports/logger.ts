/** The slice of a structured logger the inner layers may use. */
export type Logger = {
  debug(details: object, message?: string): void;
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
};

/** What the current visitor's request lends to an upstream call: its logger and its disconnect signal. */
export type RequestScope = { logger: Logger; signal?: AbortSignal };
