import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrationDataOf } from "../support/hydration-data";
import { clearFaults, injectFault, startTestSite, type TestSite } from "../support/test-site";

const IN_SEASON = new Date("2026-11-22T10:00:00Z");
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
}

describe("home page", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ today: IN_SEASON });
  });
  afterAll(async () => site?.close());

  it("renders the three blocks in breeder-season order", async () => {
    const response = await request(site.app).get("/").expect(200);
    const html = response.text;
    const breeders = html.indexOf("I nati 2025 dei nostri allevatori");
    const news = html.indexOf("Ultime notizie");
    const stallions = html.indexOf("I nostri stalloni sponsor");
    expect(breeders).toBeGreaterThan(0);
    expect(news).toBeGreaterThan(breeders);
    expect(stallions).toBeGreaterThan(news);
    expect(html).toContain('href="/news"');
    expect(html).toContain("Tutte le notizie");
    expect(html).toMatch(/<title>[^<]+ \| Sulky<\/title>/);
    expect(html).toContain('<html lang="it"');
  });

  it("opens with today at the races: the meetings, the next race and its time, the latest results, following the day live", async () => {
    const html = (await request(site.app).get("/").expect(200)).text;
    const block = html.indexOf('aria-labelledby="home-today"');
    expect(block).toBeGreaterThan(0);
    expect(block).toBeLessThan(html.indexOf('aria-labelledby="home-breeders"'));
    const today = html.slice(block, html.indexOf("</section>", block));
    expect(today).toContain("Oggi alle corse");
    expect(today).toContain("domenica 22/11/2026");
    expect(today).toMatch(/<a href="\/trotto\/partenti\/22112026\/[A-Z]{2}T"[^>]*>[^<]+<\/a>/);
    expect(today).toMatch(/Prossima corsa<\/h3><p class="home-today-next"><strong class="home-today-time">\d{2}:\d{2}<\/strong>/);
    expect(today).toMatch(/href="\/trotto\/partenti\/22112026\/[A-Z]{2}T\/\d+"/);
    expect(today).toContain("Ultimi arrivi");
    expect(today).toContain("Aggiornato alle");
  });

  it("shows all 30 news posts the spec asks for", async () => {
    const html = (await request(site.app).get("/").expect(200)).text;
    const news = html.slice(html.indexOf('aria-labelledby="home-news"'));
    const posts = new Set([...news.slice(0, news.indexOf("</section>")).matchAll(/href="(\/news\/[^"]+)"/g)].map((match) => match[1]));
    expect(posts.size).toBe(30);
  });

  it("sends the sponsor stallions and the breeder boxes once, as markup, and their data with a client navigation", async () => {
    const html = (await request(site.app).get("/").set("User-Agent", BROWSER_UA).expect(200)).text;
    const hydrationData = hydrationDataOf(html);
    expect(html).toContain('<div data-static-section="home-sponsors">');
    expect(html).toContain('<div data-static-section="home-breeders">');
    expect(html).toContain("allevatore-1-255x280");
    expect(hydrationData).toContain("blockOrder");
    expect(hydrationData).not.toContain("allevatore-1-255x280");
    const data = (await request(site.app).get("/_.data").expect(200)).text;
    expect(data).toContain("allevatore-1-255x280");
  });

  it("gives every script the nonce of the CSP header", async () => {
    const response = await request(site.app).get("/").set("User-Agent", BROWSER_UA).expect(200);
    const csp = response.headers["content-security-policy"] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    const scripts = inlineScripts(response.text);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(response.headers["x-powered-by"]).toBeUndefined();
    expect(response.headers["x-request-id"]).toBeTruthy();
  });

  it("leaves out a failing secondary section and still answers 200", async () => {
    await injectFault(site.fakes.trotting!.url, "^/api/v1/getStalloniSponsor", "500");
    try {
      const response = await request(site.app).get("/").expect(200);
      expect(response.text).not.toContain("I nostri stalloni sponsor");
      expect(response.text).toContain("I nati 2025 dei nostri allevatori");
    } finally {
      await clearFaults(site.fakes.trotting!.url);
    }
  });

  it("survives an upstream that answers with the wrong shape", async () => {
    await injectFault(site.fakes.trotting!.url, "^/api/v2/banners", "wrong-shape");
    try {
      const response = await request(site.app).get("/").expect(200);
      expect(response.text).toContain("I nostri stalloni sponsor");
    } finally {
      await clearFaults(site.fakes.trotting!.url);
    }
  });
});

describe("home page out of breeder season", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ today: new Date("2026-12-10T10:00:00Z") });
  });
  afterAll(async () => site?.close());

  it("puts stallions first, news second, breeders last", async () => {
    const html = (await request(site.app).get("/").expect(200)).text;
    const stallions = html.indexOf("I nostri stalloni sponsor");
    const news = html.indexOf("Ultime notizie");
    const breeders = html.indexOf("I nati 2025 dei nostri allevatori");
    expect(stallions).toBeGreaterThan(0);
    expect(news).toBeGreaterThan(stallions);
    expect(breeders).toBeGreaterThan(news);
  });
});

describe("unknown pages", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(async () => site?.close());

  it("answers 404 with the spec's page and its three links", async () => {
    const response = await request(site.app).get("/does-not-exist").expect(404);
    expect(response.text).toContain("Ops... Non ho trovato questa pagina...");
    expect(response.text).toContain('href="/"');
    expect(response.text).toContain('href="/partenti/oggi"');
    expect(response.text).toContain('href="/ricerca/cavallo"');
    expect(response.text).toContain("Navigazione principale");
  });
});
