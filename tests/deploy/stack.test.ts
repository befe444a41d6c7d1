/**
 * The production stack as plain processes, the way the compose file puts it together:
 * the runtime stage rebuilt as the Dockerfile does it (its own `npm ci` line, the built
 * server, scripts/start.js), two instances with NODE_ENV=production on SULKY_NODE (the
 * image's Node in CI), Redis, the shipped nginx template with a self-signed certificate
 * on a high https port, and the fakes as real upstream URLs (SULKY_FAKES off).
 *
 * `npm run test:stack` after `npm run build` (.ci/run). Skipped where nginx or
 * redis-server is missing.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeUpstreams } from "~/fake-upstreams/index";
import { forLocalNginx, nginxProgram, readTemplate, renderTemplate } from "../support/nginx";
import { freePort, realClockEnv, redisInstalled, startTestRedis, type TestRedis } from "../support/redis-server";
import { stopProcess as stop } from "../support/processes";
import { installRuntimeDependencies } from "../support/runtime-install";
import { TEST_TODAY } from "../support/today";

const enabled = process.env.SULKY_STACK_TEST === "1";
const buildDir = path.resolve(process.env.SULKY_BUILD_DIR ?? "build");
const node = process.env.SULKY_NODE || process.execPath;
const canRun = enabled && Boolean(nginxProgram) && redisInstalled;
if (enabled && !canRun) console.warn("test dello stack saltato: servono nginx e redis-server");

const TOKEN = "token-degli-operatori-dello-stack-0123";
const METRICS_TOKEN = "9f1c2e7a4b8d3f6a0c5e1b7d2f8a4c6e";
const PASSWORD = "Password-Stack-2026";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };
type Instance = { name: string; port: number; metricsPort: number; child: ChildProcess; output: string[] };

describe.skipIf(!canRun)("the production stack behind nginx", () => {
  let scratch: string;
  let runtime: string;
  let redis: TestRedis;
  let fakes: Awaited<ReturnType<typeof startFakeUpstreams>>;
  let instances: Instance[] = [];
  let nginx: ChildProcess;
  const nginxLog: string[] = [];
  let httpsPort: number;
  let httpPort: number;
  let certificate: string;
  let agent: https.Agent;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    if (!existsSync(path.join(buildDir, "server/index.js")))
      throw new Error(`Nessuna build in ${buildDir}: esegui \`npm run build\` prima.`);
    scratch = mkdtempSync(path.join(tmpdir(), "sulky-stack-"));
    // nginx's workers run as another user: they must be able to reach the scratch folder.
    chmodSync(scratch, 0o755);

    // The runtime stage: production dependencies only, the built server, the start script.
    runtime = path.join(scratch, "app");
    mkdirSync(path.join(runtime, "scripts"), { recursive: true });
    for (const file of ["package.json", "package-lock.json"]) copyFileSync(file, path.join(runtime, file));
    installRuntimeDependencies(runtime);
    cpSync(path.join(buildDir, "server"), path.join(runtime, "build/server"), { recursive: true });
    cpSync(path.join(buildDir, "client"), path.join(runtime, "build/client"), { recursive: true });
    copyFileSync("scripts/start.js", path.join(runtime, "scripts/start.js"));

    redis = await startTestRedis();
    fakes = await startFakeUpstreams({
      trotting: { port: 0, quiet: true, today: TEST_TODAY },
      content: { port: 0, quiet: true, today: TEST_TODAY },
      fantasy: { port: 0, quiet: true, stateFile: path.join(scratch, "fantasy.json"), today: TEST_TODAY },
    });
    [httpsPort, httpPort] = [await freePort(), await freePort()];
    env = {
      ...realClockEnv,
      NODE_ENV: "production",
      NODE_OPTIONS: "",
      SITE_URL: `https://localhost:${httpsPort}`,
      SESSION_SECRET: randomBytes(36).toString("base64"),
      REDIS_URL: redis.url,
      REDIS_TIMEOUT_MS: "500",
      TRUST_PROXY: "loopback",
      TROTTO_API_URL: fakes.fakes.trotting!.url,
      CONTENT_API_URL: fakes.fakes.content!.url,
      FANTASY_API_URL: fakes.fakes.fantasy!.url,
      SULKY_TODAY: TEST_TODAY.toISOString().slice(0, 10),
      READINESS_DETAILS: "token",
      READINESS_TOKEN: TOKEN,
      METRICS_TOKEN,
      LOG_LEVEL: "info",
    };
    instances = await Promise.all(
      ["sulky-1", "sulky-2"].map(async (name) => startInstance(name, await freePort(), { METRICS_PORT: String(await freePort()) })),
    );

    const certs = path.join(scratch, "certs");
    const made = spawn(node, [path.resolve("deploy/self-signed-cert.mjs"), certs], { stdio: "ignore" });
    expect(await exitOf(made)).toBe(0);
    certificate = readFileSync(path.join(certs, "sulky.crt"), "utf8");
    mkdirSync(path.join(scratch, "logs"));
    const config = forLocalNginx(
      renderTemplate(readTemplate(), { SULKY_HOST: "localhost", SULKY_HTTPS_PORT: String(httpsPort), SULKY_RESOLVER: "127.0.0.1" }),
      { prefix: scratch, httpPort, httpsPort, instances: instances.map((instance) => `127.0.0.1:${instance.port}`) },
    );
    writeFileSync(path.join(scratch, "nginx.conf"), config);
    nginx = spawn(
      nginxProgram!,
      [
        "-p",
        scratch,
        "-c",
        path.join(scratch, "nginx.conf"),
        "-g",
        `daemon off; pid ${path.join(scratch, "nginx.pid")}; error_log stderr;`,
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    nginx.stderr!.on("data", (chunk: Buffer) => nginxLog.push(chunk.toString()));
    agent = new https.Agent({ ca: certificate, keepAlive: true, maxSockets: 16 });
    await waitFor(async () => (await get("/healthz").catch(() => null))?.status === 200, 15_000, "nginx");
  }, 240_000);

  afterAll(async () => {
    agent?.destroy();
    if (nginx) await stop(nginx);
    await Promise.all(instances.map((instance) => stop(instance.child)));
    await fakes?.close();
    await redis?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  function startInstance(name: string, port: number, extra: NodeJS.ProcessEnv = {}): Promise<Instance> {
    const output: string[] = [];
    const child = spawn(node, ["scripts/start.js"], {
      cwd: runtime,
      env: { ...env, PORT: String(port), ...extra },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    const instance = { name, port, metricsPort: Number(extra.METRICS_PORT ?? 0), child, output };
    return waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} è uscita: ${output.join("")}`);
        return (await direct(port, "/readyz").catch(() => null))?.status === 200;
      },
      45_000,
      name,
    ).then(() => instance);
  }

  /** Through nginx, over TLS, as a browser on https://localhost:PORT would ask. */
  function request(
    pathname: string,
    options: { method?: string; headers?: Record<string, string>; body?: string; cookies?: Map<string, string> } = {},
  ): Promise<Answer> {
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = {
        "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36",
        ...options.headers,
      };
      if (options.cookies?.size) headers.Cookie = [...options.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      const call = https.request(
        {
          host: "127.0.0.1",
          servername: "localhost",
          port: httpsPort,
          path: pathname,
          method: options.method ?? "GET",
          headers: { Host: `localhost:${httpsPort}`, ...headers },
          agent,
        },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => {
            for (const line of ([] as string[]).concat(res.headers["set-cookie"] ?? [])) {
              const [pair] = line.split(";");
              const index = pair.indexOf("=");
              options.cookies?.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: Date.now() - started });
          });
          res.on("error", reject);
        },
      );
      call.setTimeout(20_000, () => call.destroy(new Error(`${pathname}: nessuna risposta in 20 s`)));
      call.on("error", reject);
      call.end(options.body);
    });
  }
  const get = (pathname: string, cookies?: Map<string, string>) => request(pathname, { cookies });

  function post(pathname: string, fields: Record<string, string>, cookies: Map<string, string>) {
    return request(pathname, {
      method: "POST",
      cookies,
      body: new URLSearchParams(fields).toString(),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: `https://localhost:${httpsPort}`,
        "Sec-Fetch-Site": "same-origin",
      },
    });
  }

  async function signUp(cookies: Map<string, string>, email: string) {
    const page = await get("/fantatrotto/auth?tab=registrati", cookies);
    const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
    const registered = await post(
      "/fantatrotto/auth?tab=registrati",
      { _csrf: token, intent: "registrati", name: "Scuderia Stack", email, password: PASSWORD, passwordConfirmation: PASSWORD },
      cookies,
    );
    expect(registered.status, registered.body.slice(0, 300)).toBe(303);
    expect(registered.headers.location).toBe("/fantatrotto");
  }

  it("redirects plain http to the site's https address, port included", async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get({ host: "127.0.0.1", port: httpPort, path: "/news?pagina=2", headers: { Host: `localhost:${httpPort}` } }, resolve)
        .on("error", reject),
    );
    answer.resume();
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(`https://localhost:${httpsPort}/news?pagina=2`);
  });

  it("serves pages over TLS with HSTS once, and a login on a port other than 443 makes a session valid on both instances", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    const player = new Map<string, string>();
    await signUp(player, `stack-${Date.now()}@example.it`);
    for (let round = 0; round < 6; round++) expect((await get("/fantatrotto", player)).status).toBe(200);
    // Each instance directly, with the same cookie: the session lives in Redis.
    for (const instance of instances) expect((await direct(instance.port, "/fantatrotto", player)).status, instance.name).toBe(200);
  });

  it("accepts forms from SITE_URL's origin only, whatever Host the request names", async () => {
    const rebound = await direct(instances[0].port, "/fantatrotto/auth", new Map(), {
      method: "POST",
      headers: { Host: "attacker.example", Origin: "http://attacker.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=entra&email=a%40b.it&password=x",
    });
    expect(rebound.status).toBe(403);
    expect(rebound.body).toContain("Richiesta rifiutata");
  });

  it("started nginx and each instance without a warning or a stack trace, and said who may frame the partner pages", () => {
    expect(nginxLog.join("")).not.toMatch(/\[(warn|emerg|alert|crit)\]/);
    for (const instance of instances) {
      const output = instance.output.join("");
      expect(output, instance.name).not.toMatch(/Warning|DEP0\d+|\n\s+at /);
      expect(output).toMatch(/pagine partner: nessun sito può incorniciarle/);
    }
  });

  it("serves Prometheus metrics on each instance's metrics port behind its token, never through nginx", async () => {
    for (const pathname of ["/", "/news", "/trotto/stalloni/102306-corsaro-grif"]) expect((await get(pathname)).status).toBe(200);
    const scrapes = await Promise.all(
      instances.map((instance) =>
        direct(instance.metricsPort, "/metrics", undefined, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } }),
      ),
    );
    const requestsOf = (text: string, labels: string) =>
      text
        .split("\n")
        .filter((line) => line.startsWith("sulky_http_request_duration_seconds_count{") && line.includes(labels))
        .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
    for (const [index, scrape] of scrapes.entries()) {
      expect(scrape.status, instances[index].name).toBe(200);
      expect(scrape.body).toMatch(/^sulky_session_store_up 1$/m);
      expect(scrape.body).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
      expect(scrape.body).toMatch(/^nodejs_heap_size_used_bytes /m);
    }
    // nginx spreads the pages over both instances: together they counted them by route family.
    expect(scrapes.reduce((sum, scrape) => sum + requestsOf(scrape.body, 'family="home",method="GET",status="200"'), 0)).toBeGreaterThan(0);
    expect(scrapes.reduce((sum, scrape) => sum + requestsOf(scrape.body, 'family="news"'), 0)).toBeGreaterThan(0);
    expect(scrapes.some((scrape) => /^sulky_upstream_call_duration_seconds_count\{upstream="trotting"/m.test(scrape.body))).toBe(true);
    expect((await direct(instances[0].metricsPort, "/metrics")).status).toBe(401);
    const throughNginx = await get("/metrics");
    expect(throughNginx.status).toBe(404);
    expect(throughNginx.body).not.toContain("sulky_http_request_duration_seconds");
  });

  it("Redis stopped: anonymous pages answer 200, players the Italian 503 within 2 s; Redis back: everything recovers", async () => {
    const player = new Map<string, string>();
    await signUp(player, `redis-${Date.now()}@example.it`);
    await redis.kill();
    try {
      await waitFor(
        async () => {
          const details = await request("/readyz", { headers: { Authorization: `Bearer ${TOKEN}` } });
          return details.status === 200 && JSON.parse(details.body).dependencies?.redis === "down";
        },
        10_000,
        "redis visto giù",
      );
      for (const pathname of ["/", "/news", "/trotto/stalloni/102306-corsaro-grif"])
        expect((await get(pathname)).status, pathname).toBe(200);
      for (let round = 0; round < 4; round++) {
        const refused = await get("/fantatrotto", player);
        expect(refused.status).toBe(503);
        expect(refused.ms).toBeLessThan(2000);
        expect(refused.headers["retry-after"]).toBe("30");
        expect(refused.body).toContain("momentaneamente non disponibile");
      }
      expect(JSON.parse((await get("/readyz")).body)).toEqual({ status: "degraded" });
    } finally {
      await redis.restart();
    }
    // Each instance by itself, within seconds (reconnection at most a second apart, the breaker's trial after 2 s).
    for (const instance of instances) {
      await waitFor(
        async () => {
          const details = await direct(instance.port, "/readyz", undefined, { headers: { Authorization: `Bearer ${TOKEN}` } });
          return details.status === 200 && JSON.parse(details.body).status === "ready";
        },
        10_000,
        `${instance.name} di nuovo pronta`,
      );
    }
    // Redis keeps no sessions across a restart (docs/SCALING.md): a new login works on both instances.
    const again = new Map<string, string>();
    await signUp(again, `ritorno-${Date.now()}@example.it`);
    for (const instance of instances) expect((await direct(instance.port, "/fantatrotto", again)).status).toBe(200);
  }, 90_000);

  it("loses nothing sent after an instance is killed mid-traffic, and never answers a 5xx", async () => {
    const player = new Map<string, string>();
    await signUp(player, `uccisa-${Date.now()}@example.it`);
    const paths = ["/", "/news", "/trotto/stalloni/102306-corsaro-grif", "/fantatrotto"];
    const failures: string[] = [];
    // SIGKILL ends a streamed page the instance had begun to send: nginx passes on to the other instance
    // only what it has not started answering (proxy_next_upstream), so a request in flight at that
    // moment may be cut off. At most one per client; every request sent after the kill is answered.
    const cutOff: string[] = [];
    let sent = 0;
    let killed = false;
    await Promise.all(
      Array.from({ length: 6 }, async (_, client) => {
        for (let round = 0; round < 25; round++) {
          const pathname = paths[(client + round) % paths.length];
          const sentBeforeKill = !killed;
          const answer = await get(pathname, pathname === "/fantatrotto" ? player : undefined).catch((error: Error) => ({
            status: 0,
            body: error.message,
            ms: 0,
          }));
          sent++;
          if (answer.status === 0 && sentBeforeKill && killed) cutOff.push(`${pathname} ${answer.body.slice(0, 80)}`);
          else if (answer.status !== 200) failures.push(`${pathname} ${answer.status} ${answer.body.slice(0, 80)}`);
          if (sent === 40 && !killed) {
            killed = true;
            instances[0].child.kill("SIGKILL");
          }
        }
      }),
    );
    expect(killed).toBe(true);
    expect(sent).toBe(150);
    expect(failures).toEqual([]);
    expect(cutOff.length, cutOff.join("; ")).toBeLessThanOrEqual(6);
    // The player's session did not live in the process that died.
    expect((await get("/fantatrotto", player)).status).toBe(200);
  }, 120_000);

  it("ends the start of an instance on a busy port or with a published secret with one line, no stack trace", async () => {
    const busy = spawn(node, ["scripts/start.js"], {
      cwd: runtime,
      env: { ...env, PORT: String(instances[1].port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const busyOutput = collect(busy);
    expect(await exitOf(busy)).toBe(1);
    const busyErrors = busyOutput.stderr().trim().split("\n");
    expect(busyErrors).toEqual([expect.stringMatching(/^Avvio non riuscito: PORT: la porta \d+ è già in uso/)]);

    const unsafe = spawn(node, ["scripts/start.js"], {
      cwd: runtime,
      env: { ...env, PORT: "0", SESSION_SECRET: "change-me-to-a-long-random-secret" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const unsafeOutput = collect(unsafe);
    expect(await exitOf(unsafe)).toBe(1);
    expect(unsafeOutput.stderr()).toMatch(/SESSION_SECRET: è un valore d'esempio pubblicato/);
    expect(unsafeOutput.stderr()).not.toMatch(/\n\s+at /);

    const busyMetrics = spawn(node, ["scripts/start.js"], {
      cwd: runtime,
      env: { ...env, PORT: "0", METRICS_PORT: String(instances[1].metricsPort) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const busyMetricsOutput = collect(busyMetrics);
    expect(await exitOf(busyMetrics)).toBe(1);
    expect(busyMetricsOutput.stderr().trim().split("\n")).toEqual([
      expect.stringMatching(/^Avvio non riuscito: METRICS_PORT: la porta \d+ è già in uso/),
    ]);
  }, 60_000);
});

/** Straight to an instance, bypassing nginx. */
function direct(
  port: number,
  pathname: string,
  cookies?: Map<string, string>,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (cookies?.size) headers.Cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const call = http.request({ host: "127.0.0.1", port, path: pathname, method: options.method ?? "GET", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    call.setTimeout(10_000, () => call.destroy(new Error("nessuna risposta")));
    call.on("error", reject);
    call.end(options.body);
  });
}

function collect(child: ChildProcess) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => stdout.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
  return { stdout: () => stdout.join(""), stderr: () => stderr.join("") };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

async function waitFor(probe: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch((error: Error) => (error.message.includes("è uscita") ? Promise.reject(error) : false))) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} non pronto entro ${timeoutMs / 1000} s`);
}
