import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import request from "supertest";
import { createHttpServer } from "~/src/server/http-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/src/config";
import { TOO_LARGE_MESSAGE, UNSUPPORTED_MESSAGE } from "~/src/server/limits";
import { sendResponse } from "~/src/server/express-fetch";
import { finishPage } from "~/src/server/page-response";
import { Refusal } from "~/src/server/refusal";
import { SESSION_COOKIE_NAME, sessionMiddleware } from "~/src/server/session";
import { startTestSite, type TestSite } from "../support/test-site";

/** Observatory rules, header by header: what every answer (page, partner page, error page) must carry. */
function expectHardened(headers: Record<string, string>, frame: "portal" | "partner") {
  const csp = headers["content-security-policy"];
  expect(csp, "CSP").toBeTruthy();
  const directives = new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
  const scriptSrc = directives.get("script-src") ?? directives.get("default-src") ?? [];
  expect(
    scriptSrc.some((value) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(value)),
    "script nonce",
  ).toBe(true);
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "*", "http:", "https:", "data:"]) expect(scriptSrc).not.toContain(unsafe);
  expect(directives.get("default-src")).toEqual(["'self'"]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'self'"]);
  expect(directives.get("form-action")).toEqual(["'self'"]);
  if (frame === "portal") {
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(headers["x-frame-options"]).toBe("DENY");
  } else {
    expect(directives.get("frame-ancestors")).toEqual(["https://partner.example"]);
    expect(headers["x-frame-options"]).toBeUndefined();
  }
  expect(headers["strict-transport-security"]).toMatch(/max-age=(\d+)/);
  expect(Number(/max-age=(\d+)/.exec(headers["strict-transport-security"])![1])).toBeGreaterThanOrEqual(15_768_000);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
  expect(headers["permissions-policy"]).toMatch(/geolocation=\(\)/);
  expect(directives.get("report-to")).toEqual(["csp-endpoint"]);
  expect(headers["reporting-endpoints"]).toBe('csp-endpoint="/csp-report"');
}

describe("HTTP hardening of the whole site", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({
      env: { SITE_URL: "https://www.sulky.example", PARTNER_FRAME_ANCESTORS: "https://partner.example", MAX_BODY_BYTES: "2048" },
    });
    // The first page compiles the whole view graph in Vite: done here, outside the tests' own limits.
    await request(site.app).get("/");
  }, 120_000);
  afterAll(async () => site?.close());

  it("hardens a portal page", async () => {
    const page = await request(site.app).get("/").expect(200);
    expectHardened(page.headers as Record<string, string>, "portal");
  });

  it("hardens a partner page, even one that does not exist, and lets only partners frame it", async () => {
    const missing = await request(site.app).get("/iframe/non-esiste");
    expect(missing.status).toBe(404);
    expectHardened(missing.headers as Record<string, string>, "partner");
    expect(missing.headers["set-cookie"]).toBeUndefined();
  });

  it("hardens the 404 page and the refusal pages", async () => {
    const notFound = await request(site.app).get("/pagina-che-non-esiste").expect(404);
    const brokenEncoding = await request(site.app).get("/news/%E0%A4%A").expect(404);
    expect(brokenEncoding.text).toContain("Non ho trovato questa pagina");
    expectHardened(notFound.headers as Record<string, string>, "portal");
    const tooLarge = await request(site.app)
      .post("/cavalli/segui-cavallo")
      .type("form")
      .send({ Nome: "x".repeat(4000) })
      .expect(413);
    expectHardened(tooLarge.headers as Record<string, string>, "portal");
  });

  it("refuses a body over the limit by its declared length with an Italian page", async () => {
    const answer = await request(site.app)
      .post("/cavalli/aggiungi-puledro")
      .type("form")
      .send({ note: "a".repeat(5000) })
      .expect(413);
    expect(answer.text).toContain(TOO_LARGE_MESSAGE.split(":")[0]);
  });

  it("refuses a chunked body once its streamed bytes pass the limit", async () => {
    const server = createServer(site.app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port: (server.address() as AddressInfo).port,
            path: "/cavalli/aggiungi-puledro",
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on("error", reject);
        for (let i = 0; i < 8; i++) req.write("note=" + "b".repeat(1000) + "&");
        req.end();
      });
      expect(status).toBe(413);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("accepts form posts only url-encoded: JSON, XML and unlisted multipart get 415", async () => {
    for (const type of ["application/json", "text/xml", "multipart/form-data; boundary=x", "text/plain"]) {
      const answer = await request(site.app).post("/cavalli/segui-cavallo").set("Content-Type", type).send("{}").expect(415);
      expect(answer.text).toContain(UNSUPPORTED_MESSAGE.split(":")[0]);
    }
  });

  it("moves a path with repeated slashes to its single-slash form, never to the home page or another host", async () => {
    for (const [asked, moved] of [
      ["//trotto", "/trotto"],
      ["//trotto//partenti?x=1", "/trotto/partenti?x=1"],
      ["///evil.example/news", "/evil.example/news"],
      ["/news//", "/news/"],
    ]) {
      const response = await request(site.app).get(asked);
      expect(response.status, asked).toBe(301);
      expect(response.headers.location, asked).toBe(moved);
    }
  });

  it("refuses oversized headers before any route runs (431), with an Italian page", async () => {
    const server: Server = createHttpServer(site.app, site.config);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const answer = (path: string, headers: Record<string, string>) =>
        new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
          httpRequest({ host: "127.0.0.1", port: (server.address() as AddressInfo).port, path, headers }, (res) => {
            let body = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (body += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }));
          })
            .on("error", reject)
            .end();
        });
      for (const asked of [
        await answer("/", { "X-Big": "z".repeat(site.config.limits.maxHeaderBytes + 10) }),
        // a 20 KB address
        await answer(`/cavalli?s=${"a".repeat(20_000)}`, {}),
      ]) {
        expect(asked.status).toBe(431);
        expect(asked.type).toBe("text/html; charset=utf-8");
        expect(asked.body).toContain('<html lang="it"');
        expect(asked.body).toContain("Richiesta troppo lunga");
        expect(asked.body).toContain("troppo lunghi");
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("session cookie", () => {
  it("is HttpOnly, SameSite and Secure behind https", async () => {
    const config = loadConfig({ NODE_ENV: "test", SITE_URL: "https://www.sulky.example" });
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(sessionMiddleware(config));
    app.get("/login", (req, res) => {
      (req.session as unknown as Record<string, unknown>).player = 1;
      res.send("ok");
    });
    const answer = await request(app).get("/login").set("X-Forwarded-Proto", "https").expect(200);
    const cookie = (answer.headers["set-cookie"] as unknown as string[]).find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(cookie).toBeTruthy();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
  });
});

describe("bare server errors shown to a browser", () => {
  /** The page steps (page-response.ts) over a route's answer; the error page stands in for the site's own render of a refusal. */
  function appWith(make: () => Response) {
    const steps = {
      renderRefusal: async (_req: express.Request, _res: express.Response, refusal: Refusal) =>
        new Response(`<h1>${refusal.title}</h1><p>${refusal.message}</p>`, {
          status: refusal.status,
          // As pages.ts does: the refusal's headers on the page.
          headers: { ...refusal.headers, "Content-Type": "text/html; charset=utf-8" },
        }),
    };
    return express().get("/{*splat}", async (req, res) => sendResponse(res, await finishPage({ req, res, response: make() }, steps)));
  }
  const text =
    (body: string, status = 200, type = "text/plain") =>
    () =>
      new Response(body, { status, headers: { "Content-Type": type } });

  it("become the Italian error page with the same status", async () => {
    const app = appWith(text("Unexpected Server Error\n\nError: boom\n    at loader (today.ts:3:9)", 500));
    const answer = await request(app).get("/partenti/oggi").set("Accept", "text/html").expect(500);
    expect(answer.headers["content-type"]).toMatch(/text\/html/);
    expect(answer.text).toContain("Si è verificato un errore");
    expect(answer.text).not.toContain("today.ts");
  });

  it("keep an outage's Retry-After on the error page (a sitemap whose upstream is down)", async () => {
    const app = appWith(
      () => new Response("Unexpected Server Error", { status: 503, headers: { "Content-Type": "text/plain", "Retry-After": "30" } }),
    );
    const answer = await request(app).get("/sitemap-news.xml").expect(503);
    expect(answer.headers["retry-after"]).toBe("30");
    expect(answer.text).toContain("Si è verificato un errore");
  });

  it("leave a resource route's own 400 (a calendar feed's Italian message) as it is", async () => {
    const feed = appWith(text("Indica almeno un cavallo", 400));
    expect((await request(feed).get("/cavalli/partenti.ics").set("Accept", "text/html").expect(400)).text).toBe("Indica almeno un cavallo");
  });

  it("leave pages, data requests and non-error answers alone", async () => {
    const html = appWith(text("<h1>Pagina di errore del sito</h1>", 503, "text/html"));
    expect((await request(html).get("/x").expect(503)).text).toContain("Pagina di errore del sito");
    const data = appWith(text("Unexpected Server Error", 500));
    expect((await request(data).get("/x.data").expect(500)).text).toBe("Unexpected Server Error");
    const fine = appWith(text("User-agent: *"));
    expect((await request(fine).get("/robots.txt").expect(200)).text).toBe("User-agent: *");
  });
});
