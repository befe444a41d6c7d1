import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ageAllLaravelSessions, peersOrSkip, type PeersState } from "../support/peers";
import { launchBrowser, openPage } from "./support/browser";
import { startSulky } from "./support/sulky-process";

/**
 * Sulky as a visitor meets it in front of the real peers, not the fakes: a WordPress 6.1 and a
 * Laravel 8 app from Debian's packages (peers/, docs/FAKES.md). The news, the static pages and
 * the whole FantaTrotto flow without JavaScript, once. This file starts its own Sulky (the
 * production build) on the peers; the trotting data still come from the fake.
 */
const peers: PeersState | null = await peersOrSkip("e2e sui peer reali");

/** Laravel's and WordPress's own English must never reach a page. */
const ENGLISH =
  /The given data|Too Many Attempts|These credentials|Unauthenticated|The email|The password|field is required|Sorry, you are not allowed/;

const PASSWORD = "segreta123";
const email = `peer-e2e-${Date.now()}@example.it`;
const euros = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

describe.skipIf(!peers)("Sulky in front of the real WordPress and Laravel", () => {
  let browser: Browser;
  let sulky: { baseUrl: string; stop(): Promise<void> };
  const seen: string[] = [];
  const url = (path: string) => sulky.baseUrl + path;
  const cases = () => peers!.wordpress.cases as Record<string, number>;
  async function visible(page: Page) {
    const text = await page.locator("main").innerText();
    seen.push(text);
    return text;
  }

  beforeAll(async () => {
    sulky = await startSulky({
      TROTTO_API_URL: inject("fakeUrls").trotting,
      CONTENT_API_URL: peers!.wordpress.apiUrl,
      FANTASY_API_URL: peers!.laravel.url,
      SULKY_TODAY: inject("today"),
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await sulky?.stop();
  });

  it(
    "shows the news and the static pages from WordPress: encoded slugs, entities, links, shares, unpublished pages",
    { timeout: 120_000 },
    async () => {
      const { page } = await openPage(browser);
      await page.goto(url("/"));
      const tokyo = page.getByRole("link", { name: /Trotto a Tokyo 東京/ }).first();
      const href = (await tokyo.getAttribute("href"))!;
      expect(href).toMatch(/^\/news\/\d+-trotto-a-tokyo-%E6%9D%B1%E4%BA%AC-/);
      const post = await page.goto(url(href));
      expect(post!.status()).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Trotto a Tokyo 東京 🏇: la prima corsa in Giappone");
      expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(new RegExp(`^${sulky.baseUrl}/media/`));

      // a link inside a post's body leads to Sulky's own page of the other post
      const linking = await page.goto(url(`/news/${cases().internalLinks}`));
      expect(linking!.status()).toBe(200);
      await page.getByRole("link", { name: "il resoconto del Gran Premio" }).click();
      await page.waitForURL(new RegExp(`/news/${cases().entityTitle}-`));
      // the router moves to the other post without a reload: its heading follows the address
      await page.getByRole("heading", { level: 1, name: /^L’ultima corsa dell’anno/ }).waitFor();
      await visible(page);

      await page.goto(url(`/news/${cases().passwordProtected}`));
      expect(await visible(page)).toContain("Questo articolo è protetto da password");
      await page.goto(url(`/news/${cases().millennium}`));
      expect(await page.locator("time.post-date").textContent()).toBe("1 gennaio 2000");

      for (const hidden of [cases().draft, cases().private, cases().scheduled, cases().trashed]) {
        expect((await page.goto(url(`/news/${hidden}`)))!.status(), String(hidden)).toBe(404);
      }
      for (const path of ["/chi-siamo", "/contatti"]) expect((await page.goto(url(path)))!.status(), path).toBe(200);
      // a fresh WordPress keeps its privacy page (id 3) a draft: Sulky has no such page, rather than an error
      const privacy = await page.goto(url("/privacy"));
      expect(privacy!.status()).toBe(404);
      expect(await visible(page)).toContain("Ops... Non ho trovato questa pagina...");

      const news = await page.goto(url("/news"));
      expect(news!.status()).toBe(200);
      const sitemap = await (await fetch(url("/sitemap-news.xml"))).text();
      expect(sitemap).toContain(`${sulky.baseUrl}${href}`);
      expect(seen.join("\n")).not.toMatch(ENGLISH);
    },
  );

  it(
    "plays FantaTrotto without JavaScript: register, log in, buy, sell, an expired session, throttles, log out",
    { timeout: 180_000 },
    async () => {
      const { page } = await openPage(browser, { javaScript: false, width: 375 });

      // Registration: Laravel (Fortify) signs the new player in; Sulky asks who it is and does not log in again.
      await page.goto(url("/fantatrotto/auth?tab=registrati"));
      await page.getByLabel("Nome della scuderia").fill("Scuderia dei Peer");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Conferma password").fill(PASSWORD);
      await page.getByRole("button", { name: "Registrati" }).click();
      await page.waitForURL(/\/fantatrotto$/);
      expect(await visible(page)).toContain("La tua scuderia è vuota al momento.");
      expect(euros(await page.getByTestId("budget").textContent())).toBe(200_000);

      // The same address again, from another browser: Laravel's English, in Italian.
      const other = await openPage(browser, { javaScript: false });
      await other.page.goto(url("/fantatrotto/auth?tab=registrati"));
      await other.page.getByLabel("Nome della scuderia").fill("Doppione");
      await other.page.getByLabel("E-mail").fill(email);
      await other.page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await other.page.getByLabel("Conferma password").fill(PASSWORD);
      await other.page.getByRole("button", { name: "Registrati" }).click();
      await other.page.getByRole("alert").filter({ hasText: "Il valore del campo email è già stato utilizzato." }).waitFor();
      await visible(other.page);

      await page.getByRole("button", { name: "Esci" }).click();
      await page.waitForURL(url("/"));

      await page.goto(url("/fantatrotto/auth"));
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Password").fill("sbagliata1");
      await page.getByRole("button", { name: "Entra" }).click();
      await page.getByRole("alert").filter({ hasText: "Le credenziali non corrispondono ai nostri archivi." }).waitFor();
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Entra" }).click();
      await page.waitForURL(/\/fantatrotto$/);

      // Buy, then sell: the confirmation step is a page of its own without JavaScript.
      await page.goto(url("/fantatrotto/mercato"));
      const buy = page.getByRole("link", { name: /^Compra / }).last();
      const name = (await buy.getAttribute("aria-label"))!.replace(/^Compra /, "");
      await buy.click();
      await page.waitForURL(/conferma=buy/);
      await page.getByRole("button", { name: "Conferma" }).click();
      await page.getByText(`Hai acquistato ${name}.`).waitFor();
      await page.getByRole("link", { name: `Vendi ${name}` }).click();
      await page.getByRole("button", { name: "Conferma" }).click();
      await page.getByText(`Hai venduto ${name}.`).waitFor();
      await visible(page);

      // The game's session idles out (Laravel: 120 minutes) while a purchase waits for its confirmation.
      const next = page.getByRole("link", { name: /^Compra / }).last();
      const pending = (await next.getAttribute("aria-label"))!.replace(/^Compra /, "");
      await next.click();
      await page.waitForURL(/conferma=buy/);
      ageAllLaravelSessions(peers!);
      await page.getByRole("button", { name: "Conferma" }).click();
      await page.waitForURL(/\/fantatrotto\/auth\?sessione=scaduta/);
      expect(await visible(page)).toContain("La tua sessione di gioco è scaduta: entra di nuovo per continuare da dove eri rimasto.");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Entra" }).click();
      await page.waitForURL(/\/fantatrotto\/mercato\?conferma=buy/);
      expect(await visible(page)).toContain(`Vuoi davvero acquistare ${pending}`);
      await page.getByRole("button", { name: "Conferma" }).click();
      await page.getByText(`Hai acquistato ${pending}.`).waitFor();

      // Laravel's login throttle (five a minute per address and e-mail): Sulky's own words, 429 and the game's wait.
      const guesser = await openPage(browser, { javaScript: false });
      const target = `peer-e2e-frenato-${Date.now()}@example.it`;
      let throttled = 0;
      for (let attempt = 0; attempt < 6; attempt++) {
        await guesser.page.goto(url("/fantatrotto/auth"));
        await guesser.page.getByLabel("E-mail").fill(target);
        await guesser.page.getByLabel("Password").fill("sbagliata1");
        const [answer] = await Promise.all([
          guesser.page.waitForResponse((response) => response.request().method() === "POST"),
          guesser.page.getByRole("button", { name: "Entra" }).click(),
        ]);
        if (answer.status() === 429) throttled = Number(answer.headers()["retry-after"]);
      }
      expect(throttled).toBeGreaterThan(0);
      expect(throttled).toBeLessThanOrEqual(60);
      expect(await visible(guesser.page)).toMatch(/Troppi tentativi: riprova tra 1 minuto\./);

      // Laravel's throttle:api (sixty calls a minute per player): an Italian 429 page with the game's Retry-After.
      let busy = null;
      for (let call = 0; call < 80 && !busy; call++) {
        const answer = await page.request.get(url("/fantatrotto"), { maxRedirects: 0 });
        if (answer.status() === 429) busy = answer;
      }
      expect(busy?.headers()["retry-after"]).toMatch(/^\d+$/);
      const market = await page.goto(url("/fantatrotto/mercato"));
      expect(market!.status()).toBe(429);
      expect(await visible(page)).toMatch(/Il gioco sta ricevendo troppe richieste: riprova tra/);

      // The rules need no call to the game: their page still offers the logout, which Laravel answers 204 all the same.
      await page.goto(url("/fantatrotto/regolamento"));
      await page.getByRole("button", { name: "Esci" }).click();
      await page.waitForURL(url("/"));
      await page.goto(url("/fantatrotto"));
      expect(new URL(page.url()).pathname).toBe("/fantatrotto/auth");
      expect(seen.join("\n")).not.toMatch(ENGLISH);
    },
  );
});
