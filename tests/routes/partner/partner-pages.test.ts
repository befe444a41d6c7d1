import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFaults, injectFault, startTestSite, type TestSite } from "../../support/test-site";
import { hydrationDataOf } from "../../support/hydration-data";
import { testWorld } from "../../support/world";

const TODAY = new Date("2026-11-22T10:00:00Z");
const world = testWorld(TODAY);
const stallion = world.horse("102306");
const breeder = world.dataset.breeders.find((candidate) => candidate.id === 3)!;
/** The pages at their subjects' own slugs: any other name after the id is redirected there. */
const STALLION = `/iframe/stalloni/${stallion.slug}`;
/** The showcase stallion's first crops (he went to stud in 2022): foals in 2023 and 2024, racing in 2026. */
const RACING_CROP = 2023;
const YOUNG_CROP = 2024;
const BREEDER = `/iframe/allevatori/${breeder.slug}`;

describe("partner pages", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY });
  });
  afterAll(async () => site?.close());

  const get = (path: string) => request(site.app).get(path);

  it.each([
    [`${STALLION}/figli`, /I figli di .+ nati nel 2025/],
    [`${STALLION}/figli?year=${YOUNG_CROP}`, new RegExp(`I figli di .+ nati nel ${YOUNG_CROP}`)],
    [`${STALLION}/fattrici?year=2025`, /Le fattrici di .+ nel 2025/],
    [`${STALLION}/statistiche`, /Statistiche dei figli di /],
    [`${STALLION}/figli-piu-veloci`, /I figli più veloci di /],
    [`${STALLION}/figli-piu-ricchi?year=${RACING_CROP}`, /I figli più ricchi di /],
    [`${BREEDER}/cavalli`, /I cavalli di /],
    [`${BREEDER}/accoppiamenti`, /Gli accoppiamenti di .+ \(2026\)/],
    [`${BREEDER}/puledri`, /I prodotti 2025 di /],
    [`${BREEDER}/fattrici`, /Le fattrici di /],
  ])("renders %s in the bare layout with the server's title and fields", async (path, title) => {
    const response = await get(path).expect(200);
    const html = response.text;
    expect(html).toMatch(new RegExp(`<h1>${title.source}`));
    expect(html).toMatch(/class="data-table[ "]/);
    expect(html).not.toContain("Navigazione principale");
    expect(html).not.toMatch(/<footer|<nav/);
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

  it("redirects the right id with another name, or none, to the subject's own slug for good, the year kept", async () => {
    for (const [asked, own] of [
      ["/iframe/stalloni/102306-nome-sbagliato/figli?year=2024", `${STALLION}/figli?year=2024`],
      ["/iframe/stalloni/102306/genealogia", `${STALLION}/genealogia`],
      ["/iframe/stalloni/102306-stallone/figli-piu-ricchi", `${STALLION}/figli-piu-ricchi`],
      ["/iframe/allevatori/3-nome-sbagliato/puledri?year=2019", `${BREEDER}/puledri?year=2019`],
      ["/iframe/allevatori/3/fattrici", `${BREEDER}/fattrici`],
    ]) {
      const response = await get(asked);
      expect(response.status, asked).toBe(301);
      expect(response.headers.location, asked).toBe(own);
      // the redirect may be framed like the page it leads to
      expect(response.headers["x-frame-options"], asked).toBeUndefined();
    }
    // When the subject's record cannot be read, the page shows as asked rather than guessing an address.
    await injectFault(site.fakes.trotting!.url, "^/api/v2/stalloni", "500");
    try {
      expect((await get("/iframe/stalloni/102306-nome-sbagliato/statistiche")).status).toBe(200);
    } finally {
      await clearFaults(site.fakes.trotting!.url);
    }
  });

  it("renders the stallion's five-generation pedigree with ancestor links in a new tab", async () => {
    const html = (await get(`${STALLION}/genealogia`).expect(200)).text;
    expect(html).toContain("<h1>Genealogia</h1>");
    expect(html).toMatch(/\(f\. [^)]+ e [^)]+\)/);
    for (const label of ["Genitori", "Nonni", "Bisnonni", "Trisnonni", "Bisarcavoli"]) expect(html).toContain(`>${label}</div>`);
    expect(html).toMatch(/<a class="pedigree-name" href="\/cavalli\/\d+-[a-z0-9-]+" target="_blank" rel="noopener noreferrer">/);
    expect(html).not.toMatch(/<nav|<footer/);
  });

  it("answers 404 for the pedigree of an unknown horse, and shows the page without the grid when the upstream fails", async () => {
    await get("/iframe/stalloni/999999-nessuno/genealogia").expect(404);
    await injectFault(site.fakes.trotting!.url, "^/api/v1/cavalli/genealogia", "500");
    try {
      const html = (await get(`${STALLION}/genealogia`).expect(200)).text;
      expect(html).toContain("<h1>Genealogia</h1>");
      expect(html).not.toContain('pedigree-grid"');
    } finally {
      await clearFaults(site.fakes.trotting!.url);
    }
  });

  it("defaults the offspring to the previous year and the mares to the current year", async () => {
    expect((await get(`${STALLION}/figli`).expect(200)).text).toMatch(/<h1>I figli di .+ nati nel 2025<\/h1>/);
    expect((await get(`${STALLION}/fattrici`).expect(200)).text).toMatch(/<h1>Le fattrici di .+ nel 2026<\/h1>/);
  });

  it("shows the server's column labels, percent cells ending in ',00%' and horse links in a new tab", async () => {
    const html = (await get(`${STALLION}/statistiche`).expect(200)).text;
    for (const label of ["Anno", "Nati", "Partiti", "% partiti", "Vincitori", "Vincite"]) expect(html).toContain(`>${label}</th>`);
    expect(html).toMatch(/>\d+,00%<\/td>/);
    const offspring = (await get(`${STALLION}/figli-piu-ricchi`).expect(200)).text;
    expect(offspring).toMatch(/<a href="\/cavalli\/\d+-[a-z0-9-]+" target="_blank" rel="noopener">[^<]+<\/a>/);
    expect(offspring).toContain(`href="/trotto/stalloni/${stallion.slug}" target="_blank" rel="noopener`);
  });

  it("sends a table's rows once, as markup: the hydration data keep its title and columns, a year's data request its rows", async () => {
    const html = (await get(`${STALLION}/figli-piu-ricchi`).expect(200)).text;
    const horse = /<a href="\/cavalli\/(\d+-[a-z0-9-]+)" target="_blank"/.exec(html)![1];
    const hydrationData = hydrationDataOf(html);
    expect(html).toContain('<div data-static-section="partner-rows">');
    expect(hydrationData).toContain("columns");
    expect(hydrationData).not.toContain(horse);
    const data = (await get(`${STALLION}/figli-piu-ricchi.data`).expect(200)).text;
    expect(data).toContain(horse);
  });

  it("keeps the chosen year in a GET form that works without JavaScript", async () => {
    const html = (await get(`${STALLION}/figli?year=${YOUNG_CROP}`).expect(200)).text;
    expect(html).toMatch(/<form [^>]*method="get"[^>]*>/);
    expect(html).toMatch(/<select id="partner-year" name="year"/);
    expect(html).toContain(`<option value="${YOUNG_CROP}" selected="">${YOUNG_CROP}</option>`);
    expect(html).toContain(">Mostra</button>");
    const allYears = (await get(`${STALLION}/figli-piu-veloci`).expect(200)).text;
    expect(allYears).toMatch(/<option value="" selected="">Tutti gli anni<\/option>/);
  });

  it("offers no year on the statistics and breeder mares pages", async () => {
    for (const path of [`${STALLION}/statistiche`, `${BREEDER}/fattrici`]) {
      const html = (await get(path).expect(200)).text;
      expect(html).not.toContain('name="year"');
    }
  });

  it.each([
    `/iframe/stalloni/abc-stallone/figli`,
    `/iframe/stalloni/-102306/figli`,
    `/iframe/stalloni/102306-Stallone/figli`,
    `${STALLION}/figli?year=20x0`,
    `${STALLION}/figli?year=1850`,
    `${STALLION}/fattrici?year=2027`,
    `/iframe/allevatori/x/cavalli`,
    `${BREEDER}/sconosciuta`,
    `/iframe/qualcosa`,
    `/iframe/stalloni/999999-xyz/figli`,
    `/iframe/stalloni/999999-xyz/fattrici`,
    `/iframe/stalloni/999999-xyz/statistiche`,
    `/iframe/allevatori/99999-nessuno/puledri`,
  ])("answers 404 in the bare layout for %s", async (path) => {
    const response = await get(path).expect(404);
    expect(response.text).toContain("Ops... Non ho trovato questa pagina...");
    expect(response.text).not.toContain("Navigazione principale");
  });

  it("does not call the upstream with a malformed slug or year", async () => {
    const origin = new URL(site.fakes.trotting!.url).origin;
    await fetch(`${origin}/__fake/reset`, { method: "POST" });
    await get(`/iframe/stalloni/zzz/figli?year=abcd`).expect(404);
    await get(`${STALLION}/figli?year=abcd`).expect(404);
    const counts = (await (await fetch(`${origin}/__fake/requests`)).json()) as { byPath: Record<string, number> };
    expect(Object.keys(counts.byPath).filter((path) => path.startsWith("/api/iframe"))).toEqual([]);
  });

  it("shows the page without the table when the upstream fails, and no message", async () => {
    await injectFault(site.fakes.trotting!.url, "^/api/iframe/prodotti-di", "500");
    try {
      const html = (await get(`${BREEDER}/puledri?year=2019`).expect(200)).text;
      expect(html).toContain("<h1>I prodotti dell&#x27;allevatore</h1>");
      expect(html).not.toMatch(/class="data-table[ "]/);
      expect(html).not.toMatch(/class="alert|role="alert"|Errore/);
    } finally {
      await clearFaults(site.fakes.trotting!.url);
    }
  });

  it("shows an empty state for a table without rows", async () => {
    const html = (await get(`${STALLION}/figli?year=1980`).expect(200)).text;
    expect(html).toContain("Nessun risultato per questa ricerca");
  });
});

describe("framing policy and cookies", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY, env: { PARTNER_FRAME_ANCESTORS: "https: http://127.0.0.2:8080" } });
  });
  afterAll(async () => site?.close());

  const frameAncestors = (csp: string | undefined) => /frame-ancestors ([^;]+)/.exec(csp ?? "")?.[1];

  it("lets partner pages be framed by the configured origins, with no X-Frame-Options and no cookie", async () => {
    const response = await request(site.app).get(`${STALLION}/figli`).expect(200);
    expect(frameAncestors(response.headers["content-security-policy"])).toBe("https: http://127.0.0.2:8080");
    expect(response.headers["x-frame-options"]).toBeUndefined();
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("applies the same policy to the 404 page under /iframe", async () => {
    const response = await request(site.app).get("/iframe/stalloni/zzz/figli").expect(404);
    expect(frameAncestors(response.headers["content-security-policy"])).toBe("https: http://127.0.0.2:8080");
    expect(response.headers["x-frame-options"]).toBeUndefined();
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("applies it to a partner page whose upstream fails, without a cookie", async () => {
    await injectFault(site.fakes.trotting!.url, "^/api/iframe/cavalli-di", "503");
    try {
      const response = await request(site.app).get(`${BREEDER}/cavalli`).expect(200);
      expect(frameAncestors(response.headers["content-security-policy"])).toBe("https: http://127.0.0.2:8080");
      expect(response.headers["set-cookie"]).toBeUndefined();
    } finally {
      await clearFaults(site.fakes.trotting!.url);
    }
  });

  it.each(["/", "/pagina-inesistente"])("refuses framing of the portal page %s", async (path) => {
    const response = await request(site.app).get(path);
    expect(frameAncestors(response.headers["content-security-policy"])).toBe("'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });
});
