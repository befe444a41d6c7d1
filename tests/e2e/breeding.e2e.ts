import { testWorld } from "../support/world";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, launchBrowser, openPage, pinnedToday, waitForHydration } from "./support/browser";

const SERVER_RENDERED: [path: string, heading: RegExp][] = [
  ["/trotto/puledri", /^Puledri nati nel \d{4}$/],
  ["/trotto/puledri/", /^Puledri nati nel \d{4}$/],
  ["/ricerca/puledri?nome=a", /^Ricerca puledri$/],
  ["/trotto/allevatori", /^Allevatori$/],
  ["/trotto/allevatori?vista=riquadri", /^Allevatori$/],
  ["/trotto/allevatori/2-x", /.+/],
  ["/trotto/stalloni", /^Stalloni$/],
  ["/trotto/stalloni/in-evidenza", /^Stalloni in evidenza$/],
  ["/trotto/stalloni/102306-x/fattrici", /^Le fattrici di /],
  ["/trotto/stalloni/102306-x/figli", /^I figli di /],
  ["/trotto/in-vendita/fattrici", /^Fattrici in vendita$/],
  ["/trotto/in-vendita/carature", /^Carature in vendita$/],
  ["/trotto/in-vendita/puledri", /^Puledri in vendita$/],
  ["/cavalli/aggiungi-puledro", /^Aggiungi un puledro$/],
  ["/cavalli/segui-cavallo", /^Segui il cavallo$/],
];

async function heading(page: Page): Promise<string> {
  return (await page.getByRole("heading", { level: 1 }).first().textContent())?.trim() ?? "";
}

describe("breeding screens in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("server-renders every route without JavaScript", async () => {
    const { page } = await openPage(browser, { javaScript: false });
    for (const [path, title] of SERVER_RENDERED) {
      const response = await page.goto(baseUrl() + path);
      expect(response?.status(), path).toBe(200);
      expect(await heading(page), path).toMatch(title);
    }
  });

  it.each(SERVER_RENDERED.map(([path]) => path))("hydrates %s without console errors and passes axe", async (path) => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl() + path);
    await waitForHydration(page);
    await expectAccessible(page);
    expect(problems, path).toEqual([]);
    await page.context().close();
  });

  it("has no page overflow on a phone", async () => {
    const { page } = await openPage(browser, { width: 375 });
    for (const path of ["/trotto/puledri", "/trotto/allevatori/2-x", "/cavalli/aggiungi-puledro", "/trotto/stalloni"]) {
      await page.goto(baseUrl() + path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  it("filters the foal list as you type, keeps the text in the URL, and changes year client-side", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl() + "/trotto/puledri");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const rows = page.locator("tr.foal-row");
    const before = await rows.count();
    expect(before).toBeGreaterThan(1);
    const firstName = (await page.locator("tr.foal-row .foal-name").first().textContent())!.replace(/[♀♂]|femmina|maschio/g, "").trim();
    await page.getByLabel("Cerca per nome").fill(firstName);
    await page.waitForURL(/q=/);
    expect(await rows.count()).toBeLessThan(before + 1);
    expect(await rows.count()).toBeGreaterThan(0);
    await page.getByRole("link", { name: /Cancella/ }).click();
    await expect.poll(() => rows.count()).toBe(before);
    const currentYear = pinnedToday().getUTCFullYear();
    await page.getByLabel("Anno di nascita").selectOption(String(currentYear));
    await page.waitForURL(new RegExp(`year=${currentYear}`));
    await page.getByRole("heading", { name: `Puledri nati nel ${currentYear}` }).waitFor();
    expect(await page.getByRole("link", { name: "Inserisci il tuo puledro" }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  it("moves between for-sale lists client-side", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl() + "/trotto/in-vendita/fattrici");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole("navigation", { name: "Liste in vendita" }).getByRole("link", { name: "Carature in vendita" }).click();
    await page.getByRole("heading", { level: 1, name: "Carature in vendita" }).waitFor();
    await page.locator("table.data-table tbody tr").first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  it("adds a foal with JavaScript: warning, breeder autocomplete, dam search, success and another", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl() + "/cavalli/aggiungi-puledro");
    await waitForHydration(page);
    const currentYear = pinnedToday().getUTCFullYear();
    await page.getByLabel("Anno di nascita").selectOption(String(currentYear));
    await page.getByLabel("Nome").fill("Qwerty Prova");
    await page.getByText(`I puledri nati ${currentYear} dovrebbero iniziare con la lettera`).waitFor();
    await page.getByLabel("Femmina").check();
    await page.getByRole("combobox", { name: "Madre" }).fill("Moni Maker");
    await page.getByRole("listbox", { name: "Madre" }).getByRole("option").first().click();
    expect(await page.locator('input[name="dam"]').inputValue()).toMatch(/^\d+$/);
    await page.getByRole("combobox", { name: /Allevatore/ }).fill("all");
    const breeders = page.getByRole("listbox", { name: "Allevatori suggeriti" }).getByRole("option");
    await breeders.first().click();
    expect(await page.locator('input[name="breeder"]').inputValue()).toMatch(/^\d+$/);
    await page.getByLabel("Telefono").fill("333 1234567");
    await page.getByRole("button", { name: "Invia" }).click();
    await page.getByText("Puledro inserito").waitFor();
    expect(await page.locator(".success-icon").count()).toBe(1);
    await page.getByRole("link", { name: "Aggiungi un altro puledro" }).click();
    await page.getByRole("button", { name: "Invia" }).waitFor();
    expect(await page.getByLabel("Nome").inputValue()).toBe("");
    expect(problems).toEqual([]);
  });

  it("shows server errors next to the fields with JavaScript and keeps the typed values; reset clears", async () => {
    const { page } = await openPage(browser);
    await page.goto(baseUrl() + "/cavalli/aggiungi-puledro");
    await waitForHydration(page);
    await page.getByLabel("Nome").fill("Nuvola");
    await page.getByLabel("Maschio").check();
    await page.getByLabel("Anno di nascita").selectOption({ index: 1 });
    await page.getByRole("combobox", { name: /Allevatore/ }).fill("Nessuno conosciuto");
    await page.getByLabel("Telefono").fill("non un numero");
    await page.getByRole("button", { name: "Invia" }).click();
    await page.getByText("Numero di telefono non valido", { exact: false }).first().waitFor();
    expect(await page.getByLabel("Nome").inputValue()).toBe("Nuvola");
    expect(await page.getByLabel("Telefono").inputValue()).toBe("non un numero");
    // The action's answer is followed by a revalidation of the page's data: check once it has settled.
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(() => document.title.endsWith("| Sulky"));
    await expectAccessible(page);
    await page.getByRole("button", { name: "Cancella tutto" }).click();
    expect(await page.getByLabel("Nome").inputValue()).toBe("");
    expect(await page.getByLabel("Telefono").inputValue()).toBe("");
  });

  it("adds a foal without JavaScript", async () => {
    const { page } = await openPage(browser, { javaScript: false });
    await page.goto(baseUrl() + "/cavalli/aggiungi-puledro");
    await page.getByLabel("Nome").fill("Nuvola Grif");
    await page.getByLabel("Femmina").check();
    await page.getByLabel("Anno di nascita").selectOption({ index: 1 });
    await page.getByRole("combobox", { name: "Padre" }).fill("Varenne");
    // Without JavaScript the breeder is named in full (a partial name is refused: it must be one of the breeders).
    await page.getByRole("combobox", { name: /Allevatore/ }).fill(testWorld(pinnedToday()).dataset.breeders[0].Nome);
    await page.getByLabel("Telefono").fill("abc");
    await page.getByRole("button", { name: "Invia" }).click();
    await page.getByText("Numero di telefono non valido", { exact: false }).first().waitFor();
    expect(await page.getByLabel("Nome").inputValue()).toBe("Nuvola Grif");
    expect(await page.getByRole("combobox", { name: "Padre" }).inputValue()).toBe("Varenne");
    await page.getByLabel("Telefono").fill("333 7654321");
    await page.getByRole("button", { name: "Invia" }).click();
    await page.getByText("Puledro inserito").waitFor();
    expect(await page.getByRole("link", { name: "Aggiungi un altro puledro" }).count()).toBe(1);
  });

  it("follows horses with JavaScript through the search dialog", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl() + "/cavalli/segui-cavallo");
    await waitForHydration(page);
    expect(await page.getByRole("button", { name: "Conferma" }).count()).toBe(0);
    await page.getByLabel("Email").fill("fan@example.it");
    await page.getByRole("button", { name: "Cerca un cavallo" }).click();
    const dialog = page.getByRole("dialog", { name: "Cerca un cavallo" });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole("combobox").fill("Varenne");
    await dialog.getByRole("listbox").getByRole("option").first().click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Cerca un cavallo");
    await page.getByRole("button", { name: "Cerca un cavallo" }).click();
    await dialog.getByRole("combobox").fill("Moni Maker");
    await dialog.getByRole("listbox").getByRole("option").first().click();
    expect(await page.locator('input[name="horseCode"]').count()).toBe(2);
    await page
      .getByRole("button", { name: /^Rimuovi/ })
      .first()
      .click();
    expect(await page.locator('input[name="horseCode"]').count()).toBe(1);
    await page.getByRole("button", { name: "Conferma" }).click();
    await page.getByText("Iscrizione confermata", { exact: false }).waitFor();
    // The horse just followed, offered as a calendar of its upcoming starts.
    const calendarLink = page.getByRole("link", { name: /Le (sue|loro) partenze nel tuo calendario/ });
    const feed = await calendarLink.getAttribute("href");
    expect(feed).toMatch(/^\/calendario\.ics\?cavalli=\d+$/);
    const answer = await page.request.get(baseUrl() + feed);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await answer.text()).toContain("BEGIN:VCALENDAR");
    await expectAccessible(page);
    expect(await page.getByLabel("Email").inputValue()).toBe("");
    expect(await page.locator('input[name="horseCode"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("follows a horse without JavaScript using the search step", async () => {
    const { page } = await openPage(browser, { javaScript: false });
    await page.goto(baseUrl() + "/cavalli/segui-cavallo");
    await page.getByLabel("Email").fill("fan@example.it");
    await page.getByRole("combobox", { name: "Nome del cavallo da cercare" }).fill("Varenne");
    await page.getByRole("button", { name: "Cerca", exact: true }).click();
    await page
      .getByRole("button", { name: /^Aggiungi/ })
      .first()
      .click();
    expect(await page.getByLabel("Email").inputValue()).toBe("fan@example.it");
    await page.getByRole("button", { name: "Conferma" }).click();
    await page.getByText("Iscrizione confermata", { exact: false }).waitFor();
    // The horse just followed, offered as a calendar of its upcoming starts.
    const calendarLink = page.getByRole("link", { name: /Le (sue|loro) partenze nel tuo calendario/ });
    const feed = await calendarLink.getAttribute("href");
    expect(feed).toMatch(/^\/calendario\.ics\?cavalli=\d+$/);
    const answer = await page.request.get(baseUrl() + feed);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await answer.text()).toContain("BEGIN:VCALENDAR");
    expect(await page.getByLabel("Email").inputValue()).toBe("");
  });
});
