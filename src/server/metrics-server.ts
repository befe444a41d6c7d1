import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import express from "express";
import type { Registry } from "prom-client";
import type { ServerLogger } from "./logger";

/**
 * The metrics endpoint, on its own port (METRICS_PORT), never on the public one: nginx
 * forwards only the public port, so visitors cannot read the figures
 * (docs/decisions/032-prometheus-metrics.md). With METRICS_TOKEN, a scrape must also bring
 * `Authorization: Bearer <token>`, for networks shared with others.
 */
export function metricsApp(registry: Registry, token?: string): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.get("/metrics", async (req, res) => {
    if (token && !bearerMatches(req.get("authorization"), token)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="sulky-metrics"').type("text").send("token mancante o errato\n");
      return;
    }
    res
      .set("Content-Type", registry.contentType)
      .set("Cache-Control", "no-store")
      .send(await registry.metrics());
  });
  app.use((_req, res) => void res.status(404).type("text").send("solo /metrics\n"));
  return app;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(.+)$/i.exec(header ?? "")?.[1]?.trim();
  return Boolean(presented && timingSafeEqual(digest(presented), digest(token)));
}

/** Listens on the metrics port; a busy port is the operator's to fix, told in one line by the caller. */
export function listenForMetrics(app: express.Express, port: number, host: string | undefined, logger: ServerLogger): Promise<Server> {
  const server = createServer(app);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      logger.info({ metricsPort: typeof address === "object" && address ? address.port : port }, "metriche Prometheus su /metrics");
      resolve(server);
    });
  });
}
