import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../support/test-site";

/**
 * React Router's data requests under the v8 flags (docs/decisions/040-react-router-8-future-flags.md):
 * loaders get the request as it came (`v8_passThroughRequests`) and read the page's own address
 * from `url`; an address with a trailing slash is asked as `…/_.data` (`v8_trailingSlashAwareDataRequests`).
 */
describe("data requests of client navigations", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(async () => site?.close());

  it("answers the foal list's data at both its addresses, the navigation's trailing slash included", async () => {
    for (const path of ["/trotto/puledri.data", "/trotto/puledri/_.data"]) {
      const response = await request(site.app).get(path).expect(200);
      expect(response.headers["content-type"]).toContain("text/x-script");
      expect(response.text).toContain("2025");
    }
  });

  it("reads the page's query without React Router's own parameters", async () => {
    const data = (
      await request(site.app).get("/trotto/allevatori.data?ordina=puledri&verso=desc&_routes=routes%2Fbreeding%2Fbreeders").expect(200)
    ).text;
    // An unknown sort would be a 404: the loader saw `ordina` and `verso`, not `_routes`.
    expect(data).not.toContain("Pagina non trovata");
    await request(site.app).get("/trotto/allevatori.data?ordina=telefono&_routes=routes%2Fbreeding%2Fbreeders").expect(404);
  });

  it("keeps a page at its own address: no redirect for the `.data` suffix", async () => {
    const response = await request(site.app).get("/news.data?page=2").expect(200);
    expect(response.headers.location).toBeUndefined();
  });
});
