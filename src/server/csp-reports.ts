import { Router, type Request } from "express";
import type { RateLimitDecision } from "../request-context";
import type { ServerLogger } from "./logger";

/** Where browsers send Content-Security-Policy violations (report-to group and report-uri). */
export const CSP_REPORT_PATH = "/csp-report";
export const CSP_REPORT_GROUP = "csp-endpoint";
const REPORT_TYPES = new Set(["application/reports+json", "application/csp-report", "application/json"]);
const MAX_REPORT_BYTES = 16 * 1024;
/** At most this many report lines a minute per process: a flood of reports never floods the log. */
const MAX_LINES_PER_MINUTE = 60;

type Violation = Record<string, unknown>;

function readBody(req: Request, maxBytes: number): Promise<string | null> {
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.removeAllListeners("data");
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(size > maxBytes ? null : Buffer.concat(chunks).toString("utf8")));
    req.on("error", () => resolve(null));
  });
}

/** The violations in a body: the Reporting API's list of reports, or one legacy `csp-report`. */
function violationsIn(body: unknown): Violation[] {
  if (Array.isArray(body)) {
    return body
      .filter(
        (report): report is { type: string; body: Violation } =>
          report?.type === "csp-violation" && typeof report.body === "object" && report.body !== null,
      )
      .map((report) => report.body);
  }
  const legacy = (body as { "csp-report"?: unknown } | null)?.["csp-report"];
  return legacy && typeof legacy === "object" ? [legacy as Violation] : [];
}

/** The few fields an operator needs, each cut short: a report is visitor input. */
function summary(violation: Violation) {
  const text = (...keys: string[]) => {
    const value = keys.map((key) => violation[key]).find((candidate) => typeof candidate === "string") as string | undefined;
    return value?.slice(0, 300);
  };
  return {
    documentUrl: text("documentURL", "document-uri"),
    directive: text("effectiveDirective", "effective-directive", "violated-directive"),
    blockedUrl: text("blockedURL", "blocked-uri"),
    sourceFile: text("sourceFile", "source-file"),
    line:
      typeof (violation.lineNumber ?? violation["line-number"]) === "number"
        ? (violation.lineNumber ?? violation["line-number"])
        : undefined,
    disposition: text("disposition"),
  };
}

/**
 * `POST /csp-report`: one JSON log line (warn) per violation, answered 204 with
 * no body. Anything else (another type, too large, not JSON) is a 400 or 413
 * and logs nothing; past the per-minute cap reports are counted, not logged.
 * Each client has its own limit (`csp-report` in rate-limit.ts): past it, 429
 * with Retry-After, before the body is read. Browsers send these in the
 * background and show nothing, so every answer is bodiless.
 */
export function cspReports(logger: ServerLogger, limit: (clientAddress: string) => Promise<RateLimitDecision>): Router {
  const router = Router();
  let windowStart = 0;
  let lines = 0;
  router.post(CSP_REPORT_PATH, async (req, res) => {
    res.set("Cache-Control", "no-store");
    const decision = await limit(req.ip ?? "unknown");
    if (!decision.allowed) {
      res.set({ "Retry-After": String(decision.retryAfterSeconds), Connection: "close" });
      return void res.status(429).end();
    }
    const type = (req.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    if (!REPORT_TYPES.has(type)) return void res.status(415).end();
    const text = await readBody(req, MAX_REPORT_BYTES);
    if (text === null) return void res.status(413).end();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return void res.status(400).end();
    }
    const violations = violationsIn(body);
    if (violations.length === 0) return void res.status(400).end();
    const now = Date.now();
    if (now - windowStart > 60_000) {
      windowStart = now;
      lines = 0;
    }
    const log = (res.locals.logger as ServerLogger | undefined) ?? logger;
    for (const violation of violations) {
      lines += 1;
      if (lines <= MAX_LINES_PER_MINUTE) log.warn({ csp: summary(violation) }, "csp violation");
    }
    res.status(204).end();
  });
  return router;
}
