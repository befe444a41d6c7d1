import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type ConsoleMessage, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "~/scripts/chromium";

/** The day the site under test takes as today (global-setup pins it for the site and the fakes). */
export function pinnedToday(): Date {
  return new Date(`${inject("today")}T10:00:00Z`);
}

export function baseUrl(): string {
  return inject("baseUrl");
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export type WatchedPage = { page: Page; problems: string[] };

/** A page that records console errors, CSP violations and uncaught exceptions. */
export async function openPage(browser: Browser, options: { width?: number; javaScript?: boolean } = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScript ?? true,
    locale: "it-IT",
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems };
}

/** Waits until React has hydrated the document (the root sets data-hydrated). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15_000 });
  // Sections whose code loads after the page's own (the horse pages' pedigree and female line) hydrate when it arrives.
  await page.waitForLoadState("networkidle", { timeout: 15_000 });
}

/** axe-core must find no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const severe = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(
    severe.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    ),
  ).toEqual([]);
}
