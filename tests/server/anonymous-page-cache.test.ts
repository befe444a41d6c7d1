import { randomBytes } from "node:crypto";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createAnonymousPageCache, type PageFill } from "~/src/server/anonymous-page-cache";
import { normalisedTarget, readerVariant } from "~/src/server/anonymous-page-cache/targets";
import { createLogger } from "~/src/server/logger";
import { gunzipSync } from "node:zlib";
import { sendResponse } from "~/src/server/express-fetch";
import { finishPage } from "~/src/server/page-response";
import { NonceSplitter, nonceAttribute, piecesWithNonce, placeholderOffsets } from "~/src/server/anonymous-page-cache/nonce-slots";
import { gzipPiecesWithNonce, stitchedGzip } from "~/src/server/anonymous-page-cache/stitched-gzip";
import { requestScopeProvider } from "~/src/server/request-scope";

const logger = createLogger("silent");
const PLAYER_COOKIE = "sulky.sid=s%3Agiocatore";
const scope = requestScopeProvider(logger);

/** A shared render goes to each visitor through the page steps, as pages.ts sends it. */
const send = async (req: express.Request, res: express.Response, response: Response) =>
  sendResponse(res, await finishPage({ req, res, response }, { renderRefusal: async () => new Response("rifiuto", { status: 500 }) }));

type Page = {
  status?: number;
  html: (fill: PageFill) => string;
  freshnessMs?: number[];
  formToken?: boolean;
  cookie?: boolean;
  headers?: Record<string, string>;
  /** The render waits for this before it answers (a slow upstream). */
  gate?: Promise<void>;
};

/** A tiny site in front of a scripted renderer: pages by path, every render counted. */
function siteWith(pages: Record<string, Page>, options: { maxBytes?: number; clock?: { now: number }; sessionReads?: string[] } = {}) {
  const renders: PageFill[] = [];
  const cache = createAnonymousPageCache({
    maxBytes: options.maxBytes ?? 1024 * 1024,
    siteUrl: "https://www.sulky.example",
    sessionCookie: "sulky.sid",
    send,
    logger,
    now: options.clock ? () => options.clock!.now : undefined,
    render: async (fill) => {
      renders.push(fill);
      const page = pages[new URL(fill.url).pathname];
      if (!page) return new Response("non trovata", { status: 404, headers: { "Content-Type": "text/html" } });
      // Upstream calls note their data's remaining freshness in the request scope, as the upstream client does.
      for (const ms of page.freshnessMs ?? []) scope().noteFreshness?.(ms);
      await page.gate;
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", ...page.headers });
      // A form token starts a cookie for the visitor: what makes a render personal.
      if (page.formToken) headers.append("Set-Cookie", "sulky.csrf=abc; HttpOnly");
      if (page.cookie) headers.append("Set-Cookie", "consenso=1");
      return new Response(page.html(fill), { status: page.status ?? 200, headers });
    },
  });
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use(cache.keptCopiesBeforeSession);
  app.use((req, _res, next) => {
    options.sessionReads?.push(req.path);
    // Stands in for express-session: the player's session is the one behind PLAYER_COOKIE.
    const player = (req.get("cookie") ?? "").includes(PLAYER_COOKIE);
    (req as unknown as { session: object }).session = player ? { fantasy: { player: { name: "Scuderia" } } } : {};
    next();
  });
  app.use(cache.middleware);
  app.use((_req, res) => void res.status(200).type("html").send("<p>resa dal percorso normale</p>"));
  return { app, cache, renders };
}

const page =
  (body: string): Page["html"] =>
  (fill) =>
    `<!doctype html><html><body>${body}<script nonce="${fill.nonce}">1</script><script nonce="${fill.nonce}">2</script></body></html>`;
const nonceOf = (response: request.Response) => /'nonce-([^']+)'/.exec(response.headers["content-security-policy"])?.[1];
const nonceAttributes = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);

describe("anonymous page cache", () => {
  it("renders a page once and gives every visitor a fresh nonce in the header and in every nonce attribute", async () => {
    const { app, renders } = siteWith({ "/": { html: page("<h1>Home</h1>"), freshnessMs: [600_000] } });
    const first = await request(app).get("/").expect(200);
    const second = await request(app).get("/").expect(200);
    expect(first.headers["x-page-cache"]).toBe("MISS");
    expect(second.headers["x-page-cache"]).toBe("HIT");
    expect(renders).toHaveLength(1);
    for (const response of [first, second]) expect(nonceAttributes(response.text)).toEqual([nonceOf(response), nonceOf(response)]);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.text).not.toContain(renders[0].nonce);
    expect(second.text).not.toContain(renders[0].nonce);
  });

  it("never serves a kept page to a logged-in player, nor keeps the player's", async () => {
    const { app, renders } = siteWith({ "/": { html: page("<h1>Home</h1>"), freshnessMs: [600_000] } });
    await request(app).get("/").expect(200);
    const player = await request(app).get("/").set("Cookie", PLAYER_COOKIE).expect(200);
    expect(player.headers["x-page-cache"]).toBeUndefined();
    expect(player.text).toContain("resa dal percorso normale");
    expect(renders).toHaveLength(1);
  });

  it("serves a kept page before the session is read to visitors without a session cookie, and leaves the others to the later check", async () => {
    const sessionReads: string[] = [];
    const { app, cache, renders } = siteWith({ "/": { html: page("<h1>Home</h1>"), freshnessMs: [600_000] } }, { sessionReads });
    await request(app).get("/").expect(200);
    expect(sessionReads).toEqual(["/"]);
    const anonymous = await request(app).get("/").set("Cookie", "consenso=1").expect(200);
    expect(anonymous.headers["x-page-cache"]).toBe("HIT");
    expect(sessionReads).toEqual(["/"]);
    // A session cookie may belong to a player: only the session can tell.
    const withSession = await request(app).get("/").set("Cookie", "consenso=1; sulky.sid=s%3Aanonimo").expect(200);
    expect(withSession.headers["x-page-cache"]).toBe("HIT");
    const player = await request(app).get("/").set("Cookie", PLAYER_COOKIE).expect(200);
    expect(player.headers["x-page-cache"]).toBeUndefined();
    expect(sessionReads).toEqual(["/", "/", "/"]);
    expect(renders).toHaveLength(1);
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 1 });
  });

  it("lets pages that set a cookie (a form token, any other) render for each visitor, and remembers them", async () => {
    const { app, cache, renders } = siteWith({
      "/modulo": { html: page("<form></form>"), freshnessMs: [600_000], formToken: true },
      "/biscotto": { html: page("<p>x</p>"), freshnessMs: [600_000], cookie: true },
    });
    for (const path of ["/modulo", "/biscotto"]) {
      for (let visit = 0; visit < 3; visit++) {
        const response = await request(app).get(path).expect(200);
        expect(response.text).toContain("resa dal percorso normale");
        expect(response.headers["set-cookie"]).toBeUndefined();
      }
    }
    // One attempt each, then straight to the normal render.
    expect(renders.map((fill) => new URL(fill.url).pathname)).toEqual(["/modulo", "/biscotto"]);
    expect(cache.stats()).toMatchObject({ personal: 2, stored: 0 });
  });

  it("keeps a page as long as the shortest lifetime of the data behind it, then serves it stale while one re-render runs", async () => {
    const clock = { now: 1_000_000 };
    const { app, renders } = siteWith(
      { "/arrivi": { html: page("<h1>Arrivi</h1>"), freshnessMs: [30 * 60_000, 30_000, 10 * 60_000] } },
      { clock },
    );
    await request(app).get("/arrivi").expect(200);
    clock.now += 29_000;
    expect((await request(app).get("/arrivi")).headers["x-page-cache"]).toBe("HIT");
    clock.now += 2_000;
    const stale = await request(app).get("/arrivi").expect(200);
    expect(stale.headers["x-page-cache"]).toBe("STALE");
    expect(stale.text).toContain("Arrivi");
    const alsoStale = await request(app).get("/arrivi").expect(200);
    expect(["STALE", "HIT"]).toContain(alsoStale.headers["x-page-cache"]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(renders).toHaveLength(2);
    expect((await request(app).get("/arrivi")).headers["x-page-cache"]).toBe("HIT");
    // Past the stale window nothing is served from the old copy.
    clock.now += 2 * 60_000;
    expect((await request(app).get("/arrivi")).headers["x-page-cache"]).toBe("MISS");
  });

  it("does not keep a page built on data already past its lifetime, error pages or no-store pages", async () => {
    const { app, cache } = siteWith({
      "/vecchia": { html: page("x"), freshnessMs: [0] },
      "/errore": { html: page("x"), status: 500, freshnessMs: [600_000] },
      "/privata": { html: page("x"), freshnessMs: [600_000], headers: { "Cache-Control": "private, no-store" } },
    });
    for (const path of ["/vecchia", "/errore", "/privata", "/assente"]) {
      await request(app).get(path);
      expect((await request(app).get(path)).headers["x-page-cache"]).toBe("MISS");
    }
    expect(cache.stats().stored).toBe(0);
  });

  it("shares one render among concurrent visitors", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const renders: string[] = [];
    const cache = createAnonymousPageCache({
      maxBytes: 1024 * 1024,
      siteUrl: "https://www.sulky.example",
      sessionCookie: "sulky.sid",
      send,
      logger,
      render: async (fill) => {
        renders.push(fill.url);
        await gate;
        scope().noteFreshness?.(60_000);
        return new Response(page("<h1>Gran Premio</h1>")(fill), { headers: { "Content-Type": "text/html" } });
      },
    });
    const app = express();
    app.use((_req, res, next) => void ((res.locals.cspNonce = randomBytes(16).toString("base64")), next()));
    app.use(cache.middleware);
    const visitors = Array.from({ length: 50 }, () =>
      request(app)
        .get("/gp")
        .then((response) => response),
    );
    // Every visitor has asked (and is waiting on the one render) before the render may finish.
    while (cache.stats().misses < 50) await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    const responses = await Promise.all(visitors);
    expect(renders).toHaveLength(1);
    expect(new Set(responses.map((response) => nonceAttributes(response.text)[0])).size).toBe(50);
    expect(responses.every((response) => response.text.includes("Gran Premio"))).toBe(true);
    expect(cache.stats()).toMatchObject({ renders: 1, misses: 50, sharedRenders: 49, stored: 1 });
  });

  it("stays within its byte bound, counting evictions", async () => {
    const big = "x".repeat(40_000);
    const pages = Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`/p${index}`, { html: page(big), freshnessMs: [600_000] }]));
    const { app, cache } = siteWith(pages, { maxBytes: 100_000 });
    for (const path of Object.keys(pages)) await request(app).get(path).expect(200);
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(100_000);
    expect(stats.entries).toBe(2);
    expect(stats.evictions).toBe(4);
  });

  it("keys by path, normalised query and reader variant", async () => {
    const { app, renders } = siteWith({ "/cerca": { html: (fill) => page(new URL(fill.url).search)(fill), freshnessMs: [600_000] } });
    await request(app).get("/cerca?b=2&a=1&utm_source=social&fbclid=xyz").expect(200);
    const same = await request(app).get("/cerca?a=1&b=2").expect(200);
    expect(same.headers["x-page-cache"]).toBe("HIT");
    expect(same.text).toContain("?a=1&b=2");
    await request(app).get("/cerca?a=1&b=2").set("User-Agent", "Mozilla/5.0 (compatible; Googlebot/2.1)").expect(200);
    expect(renders.map((fill) => fill.userAgent.includes("Googlebot"))).toEqual([false, true]);
  });

  it("serves a kept page gzip-compressed to visitors who take it, with their own nonce, and revalidates by ETag", async () => {
    const { app } = siteWith({ "/": { html: page("<h1>Home</h1>" + "<p>trotto</p>".repeat(500)), freshnessMs: [600_000] } });
    const first = await request(app).get("/").set("Accept-Encoding", "gzip").expect(200);
    // supertest decodes gzip itself: the text is what a browser would read after inflating.
    const hit = await request(app).get("/").set("Accept-Encoding", "gzip").expect(200);
    expect(hit.headers["x-page-cache"]).toBe("HIT");
    expect(hit.headers["content-encoding"]).toBe("gzip");
    expect(Number(hit.headers["content-length"])).toBeLessThan(first.text.length / 5);
    const html = hit.text;
    expect(nonceAttributes(html)).toEqual([nonceOf(hit), nonceOf(hit)]);
    expect(html.split(nonceOf(hit)!).join("")).toBe(first.text.split(nonceOf(first)!).join(""));
    expect(hit.headers.etag).toBe(first.headers.etag);
    const unchanged = await request(app).get("/").set("If-None-Match", first.headers.etag).expect(304);
    expect(unchanged.headers["content-security-policy"]).toBeUndefined();
  });

  it("drops the pages of a changed race day at once, and keeps no render that started before the change", async () => {
    let opened = () => {};
    const slow: Page = { html: page("<h1>Corsa 5</h1>"), freshnessMs: [30_000] };
    const { app, cache, renders } = siteWith({
      "/trotto/arrivi/22112026/NAT": { html: page("<h1>Arrivi</h1>"), freshnessMs: [30_000] },
      "/trotto/arrivi/22112026/NAT/5": slow,
      "/trotto/stalloni/1": { html: page("<h1>Stallone</h1>"), freshnessMs: [600_000] },
    });
    await request(app).get("/trotto/arrivi/22112026/NAT").expect(200);
    await request(app).get("/trotto/stalloni/1").expect(200);
    slow.gate = new Promise((resolve) => (opened = resolve));
    const before = request(app)
      .get("/trotto/arrivi/22112026/NAT/5")
      .then((response) => response);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toHaveLength(3);

    const dropped = cache.invalidate((path) => path.startsWith("/trotto/arrivi/22112026/"));
    expect(dropped, "the kept meeting page").toBe(1);
    slow.gate = undefined;
    const after = await request(app).get("/trotto/arrivi/22112026/NAT/5").expect(200);
    expect(after.headers["x-page-cache"], "a new render, not the one started before").toBe("MISS");
    expect(renders).toHaveLength(4);
    opened();
    expect((await before).headers["x-page-cache"], "its visitor still gets the old render").toBe("MISS");

    expect((await request(app).get("/trotto/stalloni/1")).headers["x-page-cache"]).toBe("HIT");
    expect((await request(app).get("/trotto/arrivi/22112026/NAT")).headers["x-page-cache"]).toBe("MISS");
    expect((await request(app).get("/trotto/arrivi/22112026/NAT/5")).headers["x-page-cache"], "the new render was kept").toBe("HIT");
    expect(renders).toHaveLength(5);
  });

  it("answers HEAD from a kept page without starting a render", async () => {
    const { app, renders } = siteWith({ "/": { html: page("<h1>Home</h1>"), freshnessMs: [600_000] } });
    await request(app).head("/").expect(200);
    expect(renders).toHaveLength(0);
    await request(app).get("/").expect(200);
    const head = await request(app).head("/").expect(200);
    expect(head.headers["x-page-cache"]).toBe("HIT");
    expect(renders).toHaveLength(1);
  });
});

describe("keys and nonce slots", () => {
  it("keeps a calendar feed like a page, with the feed's own validator and 304s from the kept copy", async () => {
    const feed = "BEGIN:VCALENDAR\r\nDTSTAMP:20261123T100000Z\r\nSUMMARY:Corsaro Grif a Vinovo\r\nEND:VCALENDAR\r\n";
    const { app, renders } = siteWith({
      "/cavalli/102306-corsaro-grif/partenti.ics": {
        html: () => feed,
        freshnessMs: [300_000],
        headers: { "Content-Type": "text/calendar; charset=utf-8", ETag: 'W/"feed-1"' },
      },
    });
    const path = "/cavalli/102306-corsaro-grif/partenti.ics";
    const first = await request(app).get(path).expect(200);
    expect(first.headers["x-page-cache"]).toBe("MISS");
    expect(first.headers.etag).toBe('W/"feed-1"');
    const second = await request(app).get(path).expect(200);
    expect(second.headers["x-page-cache"]).toBe("HIT");
    expect(second.headers.etag).toBe('W/"feed-1"');
    expect(second.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(second.text).toBe(feed);
    await request(app).get(path).set("If-None-Match", 'W/"feed-1"').expect(304);
    await request(app).get(path).set("If-None-Match", 'W/"older"').expect(200);
    expect(renders).toHaveLength(1);
  });

  it("keeps a CSV export, validated by a tag over its body", async () => {
    const csv = "\uFEFFPos.;Nome;Vincite\r\n1;Gigante Cer;7870582\r\n";
    const path = "/esporta/csv/trotto/classifiche/stalloni";
    const { app, renders } = siteWith({
      [path]: { html: () => csv, freshnessMs: [600_000], headers: { "Content-Type": "text/csv; charset=utf-8" } },
    });
    await request(app).get(path).expect(200);
    const kept = await request(app).get(path).expect(200);
    expect(kept.headers["x-page-cache"]).toBe("HIT");
    expect(kept.headers["content-type"]).toMatch(/^text\/csv/);
    expect(kept.text).toBe(csv);
    await request(app).get(path).set("If-None-Match", kept.headers.etag).expect(304);
    expect(renders).toHaveLength(1);
  });

  it("normalises the query and tells readers apart", () => {
    expect(normalisedTarget("/news?pagina=2&gclid=1&categoria=a")).toBe("/news?categoria=a&pagina=2");
    expect(normalisedTarget("/news")).toBe("/news");
    expect(readerVariant("Mozilla/5.0 (compatible; bingbot/2.0)")).toBe("bot");
    expect(readerVariant("Opera/9.80 (Windows NT 6.0) Presto/2.12.388 Version/12.14")).toBe("program");
    expect(readerVariant("curl/8.0")).toBe("bot");
    expect(readerVariant("Mozilla/5.0 (iPhone) Safari/604.1")).toBe("browser");
  });

  it("stitches a gzip stream that decodes to the page with the visitor's nonce in every hole", () => {
    const placeholder = randomBytes(16).toString("base64");
    const body = Buffer.from(
      `<html>${"<p>corsa</p>".repeat(300)}<script nonce="${placeholder}">a</script>${"x".repeat(70_000)}<script nonce="${placeholder}"></script></html>`,
    );
    const offsets = placeholderOffsets(body, nonceAttribute(placeholder));
    const stitched = stitchedGzip(body, offsets, placeholder.length);
    for (let visitor = 0; visitor < 3; visitor++) {
      const nonce = randomBytes(16).toString("base64");
      const expected = Buffer.from(body.toString("latin1").split(placeholder).join(nonce), "latin1");
      const pieces = piecesWithNonce(body, offsets, Buffer.from(nonce, "latin1"));
      expect(Buffer.concat(pieces).equals(expected)).toBe(true);
      expect(gunzipSync(Buffer.concat(gzipPiecesWithNonce(stitched, Buffer.from(nonce, "latin1"), pieces))).equals(expected)).toBe(true);
    }
    const compressed = Buffer.concat(gzipPiecesWithNonce(stitched, Buffer.from("A".repeat(24)), [body]));
    expect(compressed.length).toBeLessThan(body.length / 5);
    expect(() => gzipPiecesWithNonce(stitched, Buffer.from("short"), [body])).toThrow(RangeError);
  });

  it("never splits a placeholder across streamed pieces, whatever the chunk boundaries", () => {
    const placeholder = randomBytes(16).toString("base64");
    const attribute = nonceAttribute(placeholder);
    const html = Buffer.from(`<p>a</p><script nonce="${placeholder}">x</script><i>nonce="</i><script nonce="${placeholder}"></script>`);
    for (let size = 1; size <= html.length; size++) {
      const splitter = new NonceSplitter(attribute);
      const pieces = [];
      for (let at = 0; at < html.length; at += size) pieces.push(splitter.push(html.subarray(at, at + size)));
      pieces.push(splitter.end());
      expect(Buffer.concat(pieces.map((p) => p.piece)).equals(html)).toBe(true);
      expect(pieces.reduce((count, p) => count + p.offsets.length, 0)).toBe(2);
    }
  });
});
