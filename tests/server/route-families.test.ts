/**
 * Route families (src/server/metrics.ts): read from the address the visitor asked for, not from
 * `req.path`, which Express strips of a mount's prefix inside it. A file under `/assets`, served by
 * a static handler mounted there, counts as `assets`; the build's files at the root as `root-files`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import type { ServerBuild } from "react-router";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createMetrics, routeFamiliesOf } from "~/src/server/metrics";

const clientDir = mkdtempSync(path.join(tmpdir(), "sulky-families-"));
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "export {};\n");
writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");

const build = {
  assetsBuildDirectory: clientDir,
  routes: {
    root: { id: "root", path: "" },
    horse: { id: "horse", path: "cavalli/:id" },
    robots: { id: "robots", path: "robots.txt" },
    sitemap: { id: "sitemap", path: "sitemap.xml" },
  },
} as unknown as ServerBuild;

describe("route families", () => {
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it("name the build's routes, dotted ones included, its root files, and nothing else", () => {
    const familyOf = routeFamiliesOf(build);
    expect(familyOf("/")).toBe("home");
    expect(familyOf("/cavalli/1.data")).toBe("cavalli");
    expect(familyOf("/robots.txt")).toBe("robots.txt");
    expect(familyOf("/sitemap.xml")).toBe("sitemap.xml");
    expect(familyOf("/favicon.svg")).toBe("root-files");
    expect(familyOf("/assets/entry-abc123.js")).toBe("assets");
    expect(familyOf("/media/trotto/x.jpg")).toBe("media");
    expect(familyOf("/wp-login.php")).toBe("other");
  });

  it("count a file served by a handler mounted on /assets as `assets`, not by the rest of its path", async () => {
    const metrics = createMetrics();
    const app = express();
    app.use(metrics.requests(routeFamiliesOf(build)));
    app.use("/assets", express.static(path.join(clientDir, "assets")));
    // A mounted handler whose own path looks like a route (the picture proxy's `/media/trotto/…`).
    app.use("/media", (_req, res) => void res.status(404).send("no"));
    await request(app).get("/assets/entry-abc123.js").expect(200);
    await request(app).get("/media/cavalli/foto.jpg").expect(404);
    const scrape = await metrics.registry.metrics();
    expect(scrape).toMatch(/^sulky_http_request_duration_seconds_count\{family="assets",method="GET",status="200"\} 1$/m);
    expect(scrape).toMatch(/^sulky_http_request_duration_seconds_count\{family="media",method="GET",status="404"\} 1$/m);
    expect(scrape).not.toContain('family="cavalli"');
    expect(scrape).not.toContain('family="other"');
  });
});
