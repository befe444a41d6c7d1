import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFaults, injectFault, startTestSite, type TestSite } from "../../support/test-site";
import { testWorld } from "../../support/world";

const TODAY = new Date("2026-11-22T10:00:00Z");

describe("breeding pages", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY });
  }, 60_000);
  afterAll(async () => site?.close());

  it("lists the previous year's foals by default, server-rendered", async () => {
    const html = (await request(site.app).get("/trotto/puledri").expect(200)).text;
    expect(html).toContain("Puledri nati nel 2025");
    expect(html).toMatch(/<option value="2025" selected="">2025<\/option>/);
    expect(html).toContain("foal-row-femmina");
    expect(html).toContain("foal-row-maschio");
    expect(html).toContain(">Padre<");
    expect(html).toContain(">Allevamento<");
    expect(html).toContain("Femmina");
    expect(html).toMatch(/href="\/trotto\/puledri\/\d+-[a-z0-9-]+"/);
    expect(html).not.toContain("Inserisci il tuo puledro");
    expect(html).toMatch(/>(gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic)</);
  });

  it("links every foal with a page, opens every video from its icon, and names the sale of every auction lot", async () => {
    const html = (await request(site.app).get("/trotto/puledri?year=2025").expect(200)).text;
    const rows = html.match(/<tr class="foal-row [^"]*">[\s\S]*?<\/tr>/g) ?? [];
    expect(rows.length).toBeGreaterThan(200);
    const unlinked = rows.filter((row) => !/<a [^>]*href="\/trotto\/puledri\/\d+-[a-z0-9-]+"/.test(row));
    expect(unlinked).toEqual([]);
    const videoIcons = rows.filter((row) => row.includes("foal-video"));
    expect(videoIcons.length).toBeGreaterThan(0);
    for (const row of videoIcons)
      expect(row).toMatch(
        /<a [^>]*href="\/trotto\/puledri\/\d+-[a-z0-9-]+#video"[^>]*class="foal-video"|class="foal-video"[^>]*href="[^"]+#video"/,
      );
    const lots = rows.filter((row) => row.includes("foal-auction"));
    expect(lots.length).toBeGreaterThan(0);
    for (const row of lots) expect(row).toContain("All&#x27;asta: ");
  });

  it("shows the lot of every auction foal beside its sale, as the world numbers each sale's catalogue", async () => {
    const html = (await request(site.app).get("/trotto/puledri?year=2025").expect(200)).text;
    const rows = html.match(/<tr class="foal-row [^"]*">[\s\S]*?<\/tr>/g) ?? [];
    const lots = rows.filter((row) => row.includes('class="foal-auction"'));
    expect(lots.length).toBeGreaterThan(0);
    const world = testWorld(TODAY);
    for (const row of lots) {
      const code = /href="\/trotto\/puledri\/(\d+)-/.exec(row)?.[1];
      const foal = world.dataset.horses.find((horse) => horse.code === code);
      expect(foal?.auction, row).toBeTruthy();
      expect(row).toContain(`<span class="foal-lot">lotto ${foal!.auction!.lot}</span>`);
      expect(row).toContain(`>${foal!.auction!.auct_name}</span>`);
    }
  });

  it("accepts the nav's trailing slash", async () => {
    const html = (await request(site.app).get("/trotto/puledri/").expect(200)).text;
    expect(html).toContain("Puledri nati nel 2025");
  });

  it("offers the add-a-foal button only for the current year", async () => {
    const html = (await request(site.app).get("/trotto/puledri?year=2026").expect(200)).text;
    expect(html).toContain("Puledri nati nel 2026");
    expect(html).toContain('href="/cavalli/aggiungi-puledro"');
    expect(html).toContain("Inserisci il tuo puledro");
    expect(html).toContain("offerta da un sito partner");
  });

  it("filters on the server by the text or by the father's name (no JavaScript)", async () => {
    const all = (await request(site.app).get("/trotto/puledri?year=2025").expect(200)).text;
    // The search form has its own submit button, not one that exists only inside <noscript>.
    const searchForm = /<form[^>]*class="foal-search"[\s\S]*?<\/form>/.exec(all)![0];
    expect(searchForm).toMatch(/<button type="submit"[^>]*>Cerca<\/button>/);
    expect(searchForm).not.toContain("<noscript>");
    const rowCount = (html: string) => (html.match(/class="foal-row /g) ?? []).length;
    const father = (await request(site.app).get("/trotto/puledri?year=2025&q=zzzzqq&padre=1").expect(200)).text;
    expect(father).toContain("Nessun risultato per questa ricerca");
    const byName = (await request(site.app).get("/trotto/puledri?year=2025&q=a").expect(200)).text;
    expect(rowCount(byName)).toBeGreaterThan(0);
    expect(rowCount(byName)).toBeLessThanOrEqual(rowCount(all));
  });

  it("answers 404 to a malformed year or flag without calling upstream", async () => {
    await request(site.app).get("/trotto/puledri?year=20x5").expect(404);
    await request(site.app).get("/trotto/puledri?year=2999").expect(404);
    await request(site.app).get("/trotto/puledri?wvideo=maybe").expect(404);
    await request(site.app).get("/trotto/allevatori/abc").expect(404);
    await request(site.app).get("/trotto/allevatori/3-x?year=nope").expect(404);
    await request(site.app).get("/trotto/stalloni/abc/figli").expect(404);
    await request(site.app).get("/trotto/allevatori?ordina=telefono").expect(404);
  });

  it("answers 404 for an unknown breeder", async () => {
    await request(site.app).get("/trotto/allevatori/99999-nessuno").expect(404);
  });

  it("titles the 404 page, for an unknown path as for an unknown subject", async () => {
    for (const path of [
      "/pagina-che-non-esiste",
      "/trotto/allevatori/99999-nessuno",
      "/iframe/qualcosa",
      "/iframe/stalloni/999999-xyz/figli",
    ]) {
      const response = await request(site.app).get(path).expect(404);
      expect(response.text, path).toContain("<title>Pagina non trovata | Sulky</title>");
    }
  });

  it("answers 404 for an unknown stallion, although the upstream falls back to another stallion's table", async () => {
    await request(site.app).get("/trotto/stalloni/999999-xyz/figli").expect(404);
    await request(site.app).get("/trotto/stalloni/999999-xyz/fattrici").expect(404);
  });

  it("shows the foal search results of the route query", async () => {
    const html = (await request(site.app).get("/ricerca/puledri?year=2025&nome=zzzzqq").expect(200)).text;
    expect(html).toContain("Ricerca puledri");
    expect(html).toContain("Nessun risultato per questa ricerca");
    const found = (await request(site.app).get("/ricerca/puledri?year=2025").expect(200)).text;
    expect(found).toContain("foal-row-");
  });

  it("lists breeders sortable with links to their sheets", async () => {
    const html = (await request(site.app).get("/trotto/allevatori?ordina=puledri&verso=desc").expect(200)).text;
    expect(html).toMatch(/href="\/trotto\/allevatori\/\d+-[a-z0-9-]+"/);
    for (const label of ["Nome", "Puledri", "Venduti", "Video"]) expect(html).toContain(label);
    expect(html).toContain("ordinato in modo decrescente");
    // the sorted column, and only it, carries aria-sort
    expect([...html.matchAll(/<th[^>]*aria-sort="(\w+)"[^>]*>.*?<\/th>/g)].map((m) => [m[1], /Puledri/.test(m[0])])).toEqual([
      ["descending", true],
    ]);
    const counts = [...html.matchAll(/<td class="num">(\d+)<\/td><td class="num">\d+<\/td><td class="num">\d+<\/td>/g)].map((m) =>
      Number(m[1]),
    );
    expect(counts.length).toBeGreaterThan(3);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it("shows the boxes variant with titles above and below", async () => {
    const html = (await request(site.app).get("/trotto/allevatori?vista=riquadri").expect(200)).text;
    expect(html).toContain("box-grid");
    expect(html).toContain("I nati 2025 dei nostri allevatori");
  });

  it("renders the breeder sheet with contacts, banner and four tables", async () => {
    const html = (await request(site.app).get("/trotto/allevatori/2-x").expect(200)).text;
    expect(html).toMatch(/<title>[^<]+, scheda allevatore e puledri \| Sulky<\/title>/);
    expect(html).toMatch(/href="http:\/\/www\.[^"]+"/);
    expect(html).toContain('class="breeder-banner"');
    expect(html).toContain('width="1140"');
    for (const heading of ["Puledri nati nel 2025", "Nuovi nati", "Fattrici", "Cavalli in attività"]) expect(html).toContain(heading);
    const allevatore = (await request(site.app).get("/trotto/allevatori/3-x").expect(200)).text;
    expect(allevatore).toContain("ALLEVATORE - chiedere in scuderia");
  });

  it("shows each section heading once (table captions for screen readers only), each contact phone once, sex as a word", async () => {
    const html = (await request(site.app).get("/trotto/allevatori/3-x").expect(200)).text;
    expect(html).not.toContain('class="table-caption"');
    expect(html).toMatch(/<caption class="visually-hidden">Fattrici<\/caption>/);
    const contacts = /<section class="breeder-contacts"[\s\S]*?<\/section>/.exec(html)![0];
    expect(contacts.split("ALLEVATORE - chiedere in scuderia")).toHaveLength(2);
    const cells = [...html.matchAll(/<td>([^<]*)<\/td>/g)].map((match) => match[1]);
    expect(cells).toContain("femmina");
    expect(cells.filter((cell) => cell === "F" || cell === "M" || cell === "C")).toEqual([]);
  });

  it("keeps the Telefono column the upstream sends on the foal and newborn tables, and shows sire, dam and age on a phone", async () => {
    const html = (await request(site.app).get("/trotto/allevatori/1-x").expect(200)).text;
    for (const id of ["breeder-foals", "breeder-newborns"]) {
      const section = new RegExp(`<section aria-labelledby="${id}"[\\s\\S]*?</section>`).exec(html)![0];
      expect(section).toMatch(/<th[^>]*>Telefono<\/th>/);
      expect(section).toMatch(/href="tel:\+39\d+"/);
      // A phone shows each row as a card whose key facts are the sire and the dam: none is cut off.
      expect(section).toContain("table-cards");
    }
  });

  it("renders the sponsor grid and the featured stallions", async () => {
    const html = (await request(site.app).get("/trotto/stalloni").expect(200)).text;
    expect(html).toContain("card-stallone");
    expect(html).toContain("card-sponsor");
    expect(html).toContain("card-full-image");
    expect(html).toContain('width="190" height="112"');
    const featured = (await request(site.app).get("/trotto/stalloni/in-evidenza").expect(200)).text;
    expect(featured).toContain("card-stallone");
    expect(featured).not.toContain("card-sponsor");
  });

  it("renders a stallion's mares and offspring", async () => {
    const stallion = testWorld(TODAY).horse("102306");
    const offspring = (await request(site.app).get(`/trotto/stalloni/${stallion.slug}/figli`).expect(200)).text;
    expect(offspring).toContain("I figli di");
    const mares = (await request(site.app).get(`/trotto/stalloni/${stallion.slug}/fattrici?year=2025`).expect(200)).text;
    expect(mares).toContain("Le fattrici di");
    // each mare links to her own file
    expect(mares).toMatch(/href="\/trotto\/fattrici\/\d+-[^"]+"/);
  });

  it("renders the three for-sale lists", async () => {
    for (const [path, title] of [
      ["fattrici", "Fattrici in vendita"],
      ["carature", "Carature in vendita"],
      ["puledri", "Puledri in vendita"],
    ]) {
      const html = (await request(site.app).get(`/trotto/in-vendita/${path}`).expect(200)).text;
      expect(html).toContain(title);
      expect(html).toMatch(/href="\/trotto\/in-vendita\/\d+-[a-z0-9-]+"/);
      // What a buyer asks first, on a phone too (the rows are cards led by the horse, then sire, dam and age).
      for (const label of ["Padre", "Madre", "Età"]) expect(html).toMatch(new RegExp(`<th[^>]*>${label}</th>`));
      expect(html).toMatch(/<td[^>]*>\d+ anni \(\d{4}\)<\/td>/);
      expect(html).toContain("table-cards");
    }
  });

  it("answers the breeder autocomplete only from 3 non-space characters", async () => {
    const short = await request(site.app).get("/api/allevatori/suggerimenti?term=%20a%20b%20").expect(200);
    expect(short.body).toEqual({ results: [] });
    const long = await request(site.app).get("/api/allevatori/suggerimenti?term=all").expect(200);
    expect(Array.isArray(long.body.results)).toBe(true);
  });

  it("shows the error page when the main section fails", async () => {
    await injectFault(site.fakes.trotting!.url, "^/api/v2/mares", "500");
    try {
      const response = await request(site.app).get("/trotto/in-vendita/fattrici");
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(response.text).toContain('class="error-page"');
      expect(response.text).toContain("<title>Errore | Sulky</title>");
    } finally {
      await clearFaults(site.fakes.trotting!.url);
    }
  });
});
