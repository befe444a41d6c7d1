import { describe, expect, it } from "vitest";
import { holdScriptsUntilFirstPaint } from "~/views/hold-scripts.server";
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from "~/views/scripts-after-first-paint";

/** Pushes the chunks through the transform and returns what comes out. */
async function through(chunks: string[]): Promise<string> {
  const transform = holdScriptsUntilFirstPaint();
  const out: Buffer[] = [];
  transform.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => transform.on("end", resolve));
  for (const chunk of chunks) transform.write(Buffer.from(chunk, "utf8"));
  transform.end();
  await ended;
  return Buffer.concat(out).toString("utf8");
}

const HEAD =
  '<head><link rel="modulepreload" href="/assets/a.js" nonce="N1"/><link rel="modulepreload" href="/assets/b.js" nonce="N1"/></head>';
const CONTEXT = '<script nonce="N1">window.__reactRouterContext = {"name":"Città \\u003c Più"};</script>';
const ROUTE_MODULES =
  '<script nonce="N1" type="module" async="">import * as route0 from "/assets/root.js";import("/assets/entry.js");</script>';
const LATE = '<div hidden id="S:0"><script type="module" async="">late()</script></div>';
const DOCUMENT = `<!DOCTYPE html><html>${HEAD}<body><p>Éà — Fröhlich</p>${CONTEXT}${ROUTE_MODULES}${LATE}</body></html>`;

describe("scripts held until the first paint", () => {
  it("writes every module preload and the route-module script inert, and nothing else", async () => {
    const html = await through([DOCUMENT]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(new RegExp(`rel="${HELD_PRELOAD_REL}" href="/assets/[ab].js" nonce="N1"`, "g"))).toHaveLength(2);
    expect(html).toContain(`<script nonce="N1" type="${HELD_SCRIPT_TYPE}">import * as route0 from "/assets/root.js";`);
    expect(html).toContain(CONTEXT);
    expect(html).toContain("<p>Éà — Fröhlich</p>");
  });

  it("leaves what follows the route-module script untouched", async () => {
    const html = await through([DOCUMENT]);
    expect(html).toContain(LATE);
  });

  it("gives the same document whatever the chunks, even a tag or a character cut in two", async () => {
    const whole = await through([DOCUMENT]);
    const bytes = Buffer.from(DOCUMENT, "utf8");
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const transform = holdScriptsUntilFirstPaint();
      const out: Buffer[] = [];
      transform.on("data", (chunk: Buffer) => out.push(chunk));
      const ended = new Promise((resolve) => transform.on("end", resolve));
      transform.write(bytes.subarray(0, cut));
      transform.write(bytes.subarray(cut));
      transform.end();
      await ended;
      expect(Buffer.concat(out).toString("utf8"), `cut at byte ${cut}`).toBe(whole);
    }
  });

  it("passes a document without scripts through as it is", async () => {
    const page = "<html><body><p>Nessuna corsa in programma.</p></body></html>";
    expect(await through([page.slice(0, 20), page.slice(20)])).toBe(page);
  });
});
