import ICAL from "ical.js";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testWorld } from "../support/world";
import { baseUrl, expectAccessible, launchBrowser, openPage, pinnedToday, waitForHydration } from "./support/browser";

const world = testWorld(pinnedToday());
/** A horse in training: it has raced (several starts), and it is entered in the coming days. */
const { offsets } = world.dataset.world.startsByHorse;
const entered = world.dataset.meetings
  .filter((meeting) => meeting.kind === "partenti")
  .flatMap((meeting) => meeting.races.flatMap((race) => race.rows.map((row) => world.horse(row.horseCode))));
const racer = entered.find((horse) => offsets[horse.index + 1] - offsets[horse.index] > 8)!;
const PROFILE = `/cavalli/${racer.slug}`;
const mare = world.horse(world.showcase.mareWithEverything);
const STALLIONS_FOR_MARE = "/ipotesi-accoppiamento/stalloni";

describe("everyday tools in Chromium: form charts, CSV, calendar", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("draws the form at a glance on the server, at a fixed size, readable without JavaScript", async () => {
    const { page } = await openPage(browser, { javaScript: false, width: 375 });
    await page.goto(baseUrl() + PROFILE);
    const charts = page.locator(".form-charts svg[role=img]");
    expect(await charts.count()).toBeGreaterThanOrEqual(2);
    const labels = await charts.evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute("aria-label") ?? ""));
    expect(labels[0]).toMatch(/^Ultimi \d+ piazzamenti di /);
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it("keeps the charts where they are while the page hydrates, and passes axe", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl() + PROFILE);
    const strip = page.locator(".form-chart--strip svg");
    const before = await strip.boundingBox();
    await waitForHydration(page);
    expect(await strip.boundingBox()).toEqual(before);
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shifts).toBeLessThan(0.1);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  it("offers the horse's starts as a calendar that a calendar parser reads", async () => {
    const { page } = await openPage(browser);
    await page.goto(baseUrl() + PROFILE);
    const href = await page.getByRole("link", { name: /Le sue partenze nel tuo calendario/ }).getAttribute("href");
    expect(href).toBe(`${PROFILE}/partenti.ics`);
    const answer = await page.request.get(baseUrl() + href);
    expect(answer.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const events = new ICAL.Component(ICAL.parse(await answer.text())).getAllSubcomponents("vevent");
    expect(events.length).toBeGreaterThan(0);
    expect(String(events[0].getFirstPropertyValue("summary"))).toContain(racer.name);
  });

  it("downloads the breeders and a ranking as CSV from their pages, which pass axe", async () => {
    const { page } = await openPage(browser);
    for (const path of ["/trotto/allevatori", "/trotto/classifiche/stalloni"]) {
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      const link = page.getByRole("link", { name: /Scarica in CSV/ });
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const answer = await page.request.get(baseUrl() + (await link.getAttribute("href")));
      expect(answer.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect((await answer.body()).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      await expectAccessible(page);
    }
  });

  it("ranks the stallions for a mare without JavaScript, from a shareable address, on a phone", async () => {
    const { page } = await openPage(browser, { javaScript: false, width: 375 });
    await page.goto(baseUrl() + STALLIONS_FOR_MARE);
    await page.getByRole("combobox", { name: "Fattrice" }).fill(mare.name);
    await page.getByLabel("Consanguineità massima (%)").fill("6,25");
    await page.getByRole("button", { name: "Trova gli stalloni" }).click();
    // the name is resolved on the server and the address keeps only the mare's code and the filters
    await page.waitForURL(new RegExp(`fattrice=${mare.code}&coiMax=6%2C25$`));
    await page.getByRole("heading", { name: `Gli stalloni per ${mare.name}` }).waitFor();
    const rows = page.locator(".mating-result tbody tr");
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it("filters, sorts and opens the full hypothesis of a pair after hydration, and passes axe", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}${STALLIONS_FOR_MARE}?fattrice=${mare.code}`);
    await waitForHydration(page);
    await expectAccessible(page);
    await page.getByLabel("Solo gli stalloni sponsor").check();
    await page.getByLabel("Ordina per").selectOption("monta");
    await page.getByRole("button", { name: "Trova gli stalloni" }).click();
    await page.waitForURL(/sponsor=1&ordine=monta/);
    await page.getByText(/stalloni su \d+ in attività rispettano i filtri/).waitFor();
    const rows = page.locator(".mating-result tbody tr");
    await rows.first().waitFor();
    expect(await rows.count()).toBe(await page.locator(".mating-result .stallion-match-badge").count());
    await expectAccessible(page);
    const firstStallion = await rows.first().locator("td").first().getByRole("link").innerText();
    await rows
      .first()
      .getByRole("link", { name: /Ipotesi completa/ })
      .click();
    await page.waitForURL(new RegExp(`/ipotesi-accoppiamento\\?padre=\\d+&madre=${mare.code}$`));
    await page.getByRole("heading", { name: `${firstStallion} + ${mare.name}` }).waitFor();
    expect(problems).toEqual([]);
  });

  it("shows what a starting number is worth as an SVG chart beside its table, filtered by a GET form without JavaScript, and passes axe", async () => {
    const { page } = await openPage(browser, { javaScript: false, width: 375 });
    // The server computes the statistics in the background after it starts: until then the page says so.
    await expect
      .poll(
        async () => {
          await page.goto(baseUrl() + "/trotto/statistiche/numeri");
          return page.locator(".number-stats").count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    await page.locator("select[name=partenza]").selectOption("nastri");
    await page.locator("select[name=distanza]").selectOption("media");
    await page.getByRole("button", { name: "Mostra" }).click();
    await page.waitForURL(/partenza=nastri&distanza=media/);
    const chart = page.locator(".number-chart svg[role=img]");
    expect(await chart.getAttribute("aria-label")).toMatch(
      /^Percentuale di vittorie e di piazzamenti per numero di partenza, in tutti gli ippodromi, partenza nastri/,
    );
    expect(await page.locator(".number-stats table tbody tr").count()).toBeGreaterThan(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The same address, shared, in a browser with JavaScript: the same filters, and no serious accessibility problem.
    const shared = await openPage(browser);
    await shared.page.goto(page.url());
    await waitForHydration(shared.page);
    expect(await shared.page.locator("select[name=distanza]").inputValue()).toBe("media");
    await expectAccessible(shared.page);
    expect(shared.problems).toEqual([]);
  });

  it("gives each drawn number its win % at the track on the draws page, linked to the statistics", async () => {
    const { page, problems } = await openPage(browser);
    const entry = world.showcase.entryDay;
    await page.goto(`${baseUrl()}/trotto/sorteggi/${entry.date}/${entry.ippodromo}/${entry.race}`);
    await waitForHydration(page);
    const rate = page.locator("a.draw-win-rate").first();
    expect(await rate.textContent()).toMatch(/^\d+,\d%$/);
    await rate.click();
    await page.waitForURL(new RegExp(`/trotto/statistiche/numeri\\?ippodromo=${entry.ippodromo}#numero-`));
    // the address changes as the navigation commits; React renders the statistics just after
    await page.locator(".number-chart svg[role=img]").first().waitFor();
    expect(await page.locator(".number-chart svg[role=img]").count()).toBe(1);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });
});
