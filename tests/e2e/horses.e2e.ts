import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, launchBrowser, openPage, waitForHydration } from "./support/browser";

const STALLION = "/trotto/stalloni/102306-vagabondo-vr";

/** Every horses route, with the heading its server-rendered page must carry. */
const ROUTES: [string, string][] = [
  [STALLION, "Vagabondo Vr"],
  ["/trotto/fattrici/101736-ossidiana-ls", "Ossidiana Ls"],
  ["/trotto/puledri/100077-nibbio-mz", "Nibbio Mz"],
  ["/trotto/in-vendita/101736-ossidiana-ls", "Ossidiana Ls"],
  ["/cavalli/102306-vagabondo-vr?showLineage=1", "Vagabondo Vr"],
  ["/cavalli?s=vagab", "Cerca un cavallo"],
  ["/ricerca/cavallo", "Cerca un cavallo"],
  ["/ricerca/cavalli/partenti?s=Arsenio", "Cerca un cavallo tra i partenti"],
  ["/ricerca/figli-in-corsa?q=Nad%20Al%20Sheba", "Figli di Nad Al Sheba in partenza"],
  ["/ipotesi-accoppiamento", "Ipotesi incrocio"],
  ["/ipotesi-accoppiamento?padre=100005&madre=101736", "Ipotesi incrocio"],
];

describe("horses screens in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("renders every route on the server, without JavaScript", async () => {
    const { page } = await openPage(browser, { javaScript: false });
    for (const [path, heading] of ROUTES) {
      const response = await page.goto(baseUrl() + path);
      expect(response?.status(), path).toBe(200);
      expect(await page.getByRole("heading", { level: 1, name: heading }).count(), path).toBe(1);
    }
  });

  it("hydrates the stallion file cleanly, opens the pedigree from its anchor, and passes axe", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl() + STALLION);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Genealogia", exact: true }).click();
    await expect(page.locator("details#genealogia").getAttribute("open")).resolves.not.toBeNull();
    await expect(page.getByText("Coefficiente di consanguineità").isVisible()).resolves.toBe(true);
    await page.getByRole("tab", { name: "Vimeo" }).click();
    await expect(page.locator('iframe[src^="https://player.vimeo.com/video/102306712"]').count()).resolves.toBe(1);
    await expectAccessible(page);
    expect(problems.filter((problem) => !/youtube|vimeo|ERR_|net::/i.test(problem))).toEqual([]);
  });

  it("sends the female line and the production once, as markup, keeps it at hydration and follows its links client-side", async () => {
    const { page, problems } = await openPage(browser);
    const response = await page.goto(baseUrl() + STALLION);
    const html = (await response?.text()) ?? "";
    const hydrationData = html.slice(html.indexOf("streamController.enqueue"));
    const firstFoal = await page.locator('[data-static-section="female-line"] tbody a').first().textContent();
    expect(firstFoal).toBeTruthy();
    // In the markup, not again in the hydration data (where the female line's entries would carry their `foals`).
    expect(html).toContain(firstFoal!);
    expect(hydrationData.length).toBeGreaterThan(0);
    expect(hydrationData).not.toContain("foals");
    await waitForHydration(page);
    expect(await page.locator('[data-static-section="female-line"] tbody tr').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-static-section="production"] tbody tr').count()).toBeGreaterThan(0);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByRole("link", { name: "Linea femminile", exact: true }).click();
    const foalLink = page.locator('[data-static-section="female-line"] tbody a').first();
    const target = (await foalLink.getAttribute("href"))!;
    await foalLink.click();
    await page.waitForURL((url) => url.pathname === target);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems.filter((problem) => !/youtube|vimeo|ERR_|net::/i.test(problem))).toEqual([]);
  });

  it("keeps the pedigree inside its box on a phone", async () => {
    const { page } = await openPage(browser, { width: 375 });
    await page.goto(baseUrl() + "/cavalli/102306-vagabondo-vr?showLineage=1");
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // the page hides horizontal overflow, so check the box itself ends inside the screen
    const box = await page.locator(".pedigree-scroll").first().boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    const scrolls = await page.locator(".pedigree-scroll").first().evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(scrolls).toBe(true);
    await expectAccessible(page);
  });

  it("moves client-side from the horse file to the profile", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl() + STALLION);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByRole("link", { name: "Profilo completo e prestazioni" }).click();
    await page.waitForURL(/\/cavalli\/102306-vagabondo-vr$/);
    await page.getByRole("heading", { name: "Prestazioni", exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems.filter((problem) => !/youtube|vimeo|ERR_|net::/i.test(problem))).toEqual([]);
  });

  it("picks a stallion and a mare as you type and shows their pedigree", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl() + "/ipotesi-accoppiamento");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Visualizza accoppiamenti" });
    await expect(button.count()).resolves.toBe(0);

    const stallion = page.getByRole("combobox", { name: "Stallone" });
    await stallion.pressSequentially("Var");
    await expect(stallion.getAttribute("aria-expanded")).resolves.toBe("false");
    await stallion.pressSequentially("e");
    await page.getByRole("option", { name: /^Varenne/ }).waitFor();
    await expect(stallion.getAttribute("aria-expanded")).resolves.toBe("true");
    await stallion.press("ArrowDown");
    await stallion.press("Enter");
    await expect(stallion.inputValue()).resolves.toBe("Varenne");

    const mare = page.getByRole("combobox", { name: "Fattrice" });
    await mare.pressSequentially("Ossidiana");
    await page.getByRole("option", { name: /^Ossidiana Ls/ }).click();
    await expectAccessible(page);

    await button.click();
    await page.waitForURL(/padre=100005&madre=101736/);
    await page.getByRole("heading", { name: "Varenne + Ossidiana Ls" }).waitFor();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Fai una nuova ipotesi" }).click();
    await page.waitForURL(/\/ipotesi-accoppiamento$/);
    await page.getByRole("combobox", { name: "Stallone" }).waitFor();
    expect(problems).toEqual([]);
  });

  it("asks to keep typing when many horses match", async () => {
    const { page } = await openPage(browser);
    await page.goto(baseUrl() + "/ipotesi-accoppiamento");
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Fattrice" }).pressSequentially("dei g");
    await page.getByText("Molti risultati disponibili: continua a scrivere per affinare la tua ricerca").waitFor();
    expect(await page.getByRole("option").count()).toBeLessThanOrEqual(10);
  });

  it("passes axe on the searches", async () => {
    const { page } = await openPage(browser);
    for (const path of ["/cavalli?s=vagab", "/ricerca/cavalli/partenti?s=Arsenio", "/ricerca/figli-in-corsa?q=Nad%20Al%20Sheba", "/trotto/puledri/100077-nibbio-mz"]) {
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      await expectAccessible(page);
    }
  });
});
