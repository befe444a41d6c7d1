import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comparableHtml } from "../../support/comparable-html";
import { startTestSite, type TestSite } from "../../support/test-site";

/**
 * Done-when of the record-and-replay feature: a HAR fixture for an endpoint changes what the
 * site shows for that page, and only that page, with nothing else configured (the generated
 * world still answers everything else).
 */
const EDGE_CASES_HAR = "fake-upstreams/fixtures/edge-cases.har";
const TODAY = new Date("2026-11-22T10:00:00Z");
const DRAW_WITH_FIXTURE = "/trotto/sorteggi/15032016/ZZ/3";
const UNTOUCHED_PAGES = ["/", "/trotto/arrivi", "/trotto/partenti", "/news", "/trotto/allevatori", "/trotto/stalloni", "/trotto/puledri"];

describe("a fixture changes its page and no other", () => {
  let plain: TestSite;
  let withFixtures: TestSite;
  beforeAll(async () => {
    const warmUp = [DRAW_WITH_FIXTURE, ...UNTOUCHED_PAGES];
    plain = await startTestSite({ today: TODAY, warmUp });
    withFixtures = await startTestSite({ today: TODAY, fakes: { fixtures: EDGE_CASES_HAR }, warmUp });
  }, 120_000);
  afterAll(async () => {
    await plain?.close();
    await withFixtures?.close();
  });

  it("shows the recorded answer on the page whose call it matches", async () => {
    const before = (await request(plain.app).get(DRAW_WITH_FIXTURE)).text;
    const after = (await request(withFixtures.app).get(DRAW_WITH_FIXTURE).expect(200)).text;
    expect(before).not.toContain("Gran Premio Del Faro");
    expect(after).toContain("<h1>Sorteggio numeri: Gran Premio Del Faro</h1>");
    expect(after).toContain("Non sono presenti risultati per la corsa selezionata");
  });

  it("leaves every other page as the generated world renders it", async () => {
    for (const page of UNTOUCHED_PAGES) {
      const before = await request(plain.app).get(page).expect(200);
      const after = await request(withFixtures.app).get(page).expect(200);
      expect(comparableHtml(after.text), page).toBe(comparableHtml(before.text));
    }
  });
});
