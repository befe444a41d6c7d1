/** The slice of a structured logger the inner layers may use. */
export type Logger = {
  debug(details: object, message?: string): void;
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
};

/**
 * What the current visitor's request lends to an upstream call: its logger, its
 * disconnect signal, a way to say the page it serves lost something (an answer
 * rejected, a row dropped, a section left out), which the operators' figures count,
 * and a place to note how long the data it read stay fresh (a rendered page lives
 * no longer than the freshest-expiring data behind it).
 */
export type RequestScope = {
  logger: Logger;
  signal?: AbortSignal;
  noteDegraded?(reason: string): void;
  noteFreshness?: (remainingMs: number) => void;
};
