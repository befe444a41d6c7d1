import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFaults, injectFault, startTestSite, type TestSite } from "../../support/test-site";

/** The first name the drivers' ranking lists, with the address of that driver's page. */
async function firstRanked(site: TestSite, entity: string): Promise<{ name: string; path: string }> {
  const html = (await request(site.app).get(`/trotto/classifiche/${entity}`).expect(200)).text;
  const match = new RegExp(`<a[^>]+href="(/trotto/classifiche/${entity}/[^"]+)"[^>]*>([^<]+)</a>`).exec(html);
  if (!match) throw new Error(`no ${entity} in the ranking`);
  return { path: match[1].replace(/&amp;/g, "&"), name: match[2].replace(/&#x27;/g, "'").replace(/&amp;/g, "&") };
}

describe("site search", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(async () => site?.close());

  it("puts a GET search form to /ricerca in the header of every page, working without JavaScript", async () => {
    for (const path of ["/", "/trotto/allevatori", "/pagina-che-non-esiste"]) {
      const html = (await request(site.app).get(path)).text;
      const form = /<form[^>]*role="search"[^>]*>.*?<\/form>/s.exec(html)?.[0] ?? `no search form on ${path}`;
      expect(form).toMatch(/action="\/ricerca"/);
      expect(form).toMatch(/method="get"/);
      const input = /<input[^>]*name="q"[^>]*>/.exec(form)?.[0];
      expect(input).toContain(`role="combobox"`);
      expect(input).toContain(`aria-controls=`);
    }
  });

  it("keeps every breeder it finds when the upstream's answers drift: a suggestion without its name is named from the breeders' list", async () => {
    const listed = (html: string) =>
      [...html.matchAll(/<a href="(\/trotto\/allevatori\/[^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, path, name]) => `${name} ${path}`);
    const expected = listed((await request(site.app).get("/ricerca?q=Allevamento").expect(200)).text);
    expect(expected.length).toBeGreaterThan(3);
    const trotting = site.fakes.trotting!.url;
    for (const drift of ["drift-nulls", "drift-missing"]) {
      await injectFault(trotting, ".*", drift);
      try {
        const found = listed((await request(site.app).get("/ricerca?q=Allevamento").expect(200)).text);
        // drift-nulls also takes the name of the first breeder of the breeders' list: that one alone may be missing
        expect(found.length, drift).toBe(expected.length);
        expect(expected.filter((breeder) => !found.includes(breeder)).length, drift).toBeLessThanOrEqual(1);
      } finally {
        await clearFaults(trotting);
      }
    }
  });

  it("finds horses with sex, birth year and sire, so that namesakes can be told apart", async () => {
    const html = (await request(site.app).get("/ricerca?q=fortuna").expect(200)).text;
    expect(html).toContain("Risultati per «fortuna»");
    const horses = [...html.matchAll(/<a href="(\/cavalli\/[^"]+)"[^>]*>([^<]+)<\/a><span class="site-search-details">([^<]+)<\/span>/g)];
    expect(horses.length).toBeGreaterThan(1);
    for (const [, , , details] of horses) expect(details).toMatch(/^(maschio|femmina|castrone), \d{4}(, da .+)?$/);
    expect(horses.filter(([, , , details]) => details.includes(", da ")).length).toBeGreaterThan(1);
  });

  it("finds drivers, trainers and breeders by name, each linking to its page", async () => {
    for (const entity of ["guidatori", "allenatori"]) {
      const person = await firstRanked(site, entity);
      const surname = person.name.split(" ").at(-1)!;
      const html = (await request(site.app).get(`/ricerca?q=${encodeURIComponent(surname)}`)).text;
      if (html.includes("Risultati per")) expect(html).toContain(`href="${person.path.replace(/\/\d{4}.*$/, "")}"`);
      else expect(html).toBe("a redirect");
    }
    const breeders = (await request(site.app).get("/ricerca?q=allevamento").expect(200)).text;
    expect(breeders).toMatch(/<h2 id="risultati-allevatori">Allevatori<\/h2>/);
    expect(breeders).toMatch(/href="\/trotto\/allevatori\/\d+-[^"]+"/);
  });

  it("says what it needs when the text is too short, and when nothing is found", async () => {
    expect((await request(site.app).get("/ricerca?q=ab").expect(200)).text).toContain("Scrivi almeno 3 lettere del nome per cercare.");
    expect((await request(site.app).get("/ricerca?q=zzzqqqxxx").expect(200)).text).toContain("Non ha prodotto risultati");
    expect((await request(site.app).get("/ricerca").expect(200)).text).toContain("Cerca nel sito");
  });

  it("goes straight to the one thing found", async () => {
    const person = await firstRanked(site, "guidatori");
    const response = await request(site.app).get(`/ricerca?q=${encodeURIComponent(person.name)}`);
    if (response.status === 302) expect(response.headers.location).toBe(person.path.replace(/\/\d{4}.*$/, ""));
    else expect(response.text).toContain(person.name);
  });

  it("suggests as one types, as JSON, every suggestion with the address of its page", async () => {
    const response = await request(site.app).get("/api/ricerca?q=fortuna").expect(200);
    expect(response.headers["content-type"]).toContain("application/json");
    const body = response.body as { items: { name: string; details: string; path: string }[]; more: boolean };
    expect(body.items.length).toBeGreaterThan(1);
    expect(body.items.length).toBeLessThanOrEqual(8);
    for (const item of body.items) expect(item.path).toMatch(/^\/(cavalli|trotto)\//);
    expect((await request(site.app).get("/api/ricerca?q=ab").expect(200)).body).toEqual({ items: [], more: false, unavailable: false });
    await request(site.app)
      .get(`/api/ricerca?q=${"a".repeat(500)}`)
      .expect(400);
  });
});
