import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseUrl, expectAccessible, launchBrowser, openPage, waitForHydration } from "./support/browser";

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

async function setFault(path: string, fault: string | null, fake: "content" | "trotting" = "content") {
  const origin = new URL(inject("fakeUrls")[fake]).origin;
  if (fault === null) await fetch(`${origin}/__fake/faults`, { method: "DELETE" });
  else
    await fetch(`${origin}/__fake/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path, fault }),
    });
}

describe("rankings, news and static pages in Chromium", () => {
  let browser: Browser;
  let entityRankingPath: string;
  let postPath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const { page } = await openPage(browser, { javaScript: false });
    await page.goto(baseUrl() + "/trotto/classifiche/stalloni");
    entityRankingPath = (await page.locator("tbody a").first().getAttribute("href")) ?? "";
    await page.goto(baseUrl() + "/news");
    postPath = (await page.locator(".news-card-main h2 a").getAttribute("href")) ?? "";
    await page.context().close();
  });
  afterAll(async () => browser?.close());

  it("server-renders every route without JavaScript", async () => {
    const { page } = await openPage(browser, { javaScript: false });
    const expectations: [string, RegExp][] = [
      ["/trotto/classifiche/leaders", /^Classifica cavalli \d{4}$/],
      ["/trotto/classifiche/stalloni", /^Classifica stalloni \d{4}$/],
      [entityRankingPath, / — \d{4}$/],
      ["/news", /^Notizie$/],
      [postPath, /\S/],
      ["/chi-siamo", /^Chi siamo$/],
      ["/contatti", /^Contatti$/],
      ["/privacy", /^Privacy$/],
    ];
    for (const [path, heading] of expectations) {
      const response = await page.goto(baseUrl() + path);
      expect(response?.status(), path).toBe(200);
      expect((await page.locator("h1").first().textContent())?.trim(), path).toMatch(heading);
      await expect(page.title()).resolves.toMatch(/\| Sulky$/);
    }
    await page.context().close();
  });

  it("works without JavaScript: the ranking's GET form changes the year", async () => {
    const { page } = await openPage(browser, { javaScript: false });
    await page.goto(baseUrl() + "/trotto/classifiche/stalloni");
    const year = await page.locator('select[name="year"] option').nth(1).getAttribute("value");
    await page.selectOption('select[name="year"]', year!);
    await page.getByRole("button", { name: "Mostra" }).click();
    await page.waitForURL(new RegExp(`year=${year}`));
    expect(await page.locator("h1").textContent()).toBe(`Classifica stalloni ${year}`);
    await page.context().close();
  });

  it.each(["/trotto/classifiche/stalloni", "entity-ranking", "/news", "post", "/chi-siamo"])(
    "%s passes axe without console errors and does not overflow a phone",
    async (which) => {
      const path = which === "entity-ranking" ? entityRankingPath : which === "post" ? postPath : which;
      const { page, problems } = await openPage(browser);
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      await expectAccessible(page);
      expect(problems, path).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at 375px`).toBeLessThanOrEqual(0);
      await page.context().close();
    },
    120_000,
  );

  it("pages through the news client-side with the spinner while loading", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl() + "/news");
    await waitForHydration(page);
    await markDocument(page);
    expect(await page.getByRole("link", { name: "« Precedente" }).count()).toBe(0);
    await setFault("^/wp-json/wp/v2/posts\\?.*page=2", "latency=1500");
    try {
      await page.getByRole("link", { name: "Successivo »" }).click();
      await expect(page.getByText("Sto caricando le notizie...").waitFor({ timeout: 1400 })).resolves.toBeUndefined();
      await page.waitForURL(/\/news\?page=2$/);
      await page.getByRole("link", { name: "« Precedente" }).waitFor();
    } finally {
      await setFault("", null);
    }
    expect(await isSameDocument(page)).toBe(true);
    await page.getByRole("link", { name: "« Precedente" }).click();
    await page.waitForURL(/\/news$/);
    // The address changes a moment before the new page renders: wait for page 1 itself.
    await page.getByRole("link", { name: "« Precedente" }).waitFor({ state: "detached" });
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("reloads the ranking client-side with 25 skeleton rows when the year changes, and sorts by a column", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl() + "/trotto/classifiche/stalloni");
    await waitForHydration(page);
    await markDocument(page);
    const year = await page.locator('select[name="year"] option').nth(2).getAttribute("value");
    await setFault("^/api/v2/classifiche\\?", "latency=1500", "trotting");
    try {
      await page.selectOption('select[name="year"]', year!);
      await page.locator(".skeleton-table").waitFor({ timeout: 1400 });
      expect(await page.locator(".skeleton-table tr").count()).toBe(25);
      await page.waitForURL(new RegExp(`year=${year}`));
      await page.getByRole("heading", { name: `Classifica stalloni ${year}` }).waitFor();
    } finally {
      await setFault("", null, "trotting");
    }
    await page.getByRole("link", { name: /^Corse: ordina/ }).click();
    await page.waitForURL(/sort=Corse&dir=asc/);
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it(
    "follows a link in a post's body to another post through the router: its address, title and body, no document load; Back and Forward too",
    { timeout: 120_000 },
    async () => {
      const { internalLinks } = (await (await fetch(`${new URL(inject("fakeUrls").content).origin}/__fake/newsroom-cases`)).json()) as {
        internalLinks: number;
      };
      // What each post shows, read from its own document first (without JavaScript).
      const plain = await openPage(browser, { javaScript: false });
      const shown = async (path: string) => {
        await plain.page.goto(baseUrl() + path);
        return {
          path: new URL(plain.page.url()).pathname,
          title: (await plain.page.locator("h1").textContent())!.trim(),
          body: (await plain.page.locator(".post-body").innerText()).trim(),
        };
      };
      const linking = await shown(`/news/${internalLinks}`);
      await plain.page.goto(baseUrl() + linking.path);
      const hrefOf = (name: string) => plain.page.getByRole("link", { name }).getAttribute("href");
      // One link by the other post's permalink, one by WordPress's ?p= (Sulky's address without the slug, which redirects).
      const names = ["il resoconto del Gran Premio", "la seconda notizia"];
      const hrefs = [await hrefOf(names[0]), await hrefOf(names[1])];
      const targets = [
        { name: names[0], post: await shown(hrefs[0]!) },
        { name: names[1], post: await shown(hrefs[1]!) },
      ];
      await plain.page.context().close();
      expect(linking.body).toContain("Leggi anche");

      const { page, problems } = await openPage(browser);
      const documents: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents.push(request.url());
      });
      const onScreen = async () => ({
        path: new URL(page.url()).pathname,
        title: (await page.locator("h1").textContent())!.trim(),
        body: (await page.locator(".post-body").innerText()).trim(),
      });
      await page.goto(baseUrl() + linking.path);
      await waitForHydration(page);
      await markDocument(page);
      documents.length = 0;
      for (const target of targets) {
        await page.locator(".post-body").getByRole("link", { name: target.name }).click();
        await page.waitForURL((url) => url.pathname === target.post.path);
        await page.getByRole("heading", { level: 1, name: target.post.title, exact: true }).waitFor();
        expect(await onScreen()).toEqual(target.post);
        expect(await isSameDocument(page)).toBe(true);
        // Back to the linking post (from the visitor's page cache), and Forward again: each page shows its own body.
        await page.goBack();
        await page.getByRole("heading", { level: 1, name: linking.title, exact: true }).waitFor();
        expect(await onScreen()).toEqual(linking);
        await page.goForward();
        await page.getByRole("heading", { level: 1, name: target.post.title, exact: true }).waitFor();
        expect(await onScreen()).toEqual(target.post);
        await page.goBack();
        await page.getByRole("heading", { level: 1, name: linking.title, exact: true }).waitFor();
        expect(await onScreen()).toEqual(linking);
      }
      expect(documents).toEqual([]);
      expect(await isSameDocument(page)).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it(
    "a tap on a post's link while the page is still hydrating shows the post it leads to, never the page being left",
    { timeout: 180_000 },
    async () => {
      const { internalLinks } = (await (await fetch(`${new URL(inject("fakeUrls").content).origin}/__fake/newsroom-cases`)).json()) as {
        internalLinks: number;
      };
      const { page } = await openPage(browser);
      await page.goto(`${baseUrl()}/news/${internalLinks}`);
      const link = page.locator(".post-body").getByRole("link", { name: "il resoconto del Gran Premio" });
      const href = (await link.getAttribute("href"))!;
      // A slow phone: the scripts arrive and hydrate while the visitor already taps.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
      const seen: string[] = [];
      for (const delay of [0, 50, 100, 150, 200, 300]) {
        await page.goto(`${baseUrl()}/news/${internalLinks}`, { waitUntil: "commit" });
        await link.waitFor();
        if (delay) await page.waitForTimeout(delay);
        await link.click({ noWaitAfter: true });
        await page.waitForURL((url) => url.pathname === href);
        // Whether the tap reached the router or the browser loaded the page, the post on screen is the one in the address.
        await page
          .locator("h1", { hasNotText: /^Il weekend del trotto/ })
          .waitFor({ timeout: 20_000 })
          .catch(() => {});
        const body = await page.locator(".post-body").innerText();
        seen.push(
          `${delay} ms: ${(await page.locator("h1").textContent())?.trim()} | ${body.includes("Leggi anche") ? "corpo precedente" : "corpo nuovo"}`,
        );
      }
      expect(seen.filter((line) => /Il weekend del trotto|corpo precedente/.test(line))).toEqual([]);
      await page.context().close();
    },
  );

  it("shows a post's share bar with plain links and copies the link with JavaScript", async () => {
    const { page, problems } = await openPage(browser);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await page.goto(baseUrl() + postPath);
    await waitForHydration(page);
    const share = page.getByRole("navigation", { name: "Condividi" });
    for (const name of ["WhatsApp", "Facebook", "X", "Telegram", "E-mail"])
      expect(await share.getByRole("link", { name: new RegExp(`^${name}`) }).count()).toBe(1);
    await share.getByRole("link", { name: "Copia link" }).click();
    await share.getByText("Link copiato", { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(postPath);
    expect(await page.getByRole("link", { name: "Seguici su Google News" }).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
