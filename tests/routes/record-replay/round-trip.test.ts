import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarRecorder, startRecordingProxy, type RecordingProxy } from "~/fake-upstreams/har/recorder";
import { MASKED_EMAIL } from "~/fake-upstreams/har/redact";
import { comparableHtml } from "../../support/comparable-html";
import { startTestSite, type TestSite, type UpstreamUrls } from "../../support/test-site";

const TODAY = new Date("2026-11-22T10:00:00Z");

/** Pages every visitor starts from; the links they show lead to the rest. */
const ENTRY_PAGES = [
  "/",
  "/trotto/partenti",
  "/trotto/arrivi",
  "/trotto/allevatori",
  "/trotto/stalloni",
  "/trotto/puledri",
  "/news",
  "/trotto/classifiche/stalloni",
  "/chi-siamo",
];
/** One followed link of each kind, found on the entry pages (no generated code is written here). */
const FOLLOWED_LINKS = [
  /href="(\/trotto\/arrivi\/\d{8}\/[A-Z]{2}T?)"/,
  /href="(\/trotto\/partenti\/\d{8}\/[A-Z]{2}T?)"/,
  /href="(\/trotto\/stalloni\/\d+-[a-z0-9-]+)"/,
  /href="(\/trotto\/allevatori\/\d+-[a-z0-9-]+)"/,
  /href="(\/news\/\d+-[a-z0-9-]+)"/,
  /href="(\/trotto\/puledri\/\d+-[a-z0-9-]+)"/,
];

async function renderAll(site: TestSite, pages: string[]): Promise<Map<string, { status: number; html: string }>> {
  const rendered = new Map<string, { status: number; html: string }>();
  for (const page of pages) {
    const response = await request(site.app).get(page);
    rendered.set(page, { status: response.status, html: response.text });
  }
  return rendered;
}

describe("record and replay round trip", () => {
  const harFile = path.join(mkdtempSync(path.join(tmpdir(), "sulky-har-")), "session.har");
  let pages: string[] = [];
  let recorded: Map<string, { status: number; html: string }>;
  let replayed: Map<string, { status: number; html: string }>;
  let replaySite: TestSite;
  /** A picture one recorded page shows, as Sulky's media proxy served it while recording. */
  let picture: { path: string; body: Buffer };

  beforeAll(async () => {
    const recorder = createHarRecorder({ file: harFile });
    const proxies: RecordingProxy[] = [];
    const recordThroughProxies = async (urls: UpstreamUrls): Promise<UpstreamUrls> => {
      const via = async (url: string) => {
        const proxy = await startRecordingProxy(url, recorder);
        proxies.push(proxy);
        return proxy.url;
      };
      return { trotting: await via(urls.trotting), content: await via(urls.content), fantasy: await via(urls.fantasy) };
    };
    // 1. record: the generated world behind recording proxies
    const recordSite = await startTestSite({ today: TODAY, routeUpstreams: recordThroughProxies });
    try {
      const entryPages = await renderAll(recordSite, ENTRY_PAGES);
      const everything = [...entryPages.values()].map((page) => page.html).join("\n");
      const followed = FOLLOWED_LINKS.map((pattern) => pattern.exec(everything)?.[1]).filter((link): link is string => Boolean(link));
      pages = [...ENTRY_PAGES, ...followed];
      // a first pass compiles the development views, so no upstream deadline is spent on that
      await renderAll(recordSite, pages);
      recorded = await renderAll(recordSite, pages);
      const news = recorded.get("/news")!.html;
      const path = /<img [^>]*src="(\/media\/[^"]+)"/.exec(news)?.[1] ?? "";
      const answer = await request(recordSite.app).get(path).buffer(true);
      picture = { path, body: answer.body as Buffer };
    } finally {
      await recordSite.close();
      await Promise.all(proxies.map((proxy) => proxy.close()));
    }
    recorder.flush();
    // 2. replay: fakes that answer from the recording only
    replaySite = await startTestSite({ today: TODAY, fakes: { fixtures: harFile, fixturesOnly: true } });
    await renderAll(replaySite, pages);
    replayed = await renderAll(replaySite, pages);
  }, 180_000);
  afterAll(async () => replaySite?.close());

  it("followed a link of every kind from the entry pages", () => {
    expect(pages).toHaveLength(ENTRY_PAGES.length + FOLLOWED_LINKS.length);
  });

  it("recorded real pages with upstream data", () => {
    for (const page of pages) expect(recorded.get(page)!.status, page).toBe(200);
    const har = JSON.parse(readFileSync(harFile, "utf8"));
    expect(har.log.version).toBe("1.2");
    expect(har.log.entries.length).toBeGreaterThan(pages.length);
  });

  it("renders every page the same from the recording alone", () => {
    for (const page of pages) {
      expect(replayed.get(page)!.status, page).toBe(recorded.get(page)!.status);
      expect(comparableHtml(replayed.get(page)!.html), page).toBe(comparableHtml(recorded.get(page)!.html));
    }
  });

  it("answered every upstream call from a fixture", async () => {
    for (const fake of Object.values(replaySite.fakes)) {
      const report = await (await fetch(`${fake!.origin}/__fake/fixtures`)).json();
      expect(report.unmatched, fake!.name).toEqual([]);
    }
    const trotting = await (await fetch(`${replaySite.fakes.trotting!.origin}/__fake/fixtures`)).json();
    expect(trotting.answered.length).toBeGreaterThan(pages.length);
    expect(trotting.answered[0].fixture).toMatch(/^session\.har #\d+$/);
  });

  it("shows the upstreams' pictures through Sulky's media proxy while recording and on replay", async () => {
    for (const [page, { html }] of [...recorded, ...replayed]) {
      expect(html, page).not.toMatch(/<img [^>]*src="https?:\/\/127\.0\.0\.1/);
      expect(html, page).not.toMatch(/srcSet="[^"]*https?:\/\/127\.0\.0\.1/i);
    }
    expect(picture.path).toMatch(/^\/media\/contenuti\//);
    expect(picture.body.length).toBeGreaterThan(100);
    const replayedPicture = await request(replaySite.app).get(picture.path).buffer(true).expect(200);
    expect(Buffer.compare(replayedPicture.body as Buffer, picture.body)).toBe(0);
  });

  it("masked the e-mail addresses the upstreams sent", () => {
    const text = readFileSync(harFile, "utf8");
    expect(text).toContain(MASKED_EMAIL);
    expect(text.match(/[\w.+-]+@[\w-]+\.[\w.]+/g)?.filter((address) => address !== MASKED_EMAIL) ?? []).toEqual([]);
  });
});
