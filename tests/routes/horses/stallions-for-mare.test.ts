import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../support/test-site";
import { testWorld } from "../../support/world";
import { hydrationDataOf } from "../../support/hydration-data";

const TODAY = new Date("2026-11-22T10:00:00Z");
const world = testWorld(TODAY);
const mare = world.horse(world.showcase.mareWithEverything);
const stallion = world.horse(world.showcase.stallionWithEverything);
const PAGE = "/ipotesi-accoppiamento/stalloni";

type RequestCounts = { total: number; byPath: Record<string, number> };
async function upstreamCounts(fakeUrl: string): Promise<RequestCounts> {
  return (await fetch(`${new URL(fakeUrl).origin}/__fake/requests`)).json() as Promise<RequestCounts>;
}
async function resetCounts(fakeUrl: string) {
  await fetch(`${new URL(fakeUrl).origin}/__fake/reset`, { method: "POST" });
}

/** The foal's COI of each row, in the page's order, as numbers (the cells read '3,125%'). */
function coefficients(html: string): number[] {
  return [...html.matchAll(/class="num stallion-match-nowrap">([\d.,]+)%</g)].map((match) => Number(match[1].replace(",", ".")));
}

function rowCount(html: string): number {
  return (html.match(/>Ipotesi completa</g) ?? []).length;
}

describe("the right stallion for a mare", () => {
  let site: TestSite;
  beforeAll(async () => {
    // the upstream cache is on, as in production: a second search must not read the pedigrees again
    site = await startTestSite({ today: TODAY, env: { UPSTREAM_CACHE: "on", UPSTREAM_TIMEOUT_MS: "15000" }, warmUp: [PAGE] });
  }, 90_000);
  afterAll(async () => site?.close());

  it("offers the mare picker and the filters in a GET form that works without JavaScript", async () => {
    const html = (await request(site.app).get(PAGE).expect(200)).text;
    expect(html).toContain("<h1>Lo stallone giusto per la tua fattrice</h1>");
    const form = /<form[^>]*class="[^"]*stallion-match-form[^"]*"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/ipotesi-accoppiamento/stalloni"');
    expect(form).toContain('method="get"');
    for (const field of [
      'name="fattriceText"',
      'name="fattrice"',
      'name="coiMax"',
      'name="montaMin"',
      'name="montaMax"',
      'name="sponsor"',
      'name="ordine"',
    ])
      expect(html).toContain(field);
    expect(html).toContain("Trova gli stalloni");
  });

  it("ranks the active stallions by the foal's COI, reading the mare once, each stallion's pedigree once and no mating", async () => {
    await resetCounts(site.fakes.trotting!.url);
    const html = (await request(site.app).get(`${PAGE}?fattrice=${mare.code}`).expect(200)).text;
    expect(html).toContain(`Gli stalloni per ${mare.name}`);
    const rows = rowCount(html);
    expect(rows).toBeGreaterThan(10);
    const coi = coefficients(html);
    expect(coi).toHaveLength(rows);
    expect(coi).toEqual([...coi].sort((a, b) => a - b));
    // the repeated ancestors in N×M form, the fee, the link to the full hypothesis of the pair
    expect(html).toMatch(/<li>[^<]+ [\d,–]+×[\d,–]+<\/li>/);
    expect(html).toMatch(/EUR \d+\.00/);
    expect(html).toContain(`/ipotesi-accoppiamento?padre=${stallion.code}&amp;madre=${mare.code}`);
    // the table is sent once, as markup: the hydration data keep the count, not the rows
    const hydrationData = hydrationDataOf(html);
    expect(html).toContain('<div data-static-section="stallion-matches">');
    expect(hydrationData).toContain("matchCount");
    expect(hydrationData).not.toContain("coefficientText");

    const counts = await upstreamCounts(site.fakes.trotting!.url);
    const pedigreeReads = Object.entries(counts.byPath).filter(([path]) => path.startsWith("/api/v1/cavalli/genealogia/"));
    expect(pedigreeReads.length).toBeGreaterThanOrEqual(rows);
    expect(pedigreeReads.every(([, times]) => times === 1)).toBe(true);
    expect(counts.byPath[`/api/v1/cavalli/genealogia/${mare.code}`]).toBe(1);
    expect(counts.byPath["/api/v1/genealogia"]).toBeUndefined();
  });

  it("filters by sponsor and fee, sorts by fee, and reads nothing again from the upstream", async () => {
    await request(site.app).get(`${PAGE}?fattrice=${mare.code}`).expect(200);
    await resetCounts(site.fakes.trotting!.url);
    const html = (await request(site.app).get(`${PAGE}?fattrice=${mare.code}&sponsor=1&montaMin=1000&ordine=monta`).expect(200)).text;
    const rows = rowCount(html);
    expect(rows).toBeGreaterThan(0);
    expect((html.match(/class="stallion-match-badge"/g) ?? []).length).toBe(rows);
    const fees = [...html.matchAll(/EUR (\d+)\.00/g)].map((match) => Number(match[1]));
    expect(fees.every((fee) => fee >= 1000)).toBe(true);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    expect(html).toContain('<option value="monta" selected="">');
    expect((await upstreamCounts(site.fakes.trotting!.url)).total).toBe(0);
  });

  it("keeps only the foals within the highest COI", async () => {
    const html = (await request(site.app).get(`${PAGE}?fattrice=${mare.code}&coiMax=0`).expect(200)).text;
    expect(coefficients(html).every((coi) => coi === 0)).toBe(true);
  });

  it("answers bad filters with Italian messages, never an error page", async () => {
    const response = await request(site.app).get(`${PAGE}?fattrice=${mare.code}&coiMax=abc&montaMin=-5&ordine=%3Cscript%3E`).expect(200);
    expect(response.text).toContain("La consanguineità massima deve essere una percentuale tra 0 e 100: filtro ignorato.");
    expect(response.text).toContain("Il prezzo di monta minimo deve essere un importo in euro tra 0 e 1.000.000: filtro ignorato.");
    expect(response.text).toContain("Ordinamento sconosciuto: stalloni ordinati per consanguineità.");
    expect(rowCount(response.text)).toBeGreaterThan(0);
    for (const query of ["fattrice=%00", "fattrice[]=1&coiMax[]=2", `fattrice=${"9".repeat(400)}`, "sponsor=%E0%A4%A"])
      expect((await request(site.app).get(`${PAGE}?${query}`)).status).toBeLessThan(500);
  });

  it("says so when the horse chosen is not a mare", async () => {
    const html = (await request(site.app).get(`${PAGE}?fattrice=${stallion.code}`).expect(200)).text;
    expect(html).toContain(`${stallion.name} non è una fattrice: scegli una fattrice.`);
  });

  it("finds the mare by name without JavaScript and sends the shareable address", async () => {
    const response = await request(site.app)
      .get(`${PAGE}?fattrice=&fattriceText=${encodeURIComponent(mare.name)}&sponsor=1`)
      .expect(302);
    expect(response.headers.location).toBe(`${PAGE}?fattrice=${mare.code}&sponsor=1`);
  });

  it("is linked from the mating hypothesis and the stallions page", async () => {
    expect((await request(site.app).get("/ipotesi-accoppiamento").expect(200)).text).toContain(`href="${PAGE}"`);
    expect((await request(site.app).get("/trotto/stalloni").expect(200)).text).toContain(`href="${PAGE}"`);
  });
});
