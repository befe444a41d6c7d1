import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export async function freePort(): Promise<number> {
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
 * The production build, started the way `npm start` starts it (plain node, NODE_ENV=production) in
 * front of the upstreams `env` names, on a free port; the browser tests drive it. On SULKY_NODE when
 * set (CI: the image's Node 24), else on this Node.
 */
export async function startSulky(env: Record<string, string>): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.env.SULKY_NODE || process.execPath, ["scripts/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: baseUrl,
      SESSION_SECRET: "e2e-session-secret-0123456789-abcdef",
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForServer(baseUrl, child, 30_000);
  return {
    baseUrl,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}
