import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { CSP_REPORT_PATH, cspReports } from "~/src/server/csp-reports";
import type { ServerLogger } from "~/src/server/logger";
import { createMemoryAttemptCounter, createRateLimiter, DEFAULT_RATE_LIMITS } from "~/src/server/rate-limit";

function recordingApp() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  const logger = {
    warn: (details: Record<string, unknown>, message: string) => void lines.push({ details, message }),
  } as unknown as ServerLogger;
  // The site's own limiter and policy (src/server/app.ts mounts it the same way).
  const limit = createRateLimiter(createMemoryAttemptCounter());
  return { app: express().use(cspReports(logger, (address) => limit("csp-report", address))), lines };
}

const violation = {
  documentURL: "https://www.sulky.it/news",
  effectiveDirective: "img-src",
  blockedURL: "https://altrove.example/foto.jpg",
  disposition: "enforce",
  lineNumber: 12,
};

describe("CSP violation reports", () => {
  it("logs one line per violation sent with the Reporting API and answers 204", async () => {
    const { app, lines } = recordingApp();
    await request(app)
      .post(CSP_REPORT_PATH)
      .set("Content-Type", "application/reports+json")
      .send(
        JSON.stringify([
          { type: "csp-violation", age: 1, url: violation.documentURL, body: violation },
          { type: "deprecation", body: {} },
        ]),
      )
      .expect(204);
    expect(lines).toEqual([
      {
        message: "csp violation",
        details: {
          csp: {
            documentUrl: "https://www.sulky.it/news",
            directive: "img-src",
            blockedUrl: "https://altrove.example/foto.jpg",
            sourceFile: undefined,
            line: 12,
            disposition: "enforce",
          },
        },
      },
    ]);
  });

  it("logs the older report-uri format too", async () => {
    const { app, lines } = recordingApp();
    await request(app)
      .post(CSP_REPORT_PATH)
      .set("Content-Type", "application/csp-report")
      .send(
        JSON.stringify({
          "csp-report": { "document-uri": "https://www.sulky.it/", "violated-directive": "script-src", "blocked-uri": "inline" },
        }),
      )
      .expect(204);
    expect(lines[0].details.csp).toMatchObject({ documentUrl: "https://www.sulky.it/", directive: "script-src", blockedUrl: "inline" });
  });

  it("refuses other types, broken JSON, empty reports and large bodies without logging", async () => {
    const { app, lines } = recordingApp();
    await request(app).post(CSP_REPORT_PATH).type("form").send("a=1").expect(415);
    await request(app).post(CSP_REPORT_PATH).set("Content-Type", "application/reports+json").send("{rotto").expect(400);
    await request(app).post(CSP_REPORT_PATH).set("Content-Type", "application/reports+json").send("[]").expect(400);
    await request(app)
      .post(CSP_REPORT_PATH)
      .set("Content-Type", "application/csp-report")
      .send(JSON.stringify({ "csp-report": { "document-uri": "x".repeat(20_000) } }))
      .expect(413);
    expect(lines).toEqual([]);
  });

  it("caps the lines a minute, so a flood of reports cannot flood the log", async () => {
    const { app, lines } = recordingApp();
    const many = JSON.stringify(Array.from({ length: 40 }, () => ({ type: "csp-violation", body: violation })));
    for (let post = 0; post < 2; post += 1)
      await request(app).post(CSP_REPORT_PATH).set("Content-Type", "application/reports+json").send(many).expect(204);
    expect(lines).toHaveLength(60);
  });

  it("limits each client's reports: past the limit 429 with Retry-After, before the body is read, and nothing logged", async () => {
    const { app, lines } = recordingApp();
    const report = JSON.stringify([{ type: "csp-violation", body: violation }]);
    const allowed = DEFAULT_RATE_LIMITS["csp-report"].perIp.limit;
    for (let post = 0; post < allowed; post += 1)
      await request(app).post(CSP_REPORT_PATH).set("Content-Type", "application/reports+json").send(report).expect(204);
    const refused = await request(app).post(CSP_REPORT_PATH).set("Content-Type", "application/reports+json").send(report).expect(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.text).toBe("");
    expect(lines).toHaveLength(allowed);
  });
});
