import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../support/test-site";

const TODAY = new Date("2026-11-22T10:00:00Z");

async function trottingCalls(site: TestSite): Promise<number> {
  const response = await fetch(`${new URL(site.fakes.trotting!.url).origin}/__fake/requests`);
  return ((await response.json()) as { total: number }).total;
}

describe("Sulky ratings pages", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY });
  }, 60_000);
  afterAll(async () => site?.close());

  it("the methodology says the estimates are being prepared before the first rating, without asking the upstream nor being kept", async () => {
    const before = await trottingCalls(site);
    const response = await request(site.app).get("/trotto/indice-sulky").expect(200);
    expect(response.text).toContain("L&#x27;indice Sulky");
    expect(response.text).toContain("Stime in preparazione");
    expect(response.text).toContain('href="/trotto/indice-sulky/pronostici"');
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(await trottingCalls(site)).toBe(before);
  });

  it("the track record shows both periods, empty before any forecast was frozen", async () => {
    const html = (await request(site.app).get("/trotto/indice-sulky/pronostici").expect(200)).text;
    expect(html).toContain("Ultimi 30 giorni");
    expect(html).toContain("Ultimi 365 giorni");
    expect(html).toContain("Ancora nessuna corsa con un pronostico fissato in questo periodo.");
  });
});
