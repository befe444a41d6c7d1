import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFaults, injectFault, startTestSite, type TestSite } from "../support/test-site";

// isbot sends crawlers (and curl, Node's fetch) the complete document; a browser gets the stream.
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
// Slower than the bench's 1 s so the assertions hold on a busy two-core CI machine too.
const SLOW_SECTION_MS = 2000;
const NEWS_PATH = "^/wp-json/wp/v2/posts";

type Chunk = { at: number; text: string };

/** GETs a page and records when each chunk of the body arrives, in ms from the request. */
function timedGet(url: string): Promise<{ status: number; chunks: Chunk[] }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { headers: { "User-Agent": BROWSER_UA, Accept: "text/html" } }, (res) => {
      const chunks: Chunk[] = [];
      res.setEncoding("utf8");
      res.on("data", (text: string) => chunks.push({ at: performance.now() - started, text }));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, chunks }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

describe("home page streaming", () => {
  let site: TestSite;
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    site = await startTestSite({
      clock: { now: () => new Date("2026-11-22T10:00:00Z") },
      // The slow section must stay under the upstream timeout, or it is left out instead of streamed.
      env: { UPSTREAM_TIMEOUT_MS: String(SLOW_SECTION_MS * 3) },
    });
    server = site.app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Compile the route once without letting a news answer into the upstream cache.
    await injectFault(site.fakes.content!.url, NEWS_PATH, "500");
    await timedGet(`${baseUrl}/`);
    await clearFaults(site.fakes.content!.url);
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await site?.close();
  });

  it("sends the main content first and streams the slow news in after", async () => {
    await injectFault(site.fakes.content!.url, NEWS_PATH, `latency=${SLOW_SECTION_MS}`);
    try {
      const { status, chunks } = await timedGet(`${baseUrl}/`);
      expect(status).toBe(200);
      const first = chunks[0];
      // The shell with the trotting blocks does not wait for the content service.
      expect(first.at).toBeLessThan(SLOW_SECTION_MS);
      const beforeNews = chunks.filter((chunk) => chunk.at < SLOW_SECTION_MS * 0.95).map((chunk) => chunk.text).join("");
      expect(beforeNews).toContain("I nostri stalloni sponsor");
      expect(beforeNews).toContain("Caricamento delle notizie");
      expect(beforeNews).not.toContain("Ultime notizie");

      const newsChunk = chunks.find((chunk) => chunk.text.includes("Ultime notizie"));
      expect(newsChunk, "the news section arrives in the same response").toBeDefined();
      expect(newsChunk!.at).toBeGreaterThanOrEqual(SLOW_SECTION_MS * 0.95);
      expect(newsChunk!.at - first.at).toBeGreaterThan(SLOW_SECTION_MS / 4);
    } finally {
      await clearFaults(site.fakes.content!.url);
    }
  });
});
