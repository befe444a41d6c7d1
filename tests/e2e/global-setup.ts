import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startFakeUpstreams } from "~/fake-upstreams/index";
import { TEST_TODAY } from "../support/today";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    fakeUrls: { trotting: string; content: string; fantasy: string };
    /** The day the site and the fakes take as today (ISO, YYYY-MM-DD). */
    today: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, deadlineMs: number) {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (child.exitCode !== null) throw new Error(`Sulky exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Sulky did not answer on ${url} within ${deadlineMs} ms`);
}

/**
 * The production build, started the way `npm start` starts it, against the
 * fakes on ephemeral ports; the browser tests drive it.
 */
export default async function setup(project: TestProject) {
  const buildDir = process.env.SULKY_BUILD_DIR ?? "build";
  if (!existsSync(`${buildDir}/server/index.js`)) throw new Error("Run `npm run build` before `npm run test:e2e`.");
  const stateFile = path.join(mkdtempSync(path.join(tmpdir(), "sulky-e2e-")), "fantasy.json");
  // One pinned day for the site (SULKY_TODAY) and the fakes: the browser tests pass on any date.
  const today = TEST_TODAY.toISOString().slice(0, 10);
  const fakes = await startFakeUpstreams({
    trotting: { port: 0, quiet: true, today: TEST_TODAY },
    content: { port: 0, quiet: true, today: TEST_TODAY },
    fantasy: { port: 0, quiet: true, stateFile, today: TEST_TODAY },
  });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The built server on SULKY_NODE when set (CI: the image's Node 24), else on this Node.
  const child = spawn(process.env.SULKY_NODE || process.execPath, ["scripts/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: baseUrl,
      SESSION_SECRET: "e2e-session-secret-0123456789-abcdef",
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      TROTTO_API_URL: fakes.fakes.trotting!.url,
      CONTENT_API_URL: fakes.fakes.content!.url,
      FANTASY_API_URL: fakes.fakes.fantasy!.url,
      SULKY_TODAY: today,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForServer(baseUrl, child, 30_000);
  project.provide("baseUrl", baseUrl);
  project.provide("today", today);
  project.provide("fakeUrls", {
    trotting: fakes.fakes.trotting!.url,
    content: fakes.fakes.content!.url,
    fantasy: fakes.fakes.fantasy!.url,
  });
  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await fakes.close();
  };
}
