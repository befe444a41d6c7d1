import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import request, { type Test } from "supertest";
import { describe, expect, it } from "vitest";
import { sendResponse } from "~/src/server/express-fetch";
import { compressedAssets, HTML_CACHE_CONTROL, htmlEntityTag, matchesIfNoneMatch } from "~/src/server/http-cache";
import { finishPage } from "~/src/server/page-response";

/** Released by the streaming test once the shell has arrived. */
const lateSection = (() => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve: () => resolve() };
})();

const HTML = { "Content-Type": "text/html; charset=utf-8" };

/** A page's answer written in pieces, as React Router streams one: the first now, the others each after the previous. */
function streamedPage(first: string, ...later: Array<() => Promise<string>>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode(first));
      for (const next of later) controller.enqueue(encoder.encode(await next()));
      controller.close();
    },
  });
}

/** A stand-in for the React Router handler: a fresh nonce per request, the page's answer through the page steps (page-response.ts). */
function pageApp() {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  const answer =
    (make: (nonce: string) => Response): express.RequestHandler =>
    async (req, res) => {
      const steps = { holdMs: 30, renderRefusal: async () => new Response("rifiuto", { status: 500 }) };
      await sendResponse(res, await finishPage({ req, res, response: make(res.locals.cspNonce as string) }, steps));
    };
  app.get(
    "/page",
    answer(
      (nonce) =>
        new Response(
          streamedPage(
            `<!doctype html><script nonce="${nonce}">1</script>`,
            () => new Promise((resolve) => setImmediate(() => resolve(`<main>Classifica</main>${"<p>riga</p>".repeat(200)}`))),
          ),
          { headers: HTML },
        ),
    ),
  );
  app.get(
    "/streamed",
    // The late section waits for the test to have seen the shell.
    answer(
      () =>
        new Response(
          streamedPage("<main>shell</main>", () => lateSection.promise.then(() => "<section>late</section>")),
          { headers: HTML },
        ),
    ),
  );
  app.get(
    "/player",
    answer(() => new Response("<main>La mia scuderia</main>", { headers: { ...HTML, "Cache-Control": "private, no-store" } })),
  );
  app.get(
    "/missing",
    answer(() => new Response("<main>Ops</main>", { status: 404, headers: HTML })),
  );
  app.get(
    "/data.json",
    answer(() => new Response("{}", { headers: { "Content-Type": "application/json" } })),
  );
  return app;
}

describe("HTML validators", () => {
  const app = pageApp();

  it("gives a page the same weak ETag whatever its nonce, and the default policy", async () => {
    const first = await request(app).get("/page").expect(200);
    const second = await request(app).get("/page").expect(200);
    expect(first.headers["content-security-policy"]).not.toBe(second.headers["content-security-policy"]);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers["cache-control"]).toBe(HTML_CACHE_CONTROL);
    expect(first.text).toContain("<main>Classifica</main>");
  });

  it("answers 304 without a body or a new CSP when the browser's copy is current", async () => {
    const { headers } = await request(app).get("/page").expect(200);
    const revalidated = await request(app).get("/page").set("If-None-Match", headers.etag).expect(304);
    expect(revalidated.text).toBe("");
    expect(revalidated.headers["content-security-policy"]).toBeUndefined();
    expect(revalidated.headers.etag).toBe(headers.etag);
  });

  it("sends the full page when the browser's copy is out of date", async () => {
    await request(app)
      .get("/page")
      .set("If-None-Match", 'W/"old"')
      .expect(200, /Classifica/);
  });

  it("does not hold back a page that is still streaming a late section", async () => {
    let beforeLateSection = "";
    const response = await request(app)
      .get("/streamed")
      .buffer(true)
      .parse((res, done) => {
        let text = "";
        res.on("data", (chunk: Buffer) => {
          text += chunk.toString();
          // Only a shell that reached the browser lets the page go on: a held-back page never ends.
          if (!beforeLateSection) {
            beforeLateSection = text;
            lateSection.resolve();
          }
        });
        res.on("end", () => done(null, text));
      })
      .expect(200);
    expect(beforeLateSection).toBe("<main>shell</main>");
    expect(response.body).toBe("<main>shell</main><section>late</section>");
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers["cache-control"]).toBe(HTML_CACHE_CONTROL);
  });

  it("keeps a route's own no-store policy and gives it no validator", async () => {
    const response = await request(app).get("/player").expect(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers.etag).toBeUndefined();
  });

  it("leaves error pages and other content types alone", async () => {
    expect((await request(app).get("/missing").expect(404)).headers.etag).toBeUndefined();
    const json = await request(app).get("/data.json").expect(200);
    expect(json.headers.etag).toBeUndefined();
    expect(json.headers["cache-control"]).toBeUndefined();
  });
});

describe("compression", () => {
  // In Node, superagent hands the parser the response stream itself.
  const binary = ((res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  }) as unknown as Parameters<Test["parse"]>[0];

  it("gzips a complete page for clients that accept it, with the same ETag", async () => {
    const app = pageApp();
    const plain = await request(app).get("/page").set("Accept-Encoding", "identity").expect(200);
    const zipped = await request(app).get("/page").set("Accept-Encoding", "gzip, br").buffer(true).parse(binary).expect(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("Accept-Encoding");
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    // supertest inflates the body; the length on the wire is the header's.
    expect((zipped.body as Buffer).toString()).toContain("<main>Classifica</main>");
    expect(Number(zipped.headers["content-length"])).toBeLessThan(Buffer.byteLength(plain.text) / 4);
  });

  it("serves hashed assets gzip-compressed and immutable, and only files of the assets folder", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sulky-assets-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "entry-abc123.js"), "export const x = 1;\n".repeat(100));
    writeFileSync(path.join(dir, "secret.js"), "nope");
    const app = express();
    app.use("/assets", compressedAssets(path.join(dir, "assets")));
    app.use((_req, res) => res.status(404).end());
    const asset = await request(app).get("/assets/entry-abc123.js").set("Accept-Encoding", "gzip").buffer(true).parse(binary).expect(200);
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    expect((asset.body as Buffer).toString()).toContain("export const x = 1;");
    expect(Number(asset.headers["content-length"])).toBeLessThan(2000 / 4);
    await request(app).get("/assets/..%2fsecret.js").set("Accept-Encoding", "gzip").expect(404);
    await request(app).get("/assets/missing.js").set("Accept-Encoding", "gzip").expect(404);
    const identity = await request(app).get("/assets/entry-abc123.js").set("Accept-Encoding", "identity");
    expect(identity.status).toBe(404); // left to express.static, absent in this stand-in
  });
});

describe("entity tags", () => {
  it("mask the nonce but notice any other change", () => {
    const a = htmlEntityTag(Buffer.from('<script nonce="AAA">x</script>'), "AAA");
    const b = htmlEntityTag(Buffer.from('<script nonce="BBB">x</script>'), "BBB");
    const c = htmlEntityTag(Buffer.from('<script nonce="BBB">y</script>'), "BBB");
    expect(a).toBe(b);
    expect(c).not.toBe(b);
  });

  it("compare weakly, in lists and with the wildcard", () => {
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch("*", 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"x"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });
});
