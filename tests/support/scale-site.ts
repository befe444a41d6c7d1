/**
 * What the scale tests (tests/scale) share: the production build they run, the fakes as real
 * upstream URLs, a Redis for the instances, Sulky instances started as `npm start` starts them,
 * and a player who signs up on one of them.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { expect } from "vitest";
import type { FakeName, FakeOptions, RunningFake } from "~/fake-upstreams/index";
import { CookieJar, formPost } from "./cookie-jar";
import { stopProcess, tcpAnswers, waitFor } from "./processes";
import { freePort, realClockEnv } from "./redis-server";
import { TEST_TODAY } from "./today";

export const scaleTestsEnabled = process.env.SULKY_SCALE_TEST === "1";
export const scaleBuildDir = path.resolve(process.env.SULKY_BUILD_DIR ?? "build");

/** The scale tests run the production build: without one they stop with what to do. */
export function requireBuild(): void {
  if (!existsSync(path.join(scaleBuildDir, "server/index.js")))
    throw new Error(
      `Nessuna build in ${scaleBuildDir}: esegui \`npm run build\` prima di \`npm run test:scale\` (o imposta SULKY_BUILD_DIR).`,
    );
}

/**
 * The three fakes on free ports, the game's players in a state file of their own, each fake in a
 * process of its own (scale-fakes.process.ts), as three real services would be: the game's
 * answers never wait on the results service building its world or serving the instances'
 * archive job, and none waits on the test's own work, which would count in the instances' times.
 */
export async function startScaleFakes(fantasy: Omit<FakeOptions, "port" | "quiet" | "today" | "stateFile"> = {}) {
  const stateFile = path.join(mkdtempSync(path.join(tmpdir(), "sulky-scale-")), "fantasy.json");
  const today = TEST_TODAY.toISOString();
  const options: Record<FakeName, object> = {
    trotting: { port: 0, quiet: true, today },
    content: { port: 0, quiet: true, today },
    fantasy: { port: 0, quiet: true, stateFile, today, ...fantasy },
  };
  const children: ChildProcess[] = [];
  const close = () => Promise.all(children.map((child) => stopProcess(child))).then(() => undefined);
  try {
    const started = await Promise.all(
      (Object.entries(options) as [FakeName, object][]).map(async ([name, option]) => {
        const child = spawn(process.execPath, ["--import", "tsx", "tests/support/scale-fakes.process.ts", name, JSON.stringify(option)], {
          stdio: ["ignore", "pipe", "inherit"],
        });
        children.push(child);
        const exited = once(child, "exit").then(([code]) => {
          throw new Error(`il fake ${name} si è fermato all'avvio (uscita ${String(code)})`);
        });
        // Its exit at the end of the tests is no failure: only the race below reads it.
        exited.catch(() => undefined);
        const [line] = (await Promise.race([once(createInterface({ input: child.stdout! }), "line"), exited])) as [string];
        return [name, { name, ...(JSON.parse(line) as { url: string; origin: string }), close: async () => undefined }] as const;
      }),
    );
    const fakes: Partial<Record<FakeName, RunningFake>> = Object.fromEntries(started);
    return { fakes, stateFile, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export type ScaleFakes = Awaited<ReturnType<typeof startScaleFakes>>;

/** REDIS_URL when set, else a private redis-server on a free port without persistence. */
export async function startScaleRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => undefined };
  const port = await freePort();
  const server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
    env: realClockEnv,
  });
  await waitFor(async () => (await tcpAnswers(port)) || null, 10_000, "redis-server");
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopProcess(server) };
}

export type SiteInstance = {
  name: string;
  origin: string;
  /** The instance's Prometheus endpoint, when started with `metrics`. */
  metrics?: string;
  process: ChildProcess;
  /** The instance's slow answers ("risposta lenta" lines, access-log.ts), as logged, for a failure to show. */
  slowAnswers: string[];
};

export type SiteInstanceOptions = {
  fakes: ScaleFakes;
  /** Where Redis is (REDIS_URL, or REDIS_SENTINELS and REDIS_SENTINEL_MASTER) and any further setting. */
  env: Record<string, string>;
  /** A metrics port of its own (METRICS_PORT). */
  metrics?: boolean;
  /** `redis`: ready only once `/readyz` says Redis is up (an instance starts without waiting for it). */
  readyWhen?: "started" | "redis";
};

/** A production process (`scripts/start.js` on the build) on a free port, stopped by stopProcess. */
export async function startSiteInstance(name: string, options: SiteInstanceOptions): Promise<SiteInstance> {
  const { fakes } = options;
  const port = await freePort();
  const metricsPort = options.metrics ? await freePort() : undefined;
  const child = spawn(process.execPath, ["scripts/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "",
      PORT: String(port),
      SULKY_BUILD_DIR: scaleBuildDir,
      SESSION_SECRET: "scale-test-session-secret-0123456789",
      LOG_LEVEL: "warn",
      TROTTO_API_URL: fakes.fakes.trotting!.url,
      CONTENT_API_URL: fakes.fakes.content!.url,
      FANTASY_API_URL: fakes.fakes.fantasy!.url,
      SULKY_TODAY: TEST_TODAY.toISOString().slice(0, 10),
      // Each instance's results archive in its memory: never the checkout's own file (.sulky), shared by every instance.
      RESULTS_ARCHIVE_FILE: "memory",
      ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}),
      ...options.env,
    },
    // SULKY_SCALE_LOGS=1 shows the instances' log lines (LOG_LEVEL decides which).
    stdio: ["ignore", process.env.SULKY_SCALE_LOGS === "1" ? "inherit" : "pipe", "inherit"],
  });
  const slowAnswers: string[] = [];
  if (child.stdout)
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line.includes('"risposta lenta"') && slowAnswers.length < 50) slowAnswers.push(line);
    });
  const origin = `http://127.0.0.1:${port}`;
  if (options.readyWhen === "redis")
    await waitFor(
      async () => {
        const response = await fetch(`${origin}/readyz`).catch(() => null);
        const details = (await response?.json().catch(() => null)) as { dependencies?: { redis?: string } } | null;
        return response?.ok && details?.dependencies?.redis === "up" ? true : null;
      },
      45_000,
      `istanza ${name}`,
    );
  else await waitFor(async () => ((await fetch(`${origin}/healthz`).catch(() => null))?.ok ? true : null), 45_000, `istanza ${name}`);
  return { name, origin, metrics: metricsPort ? `http://127.0.0.1:${metricsPort}/metrics` : undefined, process: child, slowAnswers };
}

/** A player is signed in when the game's page offers to sign out. */
export const SIGNED_IN = /fantatrotto\/esci/;

/** Registers a new player through `instance` (and signs in, when the game did not): the game's page is theirs after it. */
export async function signUpPlayer(instance: SiteInstance, player: CookieJar, email: string, password: string): Promise<void> {
  const register = await player.fetch(
    `${instance.origin}/fantatrotto/auth`,
    formPost({
      _csrf: await player.csrfToken(instance),
      intent: "registrati",
      name: `Scuderia ${email.slice(0, 12)}`,
      email,
      password,
      passwordConfirmation: password,
    }),
  );
  // A refusal says why (its page's message), for a failure to show.
  const refusal = [302, 303].includes(register.status)
    ? ""
    : (/<main[\s\S]*?<\/main>/.exec(await register.text())?.[0] ?? "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .slice(0, 400);
  expect([302, 303], `registration answered ${register.status}: ${refusal}`).toContain(register.status);
  if ((await player.fetch(`${instance.origin}/fantatrotto`)).status !== 200) {
    const login = await player.fetch(
      `${instance.origin}/fantatrotto/auth`,
      formPost({ _csrf: await player.csrfToken(instance), intent: "entra", email, password }),
    );
    expect([302, 303], `login answered ${login.status}`).toContain(login.status);
  }
  const game = await player.fetch(`${instance.origin}/fantatrotto`);
  expect(game.status).toBe(200);
  expect(SIGNED_IN.test(await game.text())).toBe(true);
}
