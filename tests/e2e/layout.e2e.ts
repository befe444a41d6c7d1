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

  it.each([375, 1280])(
    "gives every breeder logo on the home page one fixed box inside its card, with names whole (%i px)",
    async (width) => {
      const page = await open("/", width);
      const boxes = await page.locator(".box a").evaluateAll((cards) =>
        cards.map((card) => {
          const box = card.getBoundingClientRect();
          const image = card.querySelector("img, .box-placeholder")!.getBoundingClientRect();
          const name = card.querySelector(".box-name") as HTMLElement;
          return {
            imageWidth: Math.round(image.width),
            imageHeight: Math.round(image.height),
            inside: image.left >= box.left && image.right <= box.right + 0.5,
            nameFits: name.scrollWidth <= name.clientWidth,
          };
        }),
      );
      expect(boxes.length).toBeGreaterThan(10);
      expect(new Set(boxes.map((box) => `${box.imageWidth}x${box.imageHeight}`)).size).toBe(1);
      expect(boxes.filter((box) => !box.inside)).toEqual([]);
      expect(boxes.filter((box) => !box.nameFits)).toEqual([]);
      await page.close();
    },
  );

  it("starts the home news within three screens of a 375 × 812 phone, the breeders a strip that never widens the page", async () => {
    const page = await open("/", 375);
    const newsTop = await page.locator("#home-news").evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
    expect(newsTop).toBeLessThan(3 * 812);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await page.getByRole("link", { name: "Tutti gli allevatori" }).isVisible()).toBe(true);
    await page.close();
  });

  it("lists each home news story once", async () => {
    const page = await open("/", 375);
    const titles = await page.locator(".news-teasers a").allTextContents();
    expect(titles.length).toBeGreaterThan(4);
    expect(new Set(titles.map((title) => title.trim())).size).toBe(titles.length);
    // the 30 posts the spec asks for: 4 with a picture, the rest as headlines
    expect(titles.length).toBeLessThanOrEqual(30);
    await page.close();
  });

  /** Whether the element's box lies within the phone's width (what a visitor sees without scrolling sideways). */
  const inView = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
      });

  it("shows every column of the qualifications at 1280 px, and the horse in view on a phone", async () => {
    const desktop = await open("/trotto/qualifiche", 1280);
    const box = desktop.locator(".qualifications-page .table-scroll").first();
    expect(await box.evaluate((scroll) => scroll.scrollWidth - scroll.clientWidth)).toBeLessThanOrEqual(0);
    expect(await desktop.locator(".data-table thead th").allTextContents()).toEqual(
      expect.arrayContaining(["Allevamento", "Proprietario", "Allenatore", "Video"]),
    );
    await desktop.close();
    const phone = await open("/trotto/qualifiche", 375);
    await phone
      .locator(".table-scroll")
      .first()
      .evaluate((scroll) => scroll.scrollBy({ left: 2000 }));
    expect(await inView(phone, ".data-table tbody tr:first-child td.sticky-col")).toBe(true);
    await phone.close();
  });

  it("opens the follow picker full-screen on a phone, with one scroll and every suggestion, the notice and Chiudi reachable", async () => {
    const page = await open("/cavalli/segui-cavallo", 375);
    await page.getByRole("button", { name: "Cerca un cavallo" }).click();
    await page.getByRole("combobox", { name: "Nome del cavallo" }).fill("Gale");
    await page.locator(".follow-dialog [role=option]").first().waitFor();
    const dialog = await page.locator(".follow-dialog").evaluate((element) => {
      const box = element.getBoundingClientRect();
      const list = element.querySelector(".combobox-list") as HTMLElement;
      return {
        width: box.width,
        height: box.height,
        listScrolls: list.scrollHeight > list.clientHeight + 1,
        viewport: { width: window.innerWidth, height: window.innerHeight },
      };
    });
    expect(dialog.width).toBe(dialog.viewport.width);
    expect(dialog.height).toBe(dialog.viewport.height);
    expect(dialog.listScrolls).toBe(false);
    expect(await page.locator(".follow-dialog [role=option]").count()).toBeGreaterThan(3);
    expect(await page.getByRole("button", { name: "Chiudi" }).isVisible()).toBe(true);
    expect(await inView(page, ".follow-dialog .follow-dialog-header button")).toBe(true);
    await page.close();
  });
});
