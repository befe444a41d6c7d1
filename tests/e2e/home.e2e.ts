import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, launchBrowser, openPage, waitForHydration } from "./support/browser";

describe("home page in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("renders, hydrates without console errors or CSP violations, and passes axe", async () => {
    const { page, problems } = await openPage(browser);
    const response = await page.goto(baseUrl() + "/");
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.title()).resolves.toMatch(/\| Sulky$/);
    expect(await page.getByRole("heading", { name: "I nostri stalloni sponsor" }).count()).toBe(1);
    expect(await page.getByRole("navigation", { name: "Navigazione principale" }).count()).toBe(1);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  it("asks for its scripts only after the first contentful paint, and hydrates with them", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl() + "/");
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      const stillHeld = document.querySelectorAll('link[rel="sulky-modulepreload"], script[type="text/sulky-module"]').length;
      return { paint, scripts, stillHeld };
    });
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.paint);
    expect(timing.stillHeld).toBe(0);
    expect(problems).toEqual([]);
  });

  it("adopts its inline site stylesheet at hydration instead of downloading it again", async () => {
    const { page } = await openPage(browser);
    await page.goto(baseUrl() + "/");
    await waitForHydration(page);
    const sheets = await page.evaluate(() => ({
      inline: document.querySelector('style[data-href*="/assets/root-"]') !== null,
      fetched: performance.getEntriesByType("resource").filter((entry) => /\/assets\/root-[^/]*\.css$/.test(entry.name)).length,
    }));
    expect(sheets).toEqual({ inline: true, fetched: 0 });
  });

  it("moves client-side when a navigation link is clicked", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl() + "/");
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByRole("link", { name: "Tutte le notizie" }).click();
    await page.waitForURL(/\/news$/);
    const sameDocument = await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);
    expect(sameDocument).toBe(true);
    expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);
  });

  it("opens the navigation with the toggle on a phone", async () => {
    const { page } = await openPage(browser, { width: 375 });
    await page.goto(baseUrl() + "/");
    await waitForHydration(page);
    const list = page.locator("#main-nav-list");
    await expect(list.isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(list.isVisible()).resolves.toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("opens and closes the phone menu without JavaScript, by its CSS toggle", async () => {
    const { page } = await openPage(browser, { width: 375, javaScript: false });
    await page.goto(baseUrl() + "/");
    const list = page.locator("#main-nav-list");
    await expect(list.isVisible()).resolves.toBe(false);
    await page.locator("label.nav-toggle", { hasText: "Menu" }).click();
    await expect(list.isVisible()).resolves.toBe(true);
    await page.locator("label.nav-toggle", { hasText: "Menu" }).click();
    await expect(list.isVisible()).resolves.toBe(false);
  });

  it("keeps a menu opened before hydration open when React takes over, with its button", async () => {
    const { page, problems } = await openPage(browser, { width: 375 });
    // The page's scripts wait until the menu has been opened by its CSS toggle.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseUrl() + "/", { waitUntil: "domcontentloaded" });
    await page.locator("label.nav-toggle", { hasText: "Menu" }).click();
    await expect(page.locator("#main-nav-list").isVisible()).resolves.toBe(true);
    release();
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Menu" });
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(page.locator("#main-nav-list").isVisible()).resolves.toBe(true);
    await button.click();
    await expect(page.locator("#main-nav-list").isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
  });
});
