import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, openPage, waitForHydration } from "./support/browser";

/**
 * The partner site lives on another loopback address, so it is another origin.
 * This file starts its own Sulky (the production build) with that origin among
 * the frame ancestors: the default, any https origin, cannot be served locally.
 */
const PARTNER_HOST = "127.0.0.2";
const STALLION_PAGE = "/iframe/stalloni/102306-corsaro-grif";
const BREEDER_PAGE = "/iframe/allevatori/3-scuderia-dei-greppi";
const PARTNER_PAGES = [
  `${STALLION_PAGE}/genealogia`,
  `${STALLION_PAGE}/figli`,
  `${STALLION_PAGE}/fattrici?year=2025`,
  `${STALLION_PAGE}/statistiche`,
  `${STALLION_PAGE}/figli-piu-veloci`,
  `${STALLION_PAGE}/figli-piu-ricchi`,
  `${BREEDER_PAGE}/cavalli`,
  `${BREEDER_PAGE}/accoppiamenti`,
  `${BREEDER_PAGE}/puledri`,
  `${BREEDER_PAGE}/fattrici`,
];

type HeightReport = { origin: string; type: string; height: number; path: string };

/** The partner's page: one iframe and the few lines of docs/PARTNERS.md that size it. */
function partnerSiteHtml(frameUrl: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Sito partner</title></head><body>
<h1>Sito partner</h1>
<iframe id="sulky" src="${frameUrl}" title="Tabella Sulky" style="width:360px;border:0"></iframe>
<script>
window.heightReports = [];
addEventListener("message", function (event) {
  if (!event.data || event.data.type !== "sulky:height") return;
  window.heightReports.push({ origin: event.origin, type: event.data.type, height: event.data.height, path: event.data.path });
  var frame = document.getElementById("sulky");
  if (frame.contentWindow === event.source) frame.style.height = event.data.height + "px";
});
</script></body></html>`;
}

async function listen(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe, "127.0.0.1");
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startSulky(frameAncestors: string): Promise<{ url: string; child: ChildProcess }> {
  const fakes = inject("fakeUrls");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The built server on SULKY_NODE when set (CI: the image's Node 24), else on this Node.
  const child = spawn(process.env.SULKY_NODE || process.execPath, ["scripts/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: url,
      SESSION_SECRET: "e2e-session-secret-0123456789-abcdef",
      LOG_LEVEL: "warn",
      PARTNER_FRAME_ANCESTORS: frameAncestors,
      TROTTO_API_URL: fakes.trotting,
      CONTENT_API_URL: fakes.content,
      FANTASY_API_URL: fakes.fantasy,
      SULKY_TODAY: inject("today"),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (child.exitCode !== null) throw new Error(`Sulky exited with code ${child.exitCode}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("Sulky did not start");
}

describe("partner pages in Chromium", () => {
  let browser: Browser;
  let partnerSite: Server;
  let partnerOrigin: string;
  let sulky: { url: string; child: ChildProcess };
  let frameTarget = "/";

  beforeAll(async () => {
    partnerSite = createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(partnerSiteHtml(sulky.url + frameTarget));
    });
    const partnerPort = await listen(partnerSite, PARTNER_HOST);
    partnerOrigin = `http://${PARTNER_HOST}:${partnerPort}`;
    sulky = await startSulky(partnerOrigin);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => partnerSite?.close(resolve));
    if (sulky) {
      sulky.child.kill("SIGTERM");
      await new Promise((resolve) => sulky.child.once("exit", resolve));
    }
  });

  async function openPartnerSite(page: Page, path: string) {
    frameTarget = path;
    await page.goto(`${partnerOrigin}/`);
  }

  it("renders a partner page inside another origin's frame and reports its height", async () => {
    const { page, problems } = await openPage(browser);
    await openPartnerSite(page, `${STALLION_PAGE}/figli`);
    const frame = page.frameLocator("#sulky");
    await expect(frame.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/^I figli di .+ nati nel \d{4}$/);
    await page.waitForFunction(() => (window as unknown as { heightReports: unknown[] }).heightReports.length > 0, null, {
      timeout: 15_000,
    });
    const lastReport = async () =>
      (await page.evaluate(() => (window as unknown as { heightReports: HeightReport[] }).heightReports)).at(-1)!;
    const last = await lastReport();
    expect(last).toMatchObject({ origin: sulky.url, type: "sulky:height", path: `${STALLION_PAGE}/figli` });
    expect(last.height).toBeGreaterThan(100);
    // The page reports again when its layout settles (a late font or picture): the frame follows the latest report.
    await expect
      .poll(
        async () => {
          const frameHeight = await page.locator("#sulky").evaluate((element) => element.getBoundingClientRect().height);
          return Math.round(frameHeight) - (await lastReport()).height;
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    // The frame is sized to its content: nothing to scroll inside it.
    const inner = await frame.locator("body").evaluate((body) => ({
      scroll: document.documentElement.scrollHeight,
      view: window.innerHeight,
      wide: document.documentElement.scrollWidth - window.innerWidth,
      height: body.getBoundingClientRect().height,
    }));
    expect(inner.scroll).toBeLessThanOrEqual(inner.view + 1);
    expect(inner.wide).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });

  it("reports the new height after the year changes inside the frame", async () => {
    const { page } = await openPage(browser);
    await openPartnerSite(page, `${STALLION_PAGE}/figli-piu-ricchi`);
    const frame = page.frame({ url: /figli-piu-ricchi/ })!;
    await frame.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForFunction(() => (window as unknown as { heightReports: unknown[] }).heightReports.length > 0);
    await frame.selectOption("#partner-year", "2022");
    await page.waitForFunction(
      () => (window as unknown as { heightReports: HeightReport[] }).heightReports.some((report) => report.path.endsWith("?year=2022")),
      null,
      { timeout: 15_000 },
    );
    expect(frame.url()).toMatch(/figli-piu-ricchi\?year=2022$/);
  });

  it("is refused when the frame shows a portal page", async () => {
    const { page } = await openPage(browser);
    const refusals: string[] = [];
    page.on("console", (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await openPartnerSite(page, "/");
    await page.waitForTimeout(1500);
    expect(refusals.join("\n")).toMatch(
      /Framing '[^']+' violates the following Content Security Policy directive: "frame-ancestors 'none'"/,
    );
    const portal = page.frames().find((frame) => frame.url().startsWith(sulky.url));
    const portalHeading = portal ? await portal.locator("h1").count() : 0;
    expect(portalHeading).toBe(0);
  });

  it.each(PARTNER_PAGES)("renders %s alone, hydrated, without console errors and accessible", async (path) => {
    const { page, problems } = await openPage(browser);
    const response = await page.goto(sulky.url + path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["set-cookie"]).toBeUndefined();
    await waitForHydration(page);
    expect(await page.locator("table.data-table, .empty-state, .pedigree-grid").count()).toBeGreaterThan(0);
    expect(await page.locator("nav, footer").count()).toBe(0);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  it("lays wide tables out as cards in a 320 px frame: nothing scrolls sideways", async () => {
    const { page } = await openPage(browser, { width: 320 });
    await page.goto(`${sulky.url}${STALLION_PAGE}/statistiche`);
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await page.locator(".table-scroll").evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(box).toBeLessThanOrEqual(0);
    expect(
      await page
        .locator("table.table-cards tbody tr")
        .first()
        .evaluate((row) => getComputedStyle(row).display),
    ).toBe("flex");
  });

  it("opens horse pages in a new tab and changes the year with a client navigation", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${sulky.url}${BREEDER_PAGE}/puledri`);
    await waitForHydration(page);
    const link = page.locator("table.data-table a").first();
    await expect(link.getAttribute("target")).resolves.toBe("_blank");
    await expect(link.getAttribute("rel")).resolves.toBe("noopener");
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.selectOption("#partner-year", "2020");
    await page.waitForURL(/puledri\?year=2020$/);
    // the address changes as the navigation commits; React renders the new year just after
    await page.getByRole("heading", { level: 1, name: / 2020 / }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
  });

  it("chooses the year without JavaScript through the form's button", async () => {
    const { page } = await openPage(browser, { javaScript: false });
    await page.goto(`${sulky.url}${STALLION_PAGE}/figli`);
    await page.selectOption("#partner-year", "2019");
    await page.getByRole("button", { name: "Mostra" }).click();
    await page.waitForURL(/figli\?year=2019$/);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/nati nel 2019$/);
  });
});
