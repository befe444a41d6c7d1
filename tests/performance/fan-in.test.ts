import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../support/test-site";

const VISITORS = 200;
// The showcase stallion: file, pedigree, female line, offspring... several endpoints behind one page.
const COLD_PAGE = "/trotto/stalloni/102306-corsaro-grif";
const WARM_UP_PAGE = "/trotto/fattrici/101736";

type RequestCounts = { total: number; byPath: Record<string, number> };

async function upstreamCounts(fakeUrl: string): Promise<RequestCounts> {
  return (await fetch(`${new URL(fakeUrl).origin}/__fake/requests`)).json() as Promise<RequestCounts>;
}

async function resetCounts(fakeUrl: string) {
  await fetch(`${new URL(fakeUrl).origin}/__fake/reset`, { method: "POST" });
}

describe("upstream fan-in", () => {
  let site: TestSite;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    // The upstream cache is off in tests by default; this test is about it. A busy two-core
    // machine must not turn the one shared call into a timeout and a retry.
    site = await startTestSite({ env: { UPSTREAM_TIMEOUT_MS: "15000", UPSTREAM_CACHE: "on" } });
    server = site.app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Compile the views once with another horse, so the measured page is cold but the server is not.
    await (await fetch(`${baseUrl}${WARM_UP_PAGE}`)).arrayBuffer();
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await site?.close();
  });

  it(`${VISITORS} concurrent visitors on the same cold page cause one upstream call per endpoint`, async () => {
    const fakes = [site.fakes.trotting!.url, site.fakes.content!.url];
    await Promise.all(fakes.map(resetCounts));

    // The page's data request (what a client navigation fetches): the same loaders and upstream
    // calls as the document, without 200 HTML renders that would only make the test slow.
    const statuses = await Promise.all(
      Array.from({ length: VISITORS }, async () => {
        const response = await fetch(`${baseUrl}${COLD_PAGE}.data`);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const trotting = await upstreamCounts(site.fakes.trotting!.url);
    const content = await upstreamCounts(site.fakes.content!.url);
    const calls = {
      ...trotting.byPath,
      ...Object.fromEntries(Object.entries(content.byPath).map(([key, count]) => [`content ${key}`, count])),
    };
    expect(Object.keys(calls).length, "the page reads several endpoints").toBeGreaterThan(2);
    expect(
      Object.entries(calls).filter(([, count]) => count !== 1),
      JSON.stringify(calls),
    ).toEqual([]);
  }, 60_000);
});
