import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFaults, injectFault, startTestSite, type TestSite } from "../../support/test-site";
import { asHtml, slashDate, testWorld } from "../../support/world";
import { slugify } from "~/fake-upstreams/shared/text";
import { hydrationDataOf } from "../../support/hydration-data";

const TODAY = new Date("2026-11-22T10:00:00Z");

/** Showcase horses of the simulated world (docs/FAKES.md), and what the world made of them. */
const world = testWorld(TODAY);
const { showcase, dataset } = world;
const stallion = world.horse(showcase.stallionWithEverything);
const mare = world.horse(showcase.mareWithEverything);
const noData = world.horse(showcase.horseWithNoData);
const STALLION = `/trotto/stalloni/${stallion.slug}`;
const MARE = `/trotto/fattrici/${mare.slug}`;
const NO_DATA = noData.slug;
const halfSiblingSire = world.horse(world.horse(showcase.halfSiblingMatingProduct).sireCode!);
const bredBy = (breederId: number) =>
  dataset.horses.find((horse) => horse.breederId === breederId && horse.birthYear === dataset.currentYear - 1)!;
const linkless = bredBy(showcase.breederWithLinkWithoutHttp);
const askInStable = bredBy(showcase.breederWithAllevatorePhone);
const breederOf = (horse: { breederId: number | null }) => dataset.breeders.find((breeder) => breeder.id === horse.breederId)!;
const entered = dataset.meetings.filter((meeting) => meeting.kind === "partenti");
const enteredHorse = dataset.horses.find((horse) => horse.name === showcase.drawHorseName)!;
const enteredOn = entered.find((meeting) => meeting.races.some((race) => race.rows.some((row) => row.horseCode === enteredHorse.code)))!;
const sonsBySire = new Map<string, string[]>();
for (const row of entered.flatMap((meeting) => meeting.races.flatMap((race) => race.rows))) {
  const sire = world.horse(row.horseCode).sireCode;
  if (sire) sonsBySire.set(sire, [...new Set([...(sonsBySire.get(sire) ?? []), world.horse(row.horseCode).name])]);
}
const [racingSire, racingSons] = [...sonsBySire.entries()].sort((a, b) => b[1].length - a[1].length)[0];

describe("horses routes", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY, warmUp: [STALLION, "/ipotesi-accoppiamento"] });
  }, 90_000);
  afterAll(async () => site?.close());

  describe("horse file", () => {
    it("renders a stallion with every section server-side", async () => {
      const html = (await request(site.app).get(STALLION).expect(200)).text;
      expect(html).toMatch(new RegExp(`<h1[^>]*>${stallion.name}</h1>`));
      expect(html).toContain(`<title>${stallion.name} | Sulky</title>`);
      for (const anchor of ['href="#video"', 'href="#genealogia"', 'href="#linea-femminile"']) expect(html).toContain(anchor);
      expect(html).toContain(">Stampa<");
      expect(html).toContain("EUR 3500.00");
      expect(html).toContain("Nad Al Sheba");
      expect(html).toContain("Migliori figli per anno");
      expect(html).toContain("Galleria");
      // an embedded player is a link to the video until it is asked for: no third-party code at load
      const youtube = stallion.videos.find((video) => video.label === "YouTube")!.path;
      expect(html).toContain(`href="https://www.youtube.com/watch?v=${youtube}"`);
      expect(html).not.toContain("<iframe");
      expect(html).toMatch(/<th[^>]*>Vincite<\/th>/);
      expect(html).toContain(">breve<");
      // pedigree with the duplicated Varenne and the inbreeding analysis
      expect(html).toContain('<details class="horse-accordion" id="genealogia"');
      // the production opens on request, as the pedigree does
      expect(html).toContain('<details class="horse-accordion" id="produzione"><summary><h2>Produzione</h2></summary>');
      expect(html).toContain(`(f. Varenne e ${world.horse(halfSiblingSire.damCode!).name})`);
      expect(html).toContain("ripetuto");
      // Varenne twice on the dam's side (Nad Al Sheba, the sire, is by Windsong's Legacy)
      expect(html).toMatch(/Varenne<\/strong>(<!-- -->)? (<!-- -->)?–×4,4/);
      expect(html).toContain("Coefficiente di consanguineità");
      // female line: its dams and the subject highlighted
      expect(html).toContain("Seconda madre");
      expect(html).toContain("questo cavallo");
      // both sit in their place in the page, not streamed after it (a visitor without JavaScript sees them)
      const inPage = html.slice(0, html.indexOf("</main>"));
      expect(inPage).toContain('class="pedigree-grid"');
      expect(inPage).toContain('class="female-line"');
      // production: an ALLEVATORE phone is text, a number is a +39 tel link
      expect(html).toContain("ALLEVATORE - chiedere in scuderia");
      expect(html).not.toContain('href="tel:+39ALLEVATORE');
      expect(html).toMatch(/href="tel:\+39\d+"/);
    });

    it("renders a mare file (st=fattrice) and the in-vendita and puledri routes", async () => {
      expect((await request(site.app).get(MARE).expect(200)).text).toContain(mare.name);
      expect((await request(site.app).get(`/trotto/in-vendita/${mare.slug}`).expect(200)).text).toContain(mare.name);
      expect((await request(site.app).get(`/trotto/puledri/${linkless.slug}`).expect(200)).text).toContain(linkless.name);
    });

    it("says a horse for sale is for sale, who sells it and how to ask, with a message ready to send; a sold one says sold", async () => {
      const mares = await (await fetch(`${site.fakes.trotting!.url}/api/v2/mares`)).json();
      const trainees = await (await fetch(`${site.fakes.trotting!.url}/api/v2/trainees`)).json();
      const forSale = (mares.items as { slug: string; sold: boolean }[]).find((item) => !item.sold)!;
      const html = (await request(site.app).get(`/trotto/in-vendita/${forSale.slug}`).expect(200)).text;
      const panel = /<section class="horse-card sale-panel[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
      expect(panel).toContain("Fattrice in vendita");
      expect(panel).toMatch(/href="mailto:[^"@]+@[^"?]+\?subject=Richiesta%20informazioni[^"]*&amp;body=Buongiorno[^"]*in-vendita%2F/);
      expect(panel).toMatch(/href="tel:\+39\d+"/);
      expect(panel).toContain("Il messaggio già pronto");
      const sold = (trainees.items as { slug: string; sold: boolean }[]).find((item) => item.sold);
      if (sold) {
        const soldPage = (await request(site.app).get(`/trotto/in-vendita/${sold.slug}`).expect(200)).text;
        expect(soldPage).toMatch(/sale-badge">Vendut[oa]</);
      }
      // Only the sale page says it: the same horse's foal file has no sale panel.
      expect((await request(site.app).get(`/trotto/puledri/${forSale.slug}`)).text).not.toContain(`class="horse-card sale-panel`);
    });

    it("leads from a mare's file to the stallions ranked for her, and only from a mare's", async () => {
      const toStallions = `<a href="/ipotesi-accoppiamento/stalloni?fattrice=${mare.code}"`;
      for (const path of [MARE, `/trotto/in-vendita/${mare.slug}`]) {
        const html = (await request(site.app).get(path).expect(200)).text;
        expect(html, path).toContain(toStallions);
        expect(html, path).toContain("Gli stalloni per questa fattrice</a>");
      }
      expect((await request(site.app).get(STALLION).expect(200)).text).not.toContain("Gli stalloni per questa fattrice");
    });

    it("prefixes http:// to a breeder link without a scheme", async () => {
      const html = (await request(site.app).get(`/trotto/puledri/${linkless.slug}`).expect(200)).text;
      expect(breederOf(linkless).Link).toMatch(/^www\./);
      expect(html).toContain(`href="http://${breederOf(linkless).Link}"`);
    });

    it("shows an ALLEVATORE phone of the breeder as text", async () => {
      const html = (await request(site.app).get(`/trotto/puledri/${askInStable.slug}`).expect(200)).text;
      expect(html).toContain("Telefono: <span>ALLEVATORE - chiedere in scuderia</span>");
    });

    it("renders a horse with no data cleanly", async () => {
      const html = (await request(site.app).get(`/trotto/puledri/${NO_DATA}`).expect(200)).text;
      expect(html).toContain(noData.name);
      expect(html).not.toContain('href="#video"');
      expect(html).not.toContain("Migliori figli per anno");
      expect(html).toContain("Genealogia non disponibile");
      expect(html).toContain("Linea femminile non disponibile");
    });

    it("sends a horse's code under a wrong name to its own address with a permanent redirect, query kept, on every horse route", async () => {
      const wrong = (horse: { code: string }) => `${horse.code}-nome-sbagliato`;
      for (const [asked, own] of [
        [`/cavalli/${wrong(mare)}?showLineage=1`, `/cavalli/${mare.slug}?showLineage=1`],
        [`/cavalli/${mare.code}`, `/cavalli/${mare.slug}`],
        [`/trotto/fattrici/${wrong(mare)}`, MARE],
        [`/trotto/in-vendita/${wrong(mare)}`, `/trotto/in-vendita/${mare.slug}`],
        [`/trotto/puledri/${wrong(linkless)}?x=1`, `/trotto/puledri/${linkless.slug}?x=1`],
        [`/trotto/stalloni/${wrong(stallion)}`, STALLION],
        [`/trotto/stalloni/${wrong(stallion)}/figli?year=2024`, `${STALLION}/figli?year=2024`],
        [`/trotto/stalloni/${wrong(stallion)}/fattrici`, `${STALLION}/fattrici`],
        [`/cavalli/${wrong(stallion)}/partenti.ics`, `/cavalli/${stallion.slug}/partenti.ics`],
      ]) {
        const response = await request(site.app).get(asked);
        expect(response.status, asked).toBe(301);
        expect(response.headers.location, asked).toBe(own);
      }
      // At its own address a page answers as usual.
      for (const own of [`/cavalli/${mare.slug}`, `${STALLION}/figli`, `/cavalli/${stallion.slug}/partenti.ics`]) {
        expect((await request(site.app).get(own)).status, own).toBe(200);
      }
    });

    it("answers 404 for a malformed slug and an unknown horse, without calling upstream for garbage", async () => {
      await request(site.app).get("/trotto/puledri/abc-def").expect(404);
      await request(site.app).get("/trotto/stalloni/12x4-nome").expect(404);
      await request(site.app).get("/trotto/puledri/999999-nessuno").expect(404);
    });

    it("still renders the file when the pedigree fails", async () => {
      await injectFault(site.fakes.trotting!.url, `^/api/v1/cavalli/genealogia/${mare.code}`, "503");
      try {
        const html = (await request(site.app).get(MARE).expect(200)).text;
        expect(html).toContain("Genealogia non disponibile");
      } finally {
        await clearFaults(site.fakes.trotting!.url);
      }
    });

    it("keeps the page frame with a short message when the file itself fails (fetch failures are only logged)", async () => {
      await injectFault(site.fakes.trotting!.url, "^/api/v2/puledri/101999", "503");
      try {
        const html = (await request(site.app).get("/trotto/puledri/101999-cavallo").expect(200)).text;
        expect(html).toContain("<h1>Scheda del cavallo</h1>");
        expect(html).toContain('class="section-unavailable"');
        expect(html).toContain('class="main-nav');
        expect(html).not.toContain('class="error-page"');
      } finally {
        await clearFaults(site.fakes.trotting!.url);
      }
    });
  });

  describe("horse profile", () => {
    it("renders grandsire, people, stats, videos and performances", async () => {
      const html = (await request(site.app).get(`/cavalli/${stallion.slug}`).expect(200)).text;
      expect(html).toContain(`nonno materno ${world.horse(mare.sireCode!).name}`);
      // at stud, the stallion belongs to its stud farm
      expect(html).toContain(breederOf({ breederId: dataset.world.horses[stallion.index].studBreederId }).Nome);
      expect(html).toContain(breederOf(stallion).Nome);
      expect(html).toContain(
        `href="https://vimeo.com/${stallion.videos
          .find((video) => video.label === "Vimeo")!
          .path.split("/")
          .pop()}"`,
      );
      expect(html).toContain("Prestazioni");
      // time rule: 1.14.1 is written 14.1
      const times = (await (await fetch(`${site.fakes.trotting!.url}/api/v2/prestazioni?horseId=${stallion.code}`)).json()) as {
        TempoPre: string | null;
      }[];
      const time = times.find((row) => row.TempoPre)!.TempoPre!;
      expect(html).toContain(`>${time.slice(2)}<`);
      expect(html).not.toMatch(/<details class="horse-accordion" id="genealogia" open/);
    });

    it("writes n.p. for a placement over 30", async () => {
      const racer = world.horse(showcase.placementOverThirty.horseCode);
      expect((await request(site.app).get(`/cavalli/${racer.slug}`).expect(200)).text).toContain("n.p.");
    });

    it("shows complete form lines: start, number in the field, the reason for an n.p., the winner and its time; records by start and distance", async () => {
      const racer = world.horse(showcase.placementOverThirty.horseCode);
      const html = (await request(site.app).get(`/cavalli/${racer.slug}`).expect(200)).text;
      const lines = (await (await fetch(`${site.fakes.trotting!.url}/api/v2/prestazioni?horseId=${racer.code}`)).json()) as Record<
        string,
        string | number | null
      >[];
      const notPlaced = lines.find((line) => line.MotivoNonPiazzato)!;
      const words: Record<string, string> = { rottura: "rottura", squalificato: "squalifica", ritirato: "ritiro" };
      expect(html).toContain(`<td>n.p. (${words[String(notPlaced.MotivoNonPiazzato)]})</td>`);
      // beside a race it did not win: the winner of that race, linked, and its time
      expect(html).toContain(
        `href="/cavalli/${notPlaced.CodiceVincitore}-${slugify(String(notPlaced.NomeVincitore))}" data-discover="true">${asHtml(String(notPlaced.NomeVincitore))}</a> ${String(notPlaced.TempoVincitore).slice(2)}`,
      );
      expect(html).toContain(`<td>${notPlaced.TipoPartenza}</td>`);
      expect(html).toContain(`<td class="num">${notPlaced.NumeroPartenza}/${notPlaced.NumeroPartenti}</td>`);
      // the records by start type and distance band, under the spec's breve and lunga
      const section = html.slice(html.indexOf('id="statistiche"'));
      expect(section.indexOf("Record per partenza e distanza")).toBeGreaterThan(0);
      expect(section).toContain("Miglio (fino a 1700 m)");
      expect(section).toContain(`<strong>${racer.recordBreve!.slice(2)}</strong>`);
    });

    it("draws the form at a glance as fixed-size SVG with a text alternative", async () => {
      const racer = world.horse(showcase.placementOverThirty.horseCode);
      const html = (await request(site.app).get(`/cavalli/${racer.slug}`).expect(200)).text;
      expect(html).toContain("La forma in breve");
      const charts = [...html.matchAll(/<svg viewBox="[^"]+" width="(\d+)" height="(\d+)" role="img" aria-label="([^"]+)"/g)];
      expect(charts.map((chart) => chart[3].split(" di ")[0])).toEqual([
        "Ultimi 10 piazzamenti",
        "Vincite per stagione",
        "Miglior tempo al km per anno",
      ]);
      // The race where it finished over 30 is among its last ten: the strip says so.
      expect(charts[0][3]).toContain(`n.p. il ${slashDate(showcase.placementOverThirty.date)}`);
      // a season and its winnings; the current one says its figures are partial
      expect(charts[1][3]).toMatch(/[\d.]+\s€ nel \d{4}(?: \(dati parziali\))?/);
      // whole km times beside their year: "1.10.8 nel 2021"
      expect(charts[2][3]).toMatch(/: 1\.\d{2}\.\d nel \d{4}/);
      // the charts and the race history are sent once, as markup
      const hydrationData = hydrationDataOf(html);
      expect(html).toContain('<div data-static-section="performances">');
      expect(html).toContain('<div data-static-section="form">');
      expect(html).toContain('<div data-static-section="best-times">');
      for (const field of ["lastPlacings", "earningsBySeason", "kmTime", "prizeDescription"]) expect(hydrationData).not.toContain(field);
      const data = (await request(site.app).get(`/cavalli/${racer.slug}.data`).expect(200)).text;
      for (const field of ["lastPlacings", "kmTime"]) expect(data).toContain(field);
    });

    it("names the owner and trainer of a horse in training", async () => {
      const racer = world.horse(showcase.placementOverThirty.horseCode);
      const html = (await request(site.app).get(`/cavalli/${racer.slug}`).expect(200)).text;
      const people = (id: number | null) => dataset.people.find((person) => person.id === id)!.Nome;
      expect(html).toContain(people(racer.ownerId));
      expect(html).toContain(people(racer.trainerId));
    });

    it("opens the lineage with showLineage=1", async () => {
      const html = (await request(site.app).get(`/cavalli/${stallion.slug}?showLineage=1`).expect(200)).text;
      expect(html).toMatch(/<details class="horse-accordion" id="genealogia" open/);
    });

    it("renders a horse with no data and 404s the unknown", async () => {
      const html = (await request(site.app).get(`/cavalli/${NO_DATA}`).expect(200)).text;
      expect(html).toContain(noData.name);
      expect(html).toContain("Nessuna prestazione registrata.");
      expect(html).not.toContain("La forma in breve");
      await request(site.app).get("/cavalli/999999-nessuno").expect(404);
      await request(site.app).get("/cavalli/not-a-code").expect(404);
    });
  });

  describe("searches", () => {
    it("lists horses with their parents", async () => {
      const needle = stallion.name.slice(0, 5).toLowerCase();
      const found = dataset.horses
        .filter((horse) => horse.name.toLowerCase().includes(needle))
        .sort((a, b) => a.name.localeCompare(b.name, "it"));
      expect(found.length).toBeGreaterThan(1);
      const html = (await request(site.app).get(`/cavalli?s=${needle}`).expect(200)).text;
      const withParents = found.find((horse) => horse.sireCode && horse.damCode)!;
      expect(html).toContain(`href="/cavalli/${withParents.slug}"`);
      expect(html).toContain(`da ${world.horse(withParents.sireCode!).name} e ${world.horse(withParents.damCode!).name}`);
    });

    it("redirects a single result to its route", async () => {
      const response = await request(site.app)
        .get(`/cavalli?s=${encodeURIComponent(stallion.name)}`)
        .expect(302);
      expect(response.headers.location).toBe(`/cavalli/${stallion.slug}`);
    });

    it("searches only above 3 characters and shows at most 10 horses, then the 'Molti risultati' notice (docs/PRODUCT.md, Searches)", async () => {
      const short = (await request(site.app).get("/cavalli?s=vag").expect(200)).text;
      expect(short).toContain("Scrivi almeno 4 lettere del nome per cercare.");
      expect(short).not.toContain('class="search-results"');
      const many = (await request(site.app).get("/cavalli?s=mont").expect(200)).text;
      const list = many.slice(many.indexOf('class="search-results"'));
      expect(list.slice(0, list.indexOf("</ul>")).match(/<li><a href="\/cavalli\//g)).toHaveLength(10);
      expect(many).toContain("Molti risultati disponibili: continua a scrivere per affinare la tua ricerca");
    });

    it("says on each search the minimum it applies: the field asks for it, the hint and the notice name it", async () => {
      for (const [path, min] of [
        ["/cavalli", 4],
        ["/ricerca/cavalli/partenti", 3],
        ["/ricerca/figli-in-corsa", 3],
      ] as const) {
        const name = path === "/ricerca/figli-in-corsa" ? "q" : "s";
        const form = (await request(site.app).get(path).expect(200)).text;
        expect(form, path).toMatch(new RegExp(`<input(?=[^>]*name="${name}")(?=[^>]*minLength="${min}")`, "i"));
        expect(form, path).toContain(`Almeno ${min} lettere del nome.`);
        const shorter = "Varenne".slice(0, min - 1);
        const short = (await request(site.app).get(`${path}?${name}=${shorter}`).expect(200)).text;
        expect(short, path).toContain(`Scrivi almeno ${min} lettere del nome per cercare.`);
        // Nothing was searched: no "no results", and the title names no search.
        expect(short, path).not.toContain("Non ha prodotto risultati");
        expect(short, path).not.toMatch(new RegExp(`<title>[^<]*${shorter}[^<]*</title>`));
      }
    });

    it("says 'Non ha prodotto risultati' when nothing matches", async () => {
      expect((await request(site.app).get("/cavalli?s=zzqqxx").expect(200)).text).toContain("Non ha prodotto risultati");
    });

    it("offers the search form at /ricerca/cavallo, a plain GET form", async () => {
      const html = (await request(site.app).get("/ricerca/cavallo").expect(200)).text;
      expect(html).toMatch(/<form[^>]*method="get"/);
      expect(html).toContain('name="s"');
    });

    it("finds starters with their columns", async () => {
      const html = (
        await request(site.app)
          .get(`/ricerca/cavalli/partenti?s=${encodeURIComponent(enteredHorse.name)}`)
          .expect(200)
      ).text;
      expect(html).toContain(enteredHorse.name);
      expect(html).toContain(`${enteredOn.ddmmyyyy.slice(0, 2)}/${enteredOn.ddmmyyyy.slice(2, 4)}/${enteredOn.ddmmyyyy.slice(4)}`);
      for (const column of ["Data", "Ora", "Ippodromo", "Corsa", "Dotazione", "Distanza", "Guidatore", "Numero", "Arrivo", "Tempo"]) {
        expect(html).toContain(`>${column}</th>`);
      }
    });

    it("groups racing sons and redirects a single one", async () => {
      const sire = world.horse(racingSire).name;
      expect(racingSons.length).toBeGreaterThan(1);
      const html = (
        await request(site.app)
          .get(`/ricerca/figli-in-corsa?q=${encodeURIComponent(sire)}`)
          .expect(200)
      ).text;
      expect(html).toContain(`Figli di ${sire} in partenza`);
      for (const son of racingSons) expect(html).toContain(son);
      expect((await request(site.app).get("/ricerca/figli-in-corsa?q=zzqqxx").expect(200)).text).toContain("Non ha prodotto risultati");
    });
  });

  describe("mating hypothesis", () => {
    it("shows the selection with two pickers", async () => {
      const html = (await request(site.app).get("/ipotesi-accoppiamento").expect(200)).text;
      expect(html).toContain("Ipotesi incrocio");
      expect(html).toContain('name="padreText"');
      expect(html).toContain('name="madreText"');
      expect(html).toContain('role="combobox"');
    });

    it("shows the pedigree of the pair in the URL", async () => {
      const html = (await request(site.app).get(`/ipotesi-accoppiamento?padre=100005&madre=${mare.code}`).expect(200)).text;
      expect(html).toContain(`Varenne + ${mare.name}`);
      expect(html).toContain("Fai una nuova ipotesi");
      expect(html).toContain("Coefficiente di consanguineità");
    });

    it("resolves names sent without JavaScript and moves the pair into the URL", async () => {
      const response = await request(site.app)
        .get(`/ipotesi-accoppiamento?padre=&padreText=Varenne&madre=&madreText=${encodeURIComponent(mare.name)}`)
        .expect(302);
      expect(response.headers.location).toBe(`/ipotesi-accoppiamento?padre=100005&madre=${mare.code}`);
    });

    it("drops the names from the URL when the codes came with them", async () => {
      const response = await request(site.app)
        .get(`/ipotesi-accoppiamento?padreText=Varenne&padre=100005&madreText=${encodeURIComponent(mare.name)}&madre=${mare.code}`)
        .expect(302);
      expect(response.headers.location).toBe(`/ipotesi-accoppiamento?padre=100005&madre=${mare.code}`);
    });

    it("explains a pair the upstream refuses", async () => {
      const html = (await request(site.app).get("/ipotesi-accoppiamento?padre=100005&madre=100011").expect(200)).text;
      expect(html).toContain("Selezionare una fattrice valida.");
    });
  });

  describe("picker JSON", () => {
    it("answers up to 10 horses above 3 characters, none below", async () => {
      const found = await request(site.app).get("/api/cavalli/cerca?input=Vare&type=M&ageLimit=1").expect(200);
      expect(found.body.horses[0]).toMatchObject({ code: "100005", name: "Varenne" });
      const many = await request(site.app).get("/api/cavalli/cerca?input=del%20r").expect(200);
      expect(many.body.horses.length).toBeLessThanOrEqual(10);
      const short = await request(site.app).get("/api/cavalli/cerca?input=Var").expect(200);
      expect(short.body).toMatchObject({ horses: [], more: false });
    });
  });

  describe("I miei cavalli", () => {
    const cookieOf = (response: request.Response) =>
      ([] as string[]).concat(response.headers["set-cookie"] ?? []).find((cookie) => cookie.startsWith("sulky_cavalli="));

    it("keeps a horse with one tap, in a cookie that outlives the browser, and lists its next start, last results and one calendar", async () => {
      const empty = await request(site.app).get("/cavalli/i-miei-cavalli").expect(200);
      expect(empty.text).toContain("Non hai ancora cavalli");
      expect(empty.headers["cache-control"]).toBe("private, no-store");
      // Anyone's horse page offers the tap, the same page for everyone.
      const profilePath = `/cavalli/${enteredHorse.code}-${enteredHorse.slug.split("-").slice(1).join("-")}`;
      const shared = await request(site.app).get(`/cavalli/${enteredHorse.code}`).redirects(1).expect(200);
      expect(shared.text).toContain("Aggiungi ai miei cavalli");
      const canonical = /<link rel="canonical" href="[^"]*?(\/cavalli\/[^"]+)"/.exec(shared.text)?.[1] ?? profilePath;

      const added = await request(site.app)
        .post("/cavalli/i-miei-cavalli")
        .type("form")
        .send({ cavallo: enteredHorse.code, nome: enteredHorse.name, intent: "aggiungi", dopo: canonical })
        .expect(303);
      expect(added.headers.location).toBe(canonical);
      const cookie = cookieOf(added)!;
      expect(cookie).toMatch(/Max-Age=31536000/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      const jar = cookie.split(";")[0];

      const kept = await request(site.app).get(canonical).set("Cookie", jar).expect(200);
      expect(kept.text).toContain("Nei miei cavalli: togli");
      const list = (await request(site.app).get("/cavalli/i-miei-cavalli").set("Cookie", jar).expect(200)).text;
      expect(list).toContain(enteredHorse.name);
      expect(list).toContain("Prossima partenza");
      expect(list).toMatch(/href="\/trotto\/partenti\/\d{8}\/[A-Z0-9]+T\/\d+"/);
      expect(list).toContain("Ultimi risultati");
      expect(list).toContain(`href="/calendario.ics?cavalli=${enteredHorse.code}"`);

      const removed = await request(site.app)
        .post("/cavalli/i-miei-cavalli")
        .set("Cookie", jar)
        .type("form")
        .send({ cavallo: enteredHorse.code, intent: "togli" })
        .expect(303);
      expect(removed.headers.location).toBe("/cavalli/i-miei-cavalli");
      expect(cookieOf(removed)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    });

    it("refuses a bad horse code and a post from another site, and never goes back anywhere but a horse page", async () => {
      await request(site.app).post("/cavalli/i-miei-cavalli").type("form").send({ cavallo: "x1" }).expect(400);
      await request(site.app)
        .post("/cavalli/i-miei-cavalli")
        .set("Origin", "https://evil.example")
        .type("form")
        .send({ cavallo: "100005" })
        .expect(403);
      const elsewhere = await request(site.app)
        .post("/cavalli/i-miei-cavalli")
        .type("form")
        .send({ cavallo: "100005", dopo: "//evil.example/x" })
        .expect(303);
      expect(elsewhere.headers.location).toBe("/cavalli/i-miei-cavalli");
    });
  });
});
