/**
 * The whole site while Redis is away (docs/decisions/024-production-settings-and-failing-fast.md):
 * anonymous pages as usual, a player's page the Italian 503 with Retry-After within
 * 2 s, /readyz degraded, and everything back by itself when Redis returns. A player whose
 * session was read but whose lock gets no answer is refused the same way, never served on a
 * lock of the process alone (docs/decisions/042-redis-sentinel.md).
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisInstalled, startTestRedis, type TestRedis } from "../support/redis-server";
import { startTestSite, type TestSite } from "../support/test-site";

const TOKEN = "token-degli-operatori-0123456789";
const tokenIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

async function signUp(agent: request.Agent, email: string) {
  const page = await agent.get("/fantatrotto/auth?tab=registrati").expect(200);
  const registered = await agent
    .post("/fantatrotto/auth?tab=registrati")
    .type("form")
    .send({
      _csrf: tokenIn(page.text),
      intent: "registrati",
      name: "Scuderia Senza Redis",
      email,
      password: "segreta123",
      passwordConfirmation: "segreta123",
    });
  // Post/Redirect/Get (docs/decisions/018-one-render-path.md): on to the stable.
  expect(registered.status).toBe(303);
  await agent.get("/fantatrotto").expect(200);
}

describe.skipIf(!redisInstalled)("the site while Redis is away", () => {
  let testRedis: TestRedis;
  let site: TestSite;

  beforeAll(async () => {
    testRedis = await startTestRedis();
    site = await startTestSite({
      env: { REDIS_URL: testRedis.url, REDIS_TIMEOUT_MS: "500", READINESS_DETAILS: "token", READINESS_TOKEN: TOKEN },
      warmUp: ["/", "/fantatrotto/auth", "/news"],
    });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await testRedis?.stop();
  });

  const redisSeenAs = async (state: "up" | "down") => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const answer = await request(site.app).get("/readyz").set("Authorization", `Bearer ${TOKEN}`);
      if (answer.body.dependencies?.redis === state) return answer;
      expect(Date.now(), `redis still not ${state}`).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it("stopped: anonymous pages as usual, a player's page and a login the Italian 503 at once, /readyz degraded; back: players sign in again", async () => {
    const player = request.agent(site.app);
    await signUp(player, "fermato@example.it");
    const visitor = request.agent(site.app);
    const loginToken = tokenIn((await visitor.get("/fantatrotto/auth").expect(200)).text);
    await testRedis.kill();
    try {
      await redisSeenAs("down");
      await request(site.app).get("/").expect(200);
      await request(site.app).get("/news").expect(200);

      const started = Date.now();
      const refused = await player.get("/fantatrotto").expect(503);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(refused.headers["retry-after"]).toBe("30");
      expect(refused.headers["content-type"]).toMatch(/text\/html/);
      expect(refused.text).toContain('lang="it"');
      expect(refused.text).toContain("momentaneamente non disponibile");
      // The site's one error page (a Refusal rendered by the views), in the portal's frame.
      expect(refused.text).toContain('<h1 id="error-title">Servizio momentaneamente non disponibile</h1>');
      expect(refused.text).toContain('id="contenuto"');
      // The player's cookie on a page that needs no session: served as to any visitor.
      await player.get("/news").expect(200);
      // A login while Redis is away: the same clear answer, not a hang.
      const login = await visitor
        .post("/fantatrotto/auth")
        .type("form")
        .send({ _csrf: loginToken, intent: "entra", email: "fermato@example.it", password: "segreta123" });
      expect(login.status, login.text.slice(0, 300)).toBe(503);

      expect((await request(site.app).get("/readyz").expect(200)).body).toEqual({ status: "degraded" });
    } finally {
      await testRedis.restart();
    }
    await redisSeenAs("up");
    expect((await request(site.app).get("/readyz").expect(200)).body).toEqual({ status: "ready" });
    // Redis keeps no sessions across a restart (docs/SCALING.md): the player signs in again, and plays.
    await player.get("/fantatrotto").expect(302);
    const again = request.agent(site.app);
    await signUp(again, "di-nuovo@example.it");
  }, 60_000);

  it("frozen: a player's page answers 503 within 2 s, and the same session works again once Redis answers", async () => {
    const player = request.agent(site.app);
    await signUp(player, "congelato@example.it");
    testRedis.pause();
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        const started = Date.now();
        await player.get("/fantatrotto").expect(503);
        expect(Date.now() - started).toBeLessThan(2000);
      }
      await request(site.app).get("/").expect(200);
    } finally {
      testRedis.resume();
    }
    const deadline = Date.now() + 6000;
    while ((await player.get("/fantatrotto")).status !== 200) {
      expect(Date.now(), "session back after the pause").toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 60_000);

  it("writes without an answer: a player whose session was read gets the Italian 503 within 2 s instead of a lock of the process", async () => {
    const player = request.agent(site.app);
    await signUp(player, "lock-senza-risposta@example.it");
    // Reads answer, writes wait (CLIENT PAUSE … WRITE): the session is read, the player's lock (SET NX) gets no answer.
    await testRedis.redis.sendCommand(["CLIENT", "PAUSE", "3000", "WRITE"]);
    try {
      const started = Date.now();
      const refused = await player.get("/fantatrotto");
      expect(refused.status, refused.text.slice(0, 300)).toBe(503);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(refused.text).toContain('<h1 id="error-title">Servizio momentaneamente non disponibile</h1>');
    } finally {
      await testRedis.redis.sendCommand(["CLIENT", "UNPAUSE"]);
    }
    const deadline = Date.now() + 6000;
    while ((await player.get("/fantatrotto")).status !== 200) {
      expect(Date.now(), "the player's page back once Redis writes again").toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 60_000);
});
