import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";

/** Layout checks of issue-16's audit, at a phone's and a desktop's width. */
describe("layout at 375 and 1280 px", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  async function open(path: string, width: number): Promise<Page> {
    const { page } = await openPage(browser, { width });
    await page.goto(baseUrl() + path);
    await waitForHydration(page);
    return page;
  }

  it.each([375, 1280])("gives every breeder logo on the home page one fixed box inside its card, with names whole (%i px)", async (width) => {
    const page = await open("/", width);
    const boxes = await page.locator(".box a").evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        const image = card.querySelector("img, .box-placeholder")!.getBoundingClientRect();
        const name = card.querySelector(".box-name") as HTMLElement;
        return { imageWidth: Math.round(image.width), imageHeight: Math.round(image.height), inside: image.left >= box.left && image.right <= box.right + 0.5, nameFits: name.scrollWidth <= name.clientWidth };
      }),
    );
    expect(boxes.length).toBeGreaterThan(10);
    expect(new Set(boxes.map((box) => `${box.imageWidth}x${box.imageHeight}`)).size).toBe(1);
    expect(boxes.filter((box) => !box.inside)).toEqual([]);
    expect(boxes.filter((box) => !box.nameFits)).toEqual([]);
    await page.close();
  });

  it("lists each home news story once", async () => {
    const page = await open("/", 375);
    const titles = await page.locator(".news-teasers a").allTextContents();
    expect(titles.length).toBeGreaterThan(4);
    expect(new Set(titles.map((title) => title.trim())).size).toBe(titles.length);
    expect(titles.length).toBeLessThanOrEqual(10);
    await page.close();
  });
});
