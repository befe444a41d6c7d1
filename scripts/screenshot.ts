/**
 * Screenshots of a running Sulky page at phone and desktop widths, to look at
 * before calling a screen done:
 *   npx tsx scripts/screenshot.ts http://localhost:3000/trotto/puledri /tmp/shots/puledri
 * writes /tmp/shots/puledri-375.png and /tmp/shots/puledri-1280.png (full page).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

const [url, outPrefix, ...widthArgs] = process.argv.slice(2);
if (!url || !outPrefix) {
  console.error("uso: tsx scripts/screenshot.ts <url> <prefisso-file> [larghezze...]");
  process.exit(2);
}
const widths = widthArgs.length > 0 ? widthArgs.map(Number) : [375, 1280];
mkdirSync(path.dirname(path.resolve(outPrefix)), { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(url, { waitUntil: "networkidle" });
    // Sections below the fold skip rendering (content-visibility: auto) and would come out blank
    // in a full-page picture: lay them all out, as a reader scrolling down would see them.
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    const file = `${outPrefix}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${file}${overflow > 0 ? `  (ATTENZIONE: la pagina sborda di ${overflow}px)` : ""}`);
    await page.close();
  }
} finally {
  await browser.close();
}
