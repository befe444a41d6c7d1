import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testWorld } from "../support/world";
import { baseUrl, expectAccessible, launchBrowser, openPage, pinnedToday, waitForHydration } from "./support/browser";

/** The showcase horses of the world the fakes run for the pinned day (docs/FAKES.md). */
const world = testWorld(pinnedToday());
const stallion = world.horse(world.showcase.stallionWithEverything);
const mare = world.horse(world.showcase.mareWithEverything);
const noData = world.horse(world.showcase.horseWithNoData);
const STALLION = `/trotto/stalloni/${stallion.slug}`;
const SEARCH = stallion.name.slice(0, 5).toLowerCase();
const ENTERED = world.showcase.drawSearch;
/** A stallion with several sons among the entries. */
const SIRE = world.sireWithMostRunners(world.meeting(world.showcase.entryDay.date, world.showcase.entryDay.ippodromo)).name;

/** Every horses route, with the heading its server-rendered page must carry. */
const ROUTES: [string, string][] = [
  [STALLION, stallion.name],
  [`/trotto/fattrici/${mare.slug}`, mare.name],
  [`/trotto/puledri/${noData.slug}`, noData.name],
  [`/trotto/in-vendita/${mare.slug}`, mare.name],
  [`/cavalli/${stallion.slug}?showLineage=1`, stallion.name],
  [`/cavalli?s=${SEARCH}`, "Cerca un cavallo"],
  ["/ricerca/cavallo", "Cerca un cavallo"],
  [`/ricerca/cavalli/partenti?s=${ENTERED}`, "Cerca un cavallo tra i partenti"],
  [`/ricerca/figli-in-corsa?q=${encodeURIComponent(SIRE)}`, `Figli di ${SIRE} in partenza`],
  ["/ipotesi-accoppiamento", "Ipotesi incrocio"],
  [`/ipotesi-accoppiamento?padre=100005&madre=${mare.code}`, "Ipotesi incrocio"],
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
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(baseUrl() + STALLION);
    await waitForHydration(page);
    // The size budget (scripts/check-bundle-size.ts) leaves the route manifest module out: lazy route
    // discovery inlines what the page needs, so the browser must never fetch it.
    expect(scripts.some((script) => script.startsWith("/assets/entry.client-"))).toBe(true);
    expect(scripts.filter((script) => /^\/assets\/manifest-/.test(script))).toEqual([]);
    await page.getByRole("link", { name: "Genealogia", exact: true }).click();
    await expect(page.locator("details#genealogia").getAttribute("open")).resolves.not.toBeNull();
    await expect(page.getByText("Coefficiente di consanguineità").isVisible()).resolves.toBe(true);
    await page.getByRole("tab", { name: "Vimeo" }).click();
    const vimeo = stallion.videos
      .find((video) => video.label === "Vimeo")!
      .path.split("/")
      .pop();
    // no player is loaded until it is asked for; the play button puts it in place, playing, and focused
    await expect(page.locator("iframe").count()).resolves.toBe(0);
    await page.getByRole("link", { name: /^Guarda il video su Vimeo/ }).click();
    const player = page.locator(`iframe[src^="https://player.vimeo.com/video/${vimeo}"]`);
    await expect(player.count()).resolves.toBe(1);
    expect(await player.getAttribute("src")).toContain("autoplay=1");
    expect(await player.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(page);
    expect(problems.filter((problem) => !/youtube|vimeo|ERR_|net::/i.test(problem))).toEqual([]);
  });

  it("keeps the pedigree through an anchor clicked while the lineage code is still on the way", async () => {
    const { page, problems } = await openPage(browser);
    // the pedigree's and female line's code arrive two seconds late, as on a slow phone
    await page.route(/\/assets\/(female-line|pedigree-block)-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto(baseUrl() + STALLION, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("link", { name: "Genealogia", exact: true }).click();
    await page.waitForTimeout(300);
    // static sections: the server's markup stays, whatever the address does before the code arrives
    expect(await page.locator(".pedigree-grid").count()).toBe(1);
    await expect(page.locator("details#genealogia").getAttribute("open")).resolves.not.toBeNull();
    await waitForHydration(page);
    expect(await page.locator(".pedigree-grid").count()).toBe(1);
    expect(problems.filter((problem) => !/youtube|vimeo|ERR_|net::/i.test(problem))).toEqual([]);
  });

  it("sends the female line, the pedigree and the production once, as markup, keeps it at hydration and follows its links client-side", async () => {
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
    // nor the pedigree's generations
    expect(html).toContain('class="pedigree-grid"');
    expect(hydrationData).not.toContain("generations");
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

  it.each([true, false])(
    "shows three pedigree generations on a phone and the deeper ones one tap away (JavaScript: %s)",
    async (javaScript) => {
      const { page } = await openPage(browser, { width: 375, javaScript });
      await page.goto(baseUrl() + `/cavalli/${stallion.slug}?showLineage=1`);
      if (javaScript) await waitForHydration(page);
      await page.evaluate(() =>
        document.querySelectorAll("details#genealogia").forEach((details) => ((details as HTMLDetailsElement).open = true)),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const pedigree = page.locator(".pedigree").first();
      // the shown generations' headings and their first ancestor lie inside the screen, nothing scrolls sideways
      const shown = () =>
        pedigree.evaluate((element) =>
          [...element.querySelectorAll(".pedigree-heading")]
            .filter((heading) => {
              const box = heading.getBoundingClientRect();
              return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
            })
            .map((heading) => heading.textContent),
        );
      expect(await shown()).toEqual(["Genitori", "Nonni", "Bisnonni"]);
      expect(await pedigree.locator(".pedigree-scroll").evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
      await pedigree.getByText("3–5", { exact: true }).click();
      expect(await shown()).toEqual(["Bisnonni", "Trisnonni", "Bisarcavoli"]);
      // the crossings stay marked in the deeper window
      expect(await pedigree.locator(".gen-5 .pedigree-duplicated, .gen-4 .pedigree-duplicated").first().isVisible()).toBe(true);
      if (javaScript) await expectAccessible(page);
    },
  );

  it("moves client-side from the horse file to the profile", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl() + STALLION);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByRole("link", { name: "Profilo completo e prestazioni" }).click();
    await page.waitForURL(new RegExp(`/cavalli/${stallion.slug}$`));
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

    const sirePicker = page.getByRole("combobox", { name: "Stallone" });
    await sirePicker.pressSequentially("Var");
    await expect(sirePicker.getAttribute("aria-expanded")).resolves.toBe("false");
    await sirePicker.pressSequentially("e");
    await page.getByRole("option", { name: /^Varenne/ }).waitFor();
    await expect(sirePicker.getAttribute("aria-expanded")).resolves.toBe("true");
    await sirePicker.press("ArrowDown");
    await sirePicker.press("Enter");
    await expect(sirePicker.inputValue()).resolves.toBe("Varenne");

    const damPicker = page.getByRole("combobox", { name: "Fattrice" });
    await damPicker.pressSequentially(mare.name.split(" ")[0]);
    await page.getByRole("option", { name: new RegExp(`^${mare.name}`) }).click();
    await expectAccessible(page);

    await button.click();
    await page.waitForURL(new RegExp(`padre=100005&madre=${mare.code}`));
    await page.getByRole("heading", { name: `Varenne + ${mare.name}` }).waitFor();
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
    for (const path of [
      `/cavalli?s=${SEARCH}`,
      `/ricerca/cavalli/partenti?s=${ENTERED}`,
      `/ricerca/figli-in-corsa?q=${encodeURIComponent(SIRE)}`,
      `/trotto/puledri/${noData.slug}`,
    ]) {
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      await expectAccessible(page);
    }
  });
});
