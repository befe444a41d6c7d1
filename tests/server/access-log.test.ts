import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { accessLog, createPageFigures } from "~/src/server/access-log";
import { createLogger } from "~/src/server/logger";
import { currentRequest } from "~/src/server/request-scope";

/** An app whose one route takes `ms` and says it waited `redisMs` on Redis, logging into `lines`. */
function appLogging(lines: Record<string, unknown>[], slowAnswerMs: number) {
  const logger = createLogger("info", { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const app = express();
  app.use(accessLog(logger, createPageFigures(), slowAnswerMs));
  app.get("/pagina", async (req, res) => {
    const redis = currentRequest()!.redis!;
    redis.calls += 2;
    redis.ms += 12.4;
    await new Promise((resolve) => setTimeout(resolve, Number(req.query.ms)));
    res.send("ok");
  });
  return app;
}

describe("the access log", () => {
  it("writes each answer with the time it waited on Redis, and a slow one as a warning", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging(lines, 1000);
    await request(app).get("/pagina?ms=0").expect(200);
    await request(app).get("/pagina?ms=1050").expect(200);
    const [quick, slow] = lines;
    expect(quick).toMatchObject({ msg: "access", level: 30, status: 200, redisCalls: 2, redisMs: 12, lockMs: 0 });
    expect(slow).toMatchObject({ msg: "risposta lenta", level: 40, url: "/pagina?ms=1050", redisCalls: 2, redisMs: 12, lockMs: 0 });
    expect(slow.durationMs).toBeGreaterThanOrEqual(1000);
  });
});
