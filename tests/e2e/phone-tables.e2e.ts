import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testWorld } from "../support/world";
import { baseUrl, launchBrowser, openPage, pinnedToday, waitForHydration } from "./support/browser";

/**
 * Every table on a 375 px phone shows its key columns without scrolling sideways
 * (docs/decisions/028-phone-tables-as-cards.md): each row is a card, its key cells inside the
 * viewport, and the page itself never scrolls sideways.
 */
const world = testWorld(pinnedToday());
const { showcase } = world;
const RESULTS = showcase.resultDayWithQualificationAndGranPremio;
const ENTRY = showcase.entryDay;

const PAGES: { name: string; path: string; keys: string[] }[] = [
  {
    name: "results",
    path: `/trotto/arrivi/${RESULTS.date}/${RESULTS.ippodromo}T`,
    keys: ["Pz.", "N°", "Cavallo", "Guidatore", "Tempo", "Premio"],
  },
  {
    name: "entries",
    path: `/trotto/partenti/${ENTRY.date}/${ENTRY.ippodromo}T/${ENTRY.race}`,
    keys: ["N°", "Cavallo", "Guidatore", "Record", "Vincite"],
  },
  {
    name: "race at a glance",
    path: `/trotto/partenti/dettaglio-corsa/${ENTRY.date}/${ENTRY.ippodromo}T/${ENTRY.race}`,
    keys: ["Data", "Ippodromo", "Arrivo", "Tempo"],
  },
  { name: "rankings", path: "/trotto/classifiche/stalloni", keys: ["Pos.", "Nome", "Somme vinte"] },
  { name: "foal list", path: "/trotto/puledri", keys: ["Nome", "Padre", "Madre"] },
  {
    name: "draws",
    path: `/trotto/sorteggi?cavallo=${encodeURIComponent(showcase.drawSearch)}`,
    keys: ["Data", "Luogo", "Corsa", "Numero / partenti"],
  },
];

/** Per table holding every key column: the key cells of its first rows that lie outside the phone's width. */
function keyCellsOutOfView(keys: string[]) {
  const label = (cell: Element) => (cell.textContent ?? "").replace(/[▲▼↑↓]/g, "").trim();
  return [...document.querySelectorAll("table.data-table")].flatMap((table) => {
    // The header as a grid: which leaf header cell names each column (two-level headers span rows).
    const names: string[] = [];
    const taken: boolean[][] = [];
    [...table.querySelectorAll("thead tr")].forEach((row, rowIndex) => {
      let column = 0;
      for (const cell of row.querySelectorAll("th")) {
        while (taken[rowIndex]?.[column]) column++;
        const span = Number(cell.getAttribute("colspan") ?? 1);
        const rows = Number(cell.getAttribute("rowspan") ?? 1);
        for (let r = rowIndex; r < rowIndex + rows; r++) for (let c = column; c < column + span; c++) (taken[r] ??= [])[c] = true;
        if (span === 1) names[column] = label(cell);
        column += span;
      }
    });
    const indexes = keys.map((key) => names.findIndex((name) => name === key || name.startsWith(`${key} `)));
    if (indexes.some((index) => index < 0)) return [];
    const rows = [...table.querySelectorAll("tbody tr:not(.row-detail)")].slice(0, 5);
    return rows.flatMap((row) =>
      indexes.flatMap((index, keyIndex) => {
        const cell = row.children[index];
        if (!cell || (cell.textContent ?? "").trim() === "") return [];
        const box = cell.getBoundingClientRect();
        const inView = box.width > 0 && box.left >= 0 && box.right <= window.innerWidth + 0.5;
        return inView
          ? [{ checked: keys[keyIndex] }]
          : [{ checked: keys[keyIndex], outside: `${keys[keyIndex]} at ${box.left}–${box.right}` }];
      }),
    );
  });
}

describe("tables on a 375 px phone", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  async function open(path: string, width: number, javaScript = true): Promise<Page> {
    const { page } = await openPage(browser, { width, javaScript });
    await page.goto(baseUrl() + path);
    if (javaScript) await waitForHydration(page);
    return page;
  }

  it.each(PAGES)("shows the $name key columns of every row inside the viewport, the page never sideways", async ({ path, keys }) => {
    const page = await open(path, 375);
    const cells = await page.evaluate(keyCellsOutOfView, keys);
    // Some key cells were found and measured, every key column among them.
    expect(new Set(cells.map((cell) => cell.checked))).toEqual(new Set(keys));
    expect(cells.filter((cell) => "outside" in cell)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.close();
  });

  it("lays the results out as cards without JavaScript too, and as a table at 1280 px", async () => {
    const phone = await open(PAGES[0].path, 375, false);
    expect((await phone.evaluate(keyCellsOutOfView, PAGES[0].keys)).filter((cell) => "outside" in cell)).toEqual([]);
    expect(
      await phone
        .locator("table.table-cards tbody tr")
        .first()
        .evaluate((row) => getComputedStyle(row).display),
    ).toBe("flex");
    await phone.close();
    const desktop = await open(PAGES[0].path, 1280);
    expect(
      await desktop
        .locator("table.table-cards tbody tr")
        .first()
        .evaluate((row) => getComputedStyle(row).display),
    ).toBe("table-row");
    await desktop.close();
  });

  it("keeps a ranking's sort links on a phone, above the cards", async () => {
    const page = await open("/trotto/classifiche/stalloni", 375);
    const sort = page.locator("table.table-cards thead a").first();
    expect(await sort.isVisible()).toBe(true);
    const box = await sort.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    // The caption sits above the cards, whole.
    const caption = await page.locator(".table-caption").first().boundingBox();
    expect(caption!.x + caption!.width).toBeLessThanOrEqual(375);
    await page.close();
  });
});
