import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFaults, injectFault, startTestSite, type TestSite } from "../support/test-site";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const BURST = 500;
const BURST_PAGE = "/trotto/stalloni/102306-corsaro-grif";
const NEWS_PATH = "^/wp-json/wp/v2/posts";

/** A browser's GET: the part received once `marker` shows up, then the whole answer. */
function streamedGet(url: string, marker: string) {
  let shellReceived!: (text: string) => void;
  const shell = new Promise<string>((resolve) => (shellReceived = resolve));
  const done = new Promise<{ status: number; text: string; nonce?: string }>((resolve, reject) => {
    http
      .get(url, { headers: { "User-Agent": BROWSER, Accept: "text/html" } }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
          if (text.includes(marker)) shellReceived(text);
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            text,
            nonce: nonceOf({ headers: { "content-security-policy": String(res.headers["content-security-policy"] ?? "") } }),
          }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
  return { shell, done };
}

const heldRequests = async (fakeUrl: string) =>
  ((await (await fetch(`${new URL(fakeUrl).origin}/__fake/held`)).json()) as { held: number }).held;
const release = (fakeUrl: string) => fetch(`${new URL(fakeUrl).origin}/__fake/release`, { method: "POST" });

const nonceOf = (response: { headers: Record<string, string> }) =>
  /'nonce-([^']+)'/.exec(response.headers["content-security-policy"] ?? "")?.[1];
const nonceAttributes = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
const setCookies = (response: request.Response) => ([] as string[]).concat(response.headers["set-cookie"] ?? []);
const tokenIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

type RequestCounts = { total: number; byPath: Record<string, number> };
const upstreamCounts = async (fakeUrl: string) =>
  (await fetch(`${new URL(fakeUrl).origin}/__fake/requests`)).json() as Promise<RequestCounts>;
const resetCounts = (fakeUrl: string) => fetch(`${new URL(fakeUrl).origin}/__fake/reset`, { method: "POST" });

describe("anonymous page cache on the whole site", () => {
  let site: TestSite;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    site = await startTestSite({
      env: { PAGE_CACHE: "on", UPSTREAM_CACHE: "on", UPSTREAM_TIMEOUT_MS: "15000", READINESS_DETAILS: "public" },
      // Compiles the views without touching the news, so the home page's news stay cold for the streaming test.
      warmUp: ["/trotto/fattrici/101736"],
    });
    server = site.app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await site?.close();
  });

  const pageCacheFigures = async () => (await request(site.app).get("/readyz")).body.pageCache as Record<string, number>;

  it("streams a page with a slow section to every visitor waiting on its one render, and keeps it once complete", async () => {
    const content = site.fakes.content!.url;
    // The content service holds the news until the test releases them: no timer decides the order.
    await injectFault(content, NEWS_PATH, "hold");
    try {
      const visitors = [streamedGet(`${baseUrl}/`, "Caricamento delle notizie"), streamedGet(`${baseUrl}/`, "Caricamento delle notizie")];
      const shells = await Promise.all(visitors.map((visitor) => visitor.shell));
      for (const shell of shells) {
        expect(shell).toContain("I nostri stalloni sponsor");
        expect(shell).not.toContain("Ultime notizie");
      }
      expect(await heldRequests(content), "one render, one news call, for both visitors").toBe(1);
      await clearFaults(content);
      await release(content);
      const pages = await Promise.all(visitors.map((visitor) => visitor.done));
      for (const page of pages) {
        expect(page.status).toBe(200);
        expect(page.text).toContain("Ultime notizie");
        expect(new Set(nonceAttributes(page.text))).toEqual(new Set([page.nonce]));
      }
      expect(pages[0].nonce).not.toBe(pages[1].nonce);
    } finally {
      await clearFaults(content);
      await release(content);
    }
    const kept = await request(site.app).get("/").set("User-Agent", BROWSER).expect(200);
    expect(kept.headers["x-page-cache"]).toBe("HIT");
    expect(kept.text).toContain("Ultime notizie");
  });

  it("gives two anonymous visitors the same page with different nonces, each in its header and every nonce attribute", async () => {
    const first = await request(site.app).get("/").set("User-Agent", BROWSER).expect(200);
    const second = await request(site.app).get("/").set("User-Agent", BROWSER).expect(200);
    expect(second.headers["x-page-cache"]).toBe("HIT");
    expect(setCookies(second)).toEqual([]);
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    expect(nonceAttributes(first.text).length).toBeGreaterThan(1);
    expect(new Set(nonceAttributes(first.text))).toEqual(new Set([a]));
    expect(new Set(nonceAttributes(second.text))).toEqual(new Set([b]));
    expect(first.text.split(a!).join("")).toBe(second.text.split(b!).join(""));
  });

  it("does not keep a page that lost something on the way, and counts it as degraded", async () => {
    const trotting = site.fakes.trotting!.url;
    // The first breeder of the list comes without a name: that row is dropped, the page is degraded.
    await injectFault(trotting, "^/api/v2/allevatori", "drift-nulls");
    try {
      const before = await pageCacheFigures();
      const degradedBefore = (await request(site.app).get("/readyz")).body.pages.degraded as number;
      for (let visit = 0; visit < 2; visit++) {
        const response = await request(site.app).get("/trotto/allevatori").set("User-Agent", BROWSER).expect(200);
        expect(response.headers["x-page-cache"], `visit ${visit + 1}`).not.toBe("HIT");
      }
      const after = await pageCacheFigures();
      expect(after.stored).toBe(before.stored);
      expect(after.notStored).toBeGreaterThan(before.notStored);
      expect((await request(site.app).get("/readyz")).body.pages.degraded).toBeGreaterThanOrEqual(degradedBefore + 2);
    } finally {
      await clearFaults(trotting);
    }
  });

  it("never gives a logged-in player a kept page, nor keeps the player's", async () => {
    await request(site.app).get("/news").set("User-Agent", BROWSER).expect(200);
    const agent = request.agent(site.app);
    const auth = await agent.get("/fantatrotto/auth?tab=registrati").expect(200);
    await agent
      .post("/fantatrotto/auth?tab=registrati")
      .type("form")
      .send({
        _csrf: tokenIn(auth.text),
        intent: "registrati",
        name: "Scuderia Cache",
        email: "cache@example.it",
        password: "segreta123",
        passwordConfirmation: "segreta123",
      })
      .expect(303);
    const before = await pageCacheFigures();
    for (const path of ["/news", "/", "/trotto/classifiche/stalloni"]) {
      const response = await agent.get(path).set("User-Agent", BROWSER).expect(200);
      expect(response.headers["x-page-cache"], path).toBeUndefined();
    }
    const after = await pageCacheFigures();
    expect(after.hits + after.staleHits + after.misses).toBe(before.hits + before.staleHits + before.misses);
    // The ranking the player saw was not kept: the next anonymous visitor renders it.
    expect((await request(site.app).get("/trotto/classifiche/stalloni").set("User-Agent", BROWSER)).headers["x-page-cache"]).toBe("MISS");
  });

  it("renders pages with a form token for each visitor (the token and its cookie are the visitor's)", async () => {
    for (let visit = 0; visit < 2; visit++) {
      const response = await request(site.app).get("/cavalli/aggiungi-puledro").set("User-Agent", BROWSER).expect(200);
      expect(response.headers["x-page-cache"]).toBeUndefined();
      expect(setCookies(response).some((cookie) => cookie.startsWith("sulky.csrf="))).toBe(true);
      expect(tokenIn(response.text)).not.toBe("");
    }
  });

  it(`answers a burst of ${BURST} visitors on a cold page with one render and one upstream call per endpoint`, async () => {
    const fakes = [site.fakes.trotting!.url, site.fakes.content!.url];
    await Promise.all(fakes.map(resetCounts));
    const before = await pageCacheFigures();
    const responses = await Promise.all(
      Array.from({ length: BURST }, async () => {
        const response = await fetch(`${baseUrl}${BURST_PAGE}`, { headers: { "User-Agent": BROWSER } });
        return {
          status: response.status,
          nonce: nonceOf({ headers: { "content-security-policy": response.headers.get("content-security-policy") ?? "" } }),
          html: await response.text(),
        };
      }),
    );
    expect(responses.filter((response) => response.status !== 200)).toEqual([]);
    expect(new Set(responses.map((response) => response.nonce)).size).toBe(BURST);
    expect(responses.every((response) => nonceAttributes(response.html).every((value) => value === response.nonce))).toBe(true);
    const after = await pageCacheFigures();
    expect(after.renders - before.renders).toBe(1);

    const trotting = await upstreamCounts(site.fakes.trotting!.url);
    const content = await upstreamCounts(site.fakes.content!.url);
    const calls = {
      ...trotting.byPath,
      ...Object.fromEntries(Object.entries(content.byPath).map(([key, count]) => [`content ${key}`, count])),
    };
    expect(Object.keys(calls).length, "the page reads several endpoints").toBeGreaterThan(2);
    expect(
      Object.entries(calls).filter(([, count]) => count !== 1),
      JSON.stringify(calls),
    ).toEqual([]);
  }, 60_000);

  it("shows its figures to operators in the readiness details", async () => {
    const figures = await pageCacheFigures();
    expect(figures).toMatchObject({ hits: expect.any(Number), misses: expect.any(Number), bytes: expect.any(Number), evictions: 0 });
    expect(figures.bytes).toBeGreaterThan(10_000);
    expect(figures.bytes).toBeLessThanOrEqual(figures.maxBytes);
  });
});
