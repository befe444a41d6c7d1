import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_CACHE_CONTROL, mediaProxy } from "~/src/server/media-proxy";
import { startTestSite, type TestSite } from "../support/test-site";

const cspOf = (response: request.Response) =>
  new Map(
    String(response.headers["content-security-policy"])
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe("upstream pictures under Sulky's own origin", () => {
  let site: TestSite;
  let trottingOrigin: string;
  let contentOrigin: string;
  beforeAll(async () => {
    site = await startTestSite({ warmUp: ["/trotto/stalloni/102306-corsaro-grif", "/news"] });
    trottingOrigin = new URL(site.fakes.trotting!.url).origin;
    contentOrigin = new URL(site.fakes.content!.url).origin;
  }, 120_000);
  afterAll(async () => site?.close());

  it("shows pages whose pictures all come from /media/…, never from an upstream's address", async () => {
    for (const path of ["/trotto/stalloni/102306-corsaro-grif", "/news"]) {
      const page = await request(site.app).get(path).expect(200);
      const sources = [...page.text.matchAll(/<img[^>]+src="([^"]+)"/g)].map((match) => match[1]);
      expect(sources.length, `pictures on ${path}`).toBeGreaterThan(0);
      expect(
        sources.filter((src) => !src.startsWith("/")),
        path,
      ).toEqual([]);
      expect(page.text).not.toContain(trottingOrigin);
      expect(page.text).not.toContain(`${contentOrigin}/media`);
      expect(sources.some((src) => src.startsWith("/media/"))).toBe(true);
    }
  });

  it("serves a listed picture with its type, long cache headers and a CSP that runs nothing", async () => {
    const page = await request(site.app).get("/trotto/stalloni/102306-corsaro-grif").expect(200);
    const src = /<img[^>]+src="(\/media\/trotto\/[^"]+)"/.exec(page.text)![1];
    const picture = await request(site.app).get(src).expect(200);
    expect(picture.headers["content-type"]).toBe("image/svg+xml");
    expect(picture.headers["cache-control"]).toBe(MEDIA_CACHE_CONTROL);
    expect(picture.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(picture.headers["set-cookie"]).toBeUndefined();
    expect(String(picture.body ?? picture.text)).toContain("<svg");
    // HEAD answers as GET does, without a body (a link checker, a crawler)
    const head = await request(site.app).head(src).expect(200);
    expect(head.headers["content-type"]).toBe("image/svg+xml");
  });

  it("is no open proxy: unknown upstreams, non-picture paths and other methods are refused", async () => {
    await request(site.app).get("/media/altrove/foto.jpg").expect(404);
    await request(site.app).get("/media/trotto/api/v2/banners").expect(404);
    await request(site.app).get("/media/trotto/api/v2/banners.json").expect(404);
    await request(site.app).get("/media/trotto/../api/v2/banners.png").expect(404);
    await request(site.app).get("/media/").expect(404);
    const post = await request(site.app).post("/media/trotto/media/cavallo-1-768x432.svg").type("form").send("a=1");
    expect(post.status).toBe(405);
  });

  it("passes on only pictures: an upstream answer of another type or a missing picture is refused", async () => {
    // The trotting API answers JSON under this name: not a picture, so not served.
    await request(site.app)
      .get("/media/trotto/api/v2/banners.png")
      .expect((response) => expect([404, 502]).toContain(response.status));
    await request(site.app)
      .get("/media/contenuti/wp-json/wp/v2/posts.jpg")
      .expect((response) => expect([404, 502]).toContain(response.status));
  });

  it("lets pages load pictures from their own origin and the video hosts only, and videos from the replay host", async () => {
    const page = await request(site.app).get("/").expect(200);
    const csp = cspOf(page);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "https://i.ytimg.com", "https://i.vimeocdn.com"]);
    expect(csp.get("media-src")).toEqual(["'self'", "https://storage.googleapis.com"]);
  });
});

describe("media proxy limits (against a small picture server)", () => {
  let upstream: Server;
  let app: express.Express;
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      if (req.url === "/grande.png")
        return void res.writeHead(200, { "Content-Type": "image/png", "Content-Length": String(4096) }).end(Buffer.alloc(4096));
      if (req.url === "/a-pezzi.png") {
        res.writeHead(200, { "Content-Type": "image/png" });
        for (let chunk = 0; chunk < 8; chunk += 1) res.write(Buffer.alloc(1024));
        return void res.end();
      }
      if (req.url === "/pagina.png") return void res.writeHead(200, { "Content-Type": "text/html" }).end("<script>alert(1)</script>");
      if (req.url === "/piccola.png") return void res.writeHead(200, { "Content-Type": "image/png" }).end(Buffer.alloc(100));
      // Never answers: the headers' deadline ends the call.
      if (req.url === "/muta.png") return;
      // Headers at once, then one byte now and then: the transfer's deadline cuts it.
      if (req.url === "/goccia.png") {
        res.writeHead(200, { "Content-Type": "image/png" });
        const drip = setInterval(() => res.write(Buffer.alloc(1)), 100);
        res.on("close", () => clearInterval(drip));
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    app = express().use("/media", mediaProxy([{ key: "prova", origin }], { timeoutMs: 400, maxBytes: 2048, transferTimeoutMs: 1000 }));
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        upstream.closeAllConnections();
        upstream.close(() => resolve());
      }),
  );

  it("never waits for ever: an upstream that does not answer is a 504 after the deadline", async () => {
    const started = Date.now();
    const answer = await request(app).get("/media/prova/muta.png").expect(504);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(answer.text).toBe("Immagine non disponibile");
  });

  it("cuts a picture that trickles past the transfer deadline, not before", async () => {
    const started = Date.now();
    await request(app)
      .get("/media/prova/goccia.png")
      .then(
        () => undefined,
        () => undefined,
      );
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("serves a picture within the cap", async () => {
    const answer = await request(app).get("/media/prova/piccola.png").expect(200);
    expect(answer.headers["content-type"]).toBe("image/png");
  });

  it("refuses a picture announced over the cap, and cuts one that streams past it", async () => {
    await request(app).get("/media/prova/grande.png").expect(502);
    const streamed = await request(app)
      .get("/media/prova/a-pezzi.png")
      .then(
        (answer) => answer.body?.length ?? 0,
        () => -1,
      );
    expect(streamed).toBeLessThanOrEqual(2048);
  });

  it("refuses what is not a picture, whatever its name", async () => {
    const answer = await request(app).get("/media/prova/pagina.png").expect(502);
    expect(answer.text).not.toContain("<script>");
    await request(app).get("/media/prova/manca.png").expect(404);
  });
});
