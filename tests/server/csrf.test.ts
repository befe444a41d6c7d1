import express from "express";
import { parse } from "cookie";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/src/config";
import { createCsrfTokens, crossSiteGuard, CSRF_COOKIE_NAME } from "~/src/server/csrf";
import { Refusal } from "~/src/server/refusal";

const config = loadConfig({ NODE_ENV: "test", SITE_URL: "https://www.sulky.it", SESSION_SECRET: "a-test-secret-of-32-characters!!" });

/** The site renders a refusal as its error page (src/server/pages.ts); here its status and title say enough. */
const refusalAsPage = ((error, _req, res, _next) => {
  if (!(error instanceof Refusal)) throw error;
  res.status(error.status).type("html").send(`<h1>${error.title}</h1><p>${error.message}</p>`);
}) as express.ErrorRequestHandler;

function testApp(binding = "") {
  const tokens = createCsrfTokens(config);
  const cookies = (req: express.Request) => parse(req.headers.cookie ?? "");
  const app = express();
  app.use(crossSiteGuard(config));
  app.use(express.urlencoded({ extended: false }));
  app.get(
    "/form",
    (req, res) => void res.json({ token: tokens.tokenFor(cookies(req), binding, (header) => res.append("Set-Cookie", header)) }),
  );
  app.get("/no-form", (_req, res) => void res.send("ok"));
  app.post("/form", (req, res) => void res.status(tokens.verify(cookies(req), binding, req.body?._csrf) ? 200 : 403).send("done"));
  app.use(refusalAsPage);
  return app;
}

const cookieOf = (response: request.Response) =>
  ([] as string[]).concat(response.headers["set-cookie"] ?? []).find((line) => line.startsWith(`${CSRF_COOKIE_NAME}=`));

describe("cross-site guard", () => {
  const app = testApp();

  it("lets GET requests through whatever their origin", async () => {
    await request(app).get("/no-form").set("Origin", "https://evil.example").expect(200);
  });

  it("rejects a post from another site with an Italian 403 page", async () => {
    const response = await request(app).post("/form").set("Origin", "https://evil.example").expect(403);
    expect(response.text).toContain("Richiesta rifiutata");
    expect(response.headers["content-type"]).toContain("text/html");
  });

  it("rejects Origin null and, without Origin, Sec-Fetch-Site cross-site or same-site", async () => {
    await request(app).post("/form").set("Origin", "null").expect(403);
    await request(app).post("/form").set("Sec-Fetch-Site", "cross-site").expect(403);
    await request(app).post("/form").set("Sec-Fetch-Site", "same-site").expect(403);
  });

  it("passes same-origin posts on to the token check", async () => {
    await request(app).post("/form").set("Origin", "https://www.sulky.it").expect(403, "done");
    await request(app).post("/form").set("Sec-Fetch-Site", "same-origin").expect(403, "done");
  });
});

describe("cross-site guard in production: SITE_URL decides, not the request's Host", () => {
  const production = loadConfig({
    NODE_ENV: "production",
    SITE_URL: "https://www.sulky.it:8443",
    SESSION_SECRET: "un-segreto-casuale-di-almeno-32-caratteri-ok",
    TROTTO_API_URL: "http://trotto.test",
    CONTENT_API_URL: "http://contenuti.test",
    FANTASY_API_URL: "http://fantasy.test",
  });
  const app = express()
    .use(crossSiteGuard(production))
    .post("/form", (_req, res) => void res.send("passed"))
    .use(refusalAsPage);

  it("accepts SITE_URL's origin, its port included (HTTPS on a port other than 443)", async () => {
    await request(app).post("/form").set("Host", "www.sulky.it:8443").set("Origin", "https://www.sulky.it:8443").expect(200, "passed");
  });

  it("refuses an Origin that only matches the Host the visitor's browser sent (DNS rebinding)", async () => {
    const rebound = await request(app).post("/form").set("Host", "attacker.example").set("Origin", "http://attacker.example");
    expect(rebound.status).toBe(403);
    expect(rebound.text).toContain("Richiesta rifiutata");
  });

  it("outside production still accepts the request's own host (a demo reached by another name)", async () => {
    const demo = express()
      .use(crossSiteGuard(config))
      .post("/form", (_req, res) => void res.send("passed"));
    await request(demo).post("/form").set("Host", "laptop.local:3000").set("Origin", "http://laptop.local:3000").expect(200, "passed");
  });
});

describe("signed double-submit token", () => {
  it("sets an HttpOnly cookie only on pages that ask for a token", async () => {
    const app = testApp();
    expect(cookieOf(await request(app).get("/no-form"))).toBeUndefined();
    const cookie = cookieOf(await request(app).get("/form"));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("accepts the token with its cookie, refuses it without or with another cookie", async () => {
    const app = testApp();
    const first = await request(app).get("/form");
    const cookie = cookieOf(first)!.split(";")[0];
    const token = first.body.token as string;
    await request(app).post("/form").set("Cookie", cookie).type("form").send({ _csrf: token }).expect(200);
    await request(app).post("/form").type("form").send({ _csrf: token }).expect(403);
    await request(app).post("/form").set("Cookie", cookie).type("form").send({ _csrf: "forged" }).expect(403);
    await request(app).post("/form").set("Cookie", cookie).type("form").send({}).expect(403);
    const other = cookieOf(await request(app).get("/form"))!.split(";")[0];
    await request(app).post("/form").set("Cookie", other).type("form").send({ _csrf: token }).expect(403);
  });

  it("reuses the visitor's cookie and binds the token to the player's session", async () => {
    const visitor = testApp("");
    const first = await request(visitor).get("/form");
    const cookie = cookieOf(first)!.split(";")[0];
    const again = await request(visitor).get("/form").set("Cookie", cookie);
    expect(cookieOf(again)).toBeUndefined();
    expect(again.body.token).toBe(first.body.token);
    const player = testApp("session-123");
    await request(player).post("/form").set("Cookie", cookie).type("form").send({ _csrf: first.body.token }).expect(403);
  });
});
