/**
 * The race-day updates in Chromium: pages open on today's races, the fakes' clock moves past a
 * race's publication time, and the result appears in the page without a reload, announced in
 * its live region. This file starts its own site and fakes (the production build, as the global
 * setup does) because it moves the fakes' clock and polls every second (LIVE_POLL_SECONDS=1).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeUpstreams } from "~/fake-upstreams/index";
import { romeInstant } from "~/fake-upstreams/shared/clock";
import { addDays, toDdmmyyyy } from "~/fake-upstreams/shared/dates";
import { DRAW_DAYS_BEFORE, DRAW_TIME, RESULT_DELAY_MINUTES } from "~/fake-upstreams/trotting/race-day";
import { TEST_TODAY } from "../support/today";
import { testWorld } from "../support/world";
import { expectAccessible, launchBrowser, openPage, waitForHydration } from "./support/browser";

const world = testWorld(TEST_TODAY);
const meeting = world.dataset.meetings.find((candidate) => candidate.kind === "partenti" && candidate.date === world.dataset.today)!;
const DAY = meeting.ddmmyyyy;
const TRACK = meeting.racecourse.CodiceIppodromo;
const race = meeting.races[0];
const published = new Date(romeInstant(meeting.date, race.Ora).getTime() + RESULT_DELAY_MINUTES * 60_000);
/** A race still without numbers, drawn today at DRAW_TIME (four days before it). */
const drawDay = toDdmmyyyy(addDays(new Date(`${world.dataset.today}T00:00:00Z`), DRAW_DAYS_BEFORE));
const undrawn = world.dataset.meetings
  .filter((candidate) => candidate.ddmmyyyy === drawDay)
  .flatMap((candidate) => candidate.races.filter((entry) => !entry.drawDone).map((entry) => ({ meeting: candidate, race: entry })))[0];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

type LiveFigures = { streams: { open: number }; polling: { rounds: number; watchedDays: string[] } | null };

describe("a race day followed as it happens in Chromium", () => {
  let fakes: Awaited<ReturnType<typeof startFakeUpstreams>>;
  let child: ChildProcess;
  let origin: string;
  let browser: Browser;

  const live = async (): Promise<LiveFigures> => ((await (await fetch(`${origin}/readyz`)).json()) as { live: LiveFigures }).live;
  const setFakeClock = async (at: Date) => {
    const response = await fetch(`${fakes.fakes.trotting!.origin}/__fake/clock`, {
      method: "POST",
      body: JSON.stringify({ at: at.toISOString() }),
    });
    expect(response.status).toBe(200);
  };
  /** Until `streams` pages follow the day and the poller has seen it as it is (a round after they opened). */
  async function watching(streams: number) {
    for (const deadline = Date.now() + 20_000; ;) {
      const figures = await live();
      if (figures.streams.open >= streams && figures.polling?.watchedDays.includes(DAY)) {
        const rounds = figures.polling.rounds;
        while ((await live()).polling!.rounds < rounds + 1) await new Promise((resolve) => setTimeout(resolve, 100));
        return;
      }
      if (Date.now() > deadline) throw new Error(`pages not followed: ${JSON.stringify(figures)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const markDocument = (page: Page) =>
    page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
  const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

  beforeAll(async () => {
    const stateFile = path.join(mkdtempSync(path.join(tmpdir(), "sulky-live-")), "fantasy.json");
    fakes = await startFakeUpstreams({
      trotting: { port: 0, quiet: true, today: TEST_TODAY },
      content: { port: 0, quiet: true, today: TEST_TODAY },
      fantasy: { port: 0, quiet: true, stateFile, today: TEST_TODAY },
    });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ["scripts/start.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        SITE_URL: origin,
        SESSION_SECRET: "e2e-live-session-secret-0123456789",
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
        TROTTO_API_URL: fakes.fakes.trotting!.url,
        CONTENT_API_URL: fakes.fakes.content!.url,
        FANTASY_API_URL: fakes.fakes.fantasy!.url,
        SULKY_TODAY: TEST_TODAY.toISOString().slice(0, 10),
        LIVE_POLL_SECONDS: "1",
        // The fakes share this process with Chromium: on a busy machine an answer may take seconds.
        UPSTREAM_TIMEOUT_MS: "15000",
        READINESS_DETAILS: "public",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    for (const deadline = Date.now() + 30_000; ;) {
      if (child.exitCode !== null) throw new Error(`Sulky exited early with code ${child.exitCode}`);
      if ((await fetch(`${origin}/healthz`).catch(() => null))?.ok) break;
      if (Date.now() > deadline) throw new Error("Sulky did not start");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    browser = await launchBrowser();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    await fakes?.close();
  });

  it("says without JavaScript when the page was read and offers a reload, never reloading by itself", async () => {
    const { page } = await openPage(browser, { javaScript: false });
    await page.goto(`${origin}/trotto/arrivi/${DAY}/${TRACK}T`);
    expect(await page.locator(".race-day-status").textContent()).toContain("Aggiornato alle 12:00");
    expect(await page.getByRole("link", { name: "Ricarica la pagina" }).getAttribute("href")).toBe(`/trotto/arrivi/${DAY}/${TRACK}T`);
    expect(await page.locator('meta[http-equiv="refresh" i]').count()).toBe(0);
    await page.context().close();
  });

  it("shows a result as soon as it is published, without a reload, and announces it", async () => {
    const results = await openPage(browser);
    const entries = await openPage(browser);
    await results.page.goto(`${origin}/trotto/arrivi/${DAY}/${TRACK}T`);
    await entries.page.goto(`${origin}/trotto/partenti/${DAY}/${TRACK}T`);
    await Promise.all([waitForHydration(results.page), waitForHydration(entries.page)]);
    await expect(results.page.locator(".empty-state").textContent()).resolves.toContain("Ancora nessun arrivo");
    expect(await results.page.locator(`#corsa-${race.NumeroCorsa}`).count()).toBe(0);
    await Promise.all([markDocument(results.page), markDocument(entries.page)]);
    await watching(2);

    await setFakeClock(published);
    const notice = results.page.locator(".race-day-notice");
    // the result's table (the Sulky forecast has a table of its own in the same section)
    await results.page.locator(`#corsa-${race.NumeroCorsa} table`).first().waitFor({ timeout: 15_000 });
    await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toBe(`Arrivo della corsa ${race.NumeroCorsa} disponibile.`);
    expect(await notice.getAttribute("aria-live")).toBe("polite");
    expect(await sameDocument(results.page), "no reload").toBe(true);

    const run = entries.page.getByRole("link", { name: `vedi l'arrivo della corsa ${race.NumeroCorsa}` });
    await run.waitFor({ timeout: 15_000 });
    expect(await run.getAttribute("href")).toBe(`/trotto/arrivi/${DAY}/${TRACK}T/${race.NumeroCorsa}`);
    expect(await sameDocument(entries.page)).toBe(true);
    await expectAccessible(results.page);
    expect([...results.problems, ...entries.problems]).toEqual([]);
    await Promise.all([results.page.context().close(), entries.page.context().close()]);
  });

  it.skipIf(!undrawn)("shows a new draw on its draw page", async () => {
    const { meeting: drawMeeting, race: drawRace } = undrawn!;
    const { page, problems } = await openPage(browser, { width: 375 });
    await page.goto(`${origin}/trotto/sorteggi/${drawMeeting.ddmmyyyy}/${drawMeeting.racecourse.CodiceIppodromo}/${drawRace.NumeroCorsa}`);
    await waitForHydration(page);
    await page.getByText("Non sono presenti risultati per la corsa selezionata").waitFor();
    await markDocument(page);
    for (const deadline = Date.now() + 20_000; !(await live()).polling?.watchedDays.includes(drawMeeting.ddmmyyyy);) {
      if (Date.now() > deadline) throw new Error("the draw's day is not followed");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rounds = (await live()).polling!.rounds;
    await expect.poll(async () => (await live()).polling!.rounds, { timeout: 10_000 }).toBeGreaterThan(rounds);

    await setFakeClock(romeInstant(world.dataset.today, DRAW_TIME));
    await expect
      .poll(() => page.locator(".race-day-notice").textContent(), { timeout: 15_000 })
      .toBe(`Numeri della corsa ${drawRace.NumeroCorsa} sorteggiati.`);
    expect(await page.locator("main").innerText()).not.toContain("riprovare più tardi");
    expect(await page.locator("table tbody tr").count()).toBe(drawRace.rows.length);
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});
