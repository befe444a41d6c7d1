/**
 * Two Sulky processes (the production build, as `npm start` runs it) on two ports,
 * sharing one Redis and the same fakes: what a load balancer in front of them needs.
 *
 * `npm run test:scale` (needs `npm run build` first, or SULKY_BUILD_DIR). Redis: REDIS_URL
 * when set, else a private `redis-server` on a free port; skipped only when neither exists.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, formPost } from "../support/cookie-jar";
import { stopProcess as stop } from "../support/processes";
import { redisInstalled } from "../support/redis-server";
import {
  requireBuild,
  scaleTestsEnabled,
  signUpPlayer,
  startScaleFakes,
  startScaleRedis,
  startSiteInstance,
  type ScaleFakes,
  type SiteInstance,
} from "../support/scale-site";

const canRun = scaleTestsEnabled && (Boolean(process.env.REDIS_URL) || redisInstalled);
if (scaleTestsEnabled && !canRun) console.warn("test di scala saltato: né REDIS_URL né il comando redis-server sono disponibili");

const PASSWORD = "Password-Scala-2026";

describe.skipIf(!canRun)("two instances behind one Redis", () => {
  let fakes: ScaleFakes;
  let redis: Awaited<ReturnType<typeof startScaleRedis>> | undefined;
  let first: SiteInstance;
  let second: SiteInstance;

  beforeAll(async () => {
    requireBuild();
    redis = await startScaleRedis();
    // Sulky's own login counter is what is counted across instances here: the game's own throttle
    // (five a minute, as Laravel's login throttle) would refuse first (docs/decisions/022-real-peers-and-verified-fakes.md).
    fakes = await startScaleFakes({ loginAttemptsPerMinute: 100 });
    // This file checks what the instances share, not deadlines (redis-outage, the failover and the
    // resilience tests do): generous ones keep a busy machine from turning a slow answer into a 503.
    const env = { REDIS_URL: redis.url, REDIS_TIMEOUT_MS: "5000", UPSTREAM_TIMEOUT_MS: "15000" };
    [first, second] = await Promise.all([startSiteInstance("prima", { fakes, env }), startSiteInstance("seconda", { fakes, env })]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([first, second].filter(Boolean).map((instance) => stop(instance.process)));
    await fakes?.close();
    await redis?.stop();
  });

  it("a fantasy login made through the first instance is valid on the second", async () => {
    const visitor = new CookieJar();
    await signUpPlayer(first, visitor, `scala-${Date.now()}@example.it`, PASSWORD);
    const onSecond = await visitor.fetch(`${second.origin}/fantatrotto`);
    expect(onSecond.status, "the second instance knows the session").toBe(200);
    expect(await onSecond.text()).toContain("FantaTrotto");
  }, 60_000);

  it("counts a rate limit across both instances", async () => {
    const client = new CookieJar();
    const email = `limite-${Date.now()}@example.it`;
    const statuses: number[] = [];
    // The login rule allows 8 attempts per e-mail per window; the 9th is refused, whichever instance gets it.
    for (let attempt = 0; attempt < 9; attempt++) {
      const instance = attempt % 2 === 0 ? first : second;
      const token = await client.csrfToken(instance);
      const response = await client.fetch(
        `${instance.origin}/fantatrotto/auth`,
        formPost({ _csrf: token, intent: "entra", email, password: "sbagliata-0" }),
      );
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(
      statuses.slice(0, 8).every((status) => status !== 429),
      `statuses ${statuses.join(",")}`,
    ).toBe(true);
    expect(statuses[8], `statuses ${statuses.join(",")}`).toBe(429);
  });

  it("keeps one player's game calls one at a time while purchases arrive through both instances at once", async () => {
    const player = new CookieJar();
    await signUpPlayer(first, player, `acquisti-${Date.now()}@example.it`, PASSWORD);
    const market = await (await player.fetch(`${first.origin}/fantatrotto/mercato`)).text();
    const codes = [...new Set([...market.matchAll(/conferma=buy&amp;cavallo=([A-Za-z0-9_-]+)/g)].map((match) => match[1]))].slice(0, 6);
    expect(codes.length, "horses on the market").toBe(6);
    const token = /name="_csrf"[^>]*value="([^"]+)"/.exec(
      await (await player.fetch(`${first.origin}/fantatrotto/mercato?conferma=buy&cavallo=${codes[0]}`)).text(),
    )?.[1];
    expect(token).toBeTruthy();
    // Slow purchases upstream, so calls that were not queued would overlap.
    await fetch(`${new URL(fakes.fakes.fantasy!.url).origin}/__fake/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "^/api/users-horses", fault: "latency=150" }),
    });
    let bought: string[] = [];
    try {
      const answers = await Promise.all(
        codes.map(async (code, index) => {
          const instance = index % 2 === 0 ? first : second;
          const response = await player.fetch(
            `${instance.origin}/fantatrotto/mercato`,
            formPost({ _csrf: token!, action: "buy", horseCode: code }),
          );
          return { status: response.status, text: await response.text() };
        }),
      );
      // 303: bought, and the market again (Post/Redirect/Get); 400: the game refused the purchase
      // (budget, stable full); never a failed exchange.
      bought = codes.filter((_, index) => answers[index].status === 303);
      expect(
        answers.every((answer) => answer.status === 303 || answer.status === 400),
        answers.map((answer) => answer.status).join(","),
      ).toBe(true);
      expect(bought.length, "purchases accepted").toBeGreaterThan(0);
    } finally {
      await fetch(`${new URL(fakes.fakes.fantasy!.url).origin}/__fake/faults`, { method: "DELETE" });
    }
    const overlaps = (await (await fetch(`${new URL(fakes.fakes.fantasy!.url).origin}/__fake/session-overlaps`)).json()) as {
      overlaps: number;
    };
    expect(overlaps.overlaps, "game calls of one session served at once").toBe(0);
    // Exactly the accepted purchases are in the stable (offered for sale), seen from the other instance.
    const after = await (await player.fetch(`${second.origin}/fantatrotto/mercato`)).text();
    const owned = codes.filter((code) => after.includes(`conferma=sell&amp;cavallo=${code}`));
    expect(owned.sort()).toEqual(bought.sort());
    expect((await player.fetch(`${first.origin}/fantatrotto`)).status, "still signed in on the first").toBe(200);
  }, 60_000);

  it("stopping the first mid-traffic leaves the second answering every request", async () => {
    const visitor = new CookieJar();
    await signUpPlayer(first, visitor, `failover-${Date.now()}@example.it`, PASSWORD);
    const paths = ["/", "/news", "/trotto/stalloni/102306-corsaro-grif", "/fantatrotto"];
    const secondStatuses: number[] = [];
    let stopped = false;
    const traffic = (async () => {
      for (let round = 0; round < 30; round++) {
        const batch = paths.map(async (pathname) => {
          const response = await visitor.fetch(`${second.origin}${pathname}`);
          await response.arrayBuffer();
          secondStatuses.push(response.status);
        });
        await Promise.all(batch);
        if (round === 10) {
          stopped = true;
          await stop(first.process);
        }
      }
    })();
    await traffic;
    expect(stopped).toBe(true);
    expect(first.process.exitCode !== null || first.process.signalCode !== null).toBe(true);
    expect(secondStatuses).toHaveLength(30 * paths.length);
    expect(secondStatuses.filter((status) => status !== 200)).toEqual([]);
    // The player's session lives in Redis, not in the process that was stopped.
    expect((await visitor.fetch(`${second.origin}/fantatrotto`)).status).toBe(200);
  }, 120_000);
});
