import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";

/** A name with no place to break, as a drifting upstream once sent: 90 letters in one word. */
const UNBROKEN_NAME = "Supercalifragilistichespiralidoso".repeat(3).slice(0, 90);

/** Puts the long name where the page shows horse names, and answers how far the widest of them reaches past the screen. */
async function overflowWithLongNames(page: Page, selectors: string): Promise<{ names: number; pastTheScreen: number }> {
  return page.evaluate(
    ({ selectors, name }) => {
      const elements = [...document.querySelectorAll<HTMLElement>(selectors)];
      for (const element of elements) element.textContent = name;
      const rightmost = Math.max(0, ...elements.map((element) => element.getBoundingClientRect().right));
      return { names: elements.length, pastTheScreen: Math.max(rightmost, document.documentElement.scrollWidth) - window.innerWidth };
    },
    { selectors, name: UNBROKEN_NAME },
  );
}

describe("long unbroken names wrap instead of widening the page", () => {
  let browser: Browser;
  let glance = "";
  beforeAll(async () => {
    browser = await launchBrowser();
    const meetings = (await (await fetch(inject("fakeUrls").trotting + "/api/v2/corse/partenti")).json()) as {
      DataGiornata: string;
      CodiceIppodromo: string;
    }[];
    const first = meetings[0];
    glance = `/trotto/partenti/dettaglio-corsa/${first.DataGiornata}/${first.CodiceIppodromo}T/1`;
  });
  afterAll(async () => browser?.close());

  it("keeps the race at a glance inside a 1280 px screen", async () => {
    const { page } = await openPage(browser, { width: 1280 });
    expect((await page.goto(baseUrl() + glance))?.status()).toBe(200);
    await waitForHydration(page);
    const { names, pastTheScreen } = await overflowWithLongNames(page, ".glance-name, .glance-parents, h1");
    expect(names).toBeGreaterThan(1);
    expect(pastTheScreen).toBeLessThanOrEqual(0);
  });

  it("keeps a horse profile inside a 375 px screen", async () => {
    const { page } = await openPage(browser, { width: 375 });
    await page.goto(baseUrl() + glance);
    const profile = await page.locator(".glance-body a[href^='/cavalli/']").first().getAttribute("href");
    expect(profile).toMatch(/^\/cavalli\//);
    expect((await page.goto(baseUrl() + profile))?.status()).toBe(200);
    await waitForHydration(page);
    const { names, pastTheScreen } = await overflowWithLongNames(page, "h1, .horse-subtitle, .horse-people dd");
    expect(names).toBeGreaterThan(3);
    expect(pastTheScreen).toBeLessThanOrEqual(0);
  });
});
