import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFaults, injectFault, startTestSite, type TestSite } from "../support/test-site";

// isbot sends crawlers (and curl, Node's fetch) the complete document; a browser gets the stream.
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const NEWS_PATH = "^/wp-json/wp/v2/posts";

/**
 * GETs a page as a browser. Once the body received so far contains `marker`, calls
 * `onShell` with it, and reads the rest only after that returns. A server that held
 * the page back would never show the marker before the held upstream call answered.
 */
function streamedGet(
  url: string,
  marker: string,
  onShell: (text: string) => Promise<void>,
): Promise<{ status: number; shell: string; rest: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { "User-Agent": BROWSER_UA, Accept: "text/html" } }, (res) => {
      let shell: string | undefined;
      let received = "";
      let ready: Promise<void> = Promise.resolve();
      res.setEncoding("utf8");
      res.on("data", (text: string) => {
        received += text;
        if (shell === undefined && received.includes(marker)) {
          shell = received;
          received = "";
          res.pause();
          ready = onShell(shell).then(() => void res.resume(), reject);
        }
      });
      res.on("end", () => void ready.then(() => resolve({ status: res.statusCode ?? 0, shell: shell ?? "", rest: received })));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

async function heldRequests(fakeUrl: string): Promise<number> {
  return ((await (await fetch(`${new URL(fakeUrl).origin}/__fake/held`)).json()) as { held: number }).held;
}

async function release(fakeUrl: string): Promise<void> {
  await fetch(`${new URL(fakeUrl).origin}/__fake/release`, { method: "POST" });
}

describe("home page streaming", () => {
  let site: TestSite;
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    // Long upstream deadline: the held news call must still be waiting when the test looks.
    site = await startTestSite({ env: { UPSTREAM_TIMEOUT_MS: "15000" } });
    server = site.app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Compile the route once without letting a news answer into the upstream cache.
    await injectFault(site.fakes.content!.url, NEWS_PATH, "500");
    await streamedGet(`${baseUrl}/`, "</html>", async () => {});
    await clearFaults(site.fakes.content!.url);
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await site?.close();
  });

  it("sends the main content while the news are still held upstream, then streams them in", async () => {
    // The content service holds the news until the test releases them: no timer decides the order.
    await injectFault(site.fakes.content!.url, NEWS_PATH, "hold");
    try {
      const { status, shell, rest } = await streamedGet(`${baseUrl}/`, "Caricamento delle notizie", async (shell) => {
        expect(await heldRequests(site.fakes.content!.url), "the news call is still waiting upstream").toBeGreaterThan(0);
        expect(shell).toContain("I nostri stalloni sponsor");
        expect(shell).toContain("Caricamento delle notizie");
        expect(shell).not.toContain("Ultime notizie");
        await clearFaults(site.fakes.content!.url);
        await release(site.fakes.content!.url);
      });
      expect(status).toBe(200);
      expect(shell).toContain("I nostri stalloni sponsor");
      expect(rest, "the news section arrives later in the same response").toContain("Ultime notizie");
    } finally {
      await clearFaults(site.fakes.content!.url);
      await release(site.fakes.content!.url);
    }
  });
});
