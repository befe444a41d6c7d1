import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/fake-upstreams/shared/text";
import { clearFaults, injectFault, startTestSite, type TestSite } from "../../support/test-site";
import { asHtml, slashDate, testWorld } from "../../support/world";

const TODAY = new Date("2026-11-22T10:00:00Z");
/** The days, races and horses the simulated world ran: the tests check the spec's rules on them. */
const world = testWorld(TODAY);
const { showcase } = world;
const results = showcase.resultDayWithQualificationAndGranPremio;
const entries = showcase.entryDay;
const resultMeeting = world.meeting(results.date, results.ippodromo);
const entryMeeting = world.meeting(entries.date, entries.ippodromo);
const upcoming = world.dataset.meetings.filter((meeting) => meeting.kind === "partenti");
const townDiffers = upcoming.find((meeting) => meeting.racecourse.Localita !== meeting.racecourse.NomeIppodromo)!;
const townSame = world.dataset.meetings.find(
  (meeting) => meeting.kind === "arrivi" && meeting.racecourse.Localita === meeting.racecourse.NomeIppodromo,
)!;

async function upstreamCalls(site: TestSite): Promise<number> {
  const response = await fetch(`${new URL(site.fakes.trotting!.url).origin}/__fake/requests`);
  return ((await response.json()) as { total: number }).total;
}

/** How deep <header> elements nest in a page: 1 when none holds another. */
function headerDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const tag of html.matchAll(/<(\/?)header\b/g)) {
    depth += tag[1] ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

function clearButton(html: string): string | undefined {
  return /<button[^>]*>Cancella<\/button>/.exec(html)?.[0];
}

describe("races routes", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY });
  }, 60_000);
  afterAll(async () => site?.close());

  it("lists upcoming entries grouped by day with the town only when it differs", async () => {
    const html = (await request(site.app).get("/trotto/partenti").expect(200)).text;
    expect(html).toContain("Prossimi partenti");
    expect(html).toContain("22/11/2026");
    expect(html).toContain(`href="/trotto/partenti/${townDiffers.ddmmyyyy}/${townDiffers.racecourse.CodiceIppodromo}"`);
    expect(html).toContain(`${asHtml(townDiffers.racecourse.NomeIppodromo)} (${asHtml(townDiffers.racecourse.Localita)})`);
  });

  it("lists the latest results under 'Ultimi arrivi', the town only when it differs", async () => {
    const html = (await request(site.app).get("/trotto/arrivi").expect(200)).text;
    expect(html).toContain("Ultimi arrivi");
    expect(html).toContain('href="/trotto/arrivi/21112026/');
    expect(html).toContain(`>${asHtml(townSame.racecourse.NomeIppodromo)}<`);
    expect(html).not.toContain(`${asHtml(townSame.racecourse.NomeIppodromo)} (${asHtml(townSame.racecourse.Localita)})`);
  });

  it("leads /partenti/oggi to today's starters", async () => {
    const response = await request(site.app).get("/partenti/oggi").expect(302);
    expect(response.headers.location).toBe("/trotto/partenti/22112026");
  });

  it("shows a result day with qualification trials first, a GranPremio and a not-placed horse", async () => {
    const html = (await request(site.app).get(`/trotto/arrivi/${results.date}/${results.ippodromo}T`).expect(200)).text;
    expect(html).toContain(`Arrivi di ${asHtml(resultMeeting.racecourse.NomeIppodromo)} del ${slashDate(results.date)}`);
    expect(html).toContain("Clicca sui nomi per le prestazioni");
    expect(html.indexOf("Prova di qualifica 1")).toBeGreaterThan(0);
    expect(html.indexOf("Prova di qualifica 1")).toBeLessThan(html.indexOf("Corsa 1 - "));
    expect(html).toContain("Gran Premio");
    expect(html).not.toContain(">0 euro<");
    expect(html).toContain("n.p.");
    expect(html).toContain(`href="/cavalli/${showcase.placementOverThirty.horseCode}-`);
    expect(html).toMatch(/<dt>Nastri<\/dt><dd>(Sì|No)<\/dd>/);
    // Every result table reads 1°, 2°, 3°…, n.p. last, with the starting number as a column.
    const tables = html.split(/<table class="data-table[^"]*">/).slice(1);
    expect(tables.length).toBeGreaterThan(1);
    for (const table of tables) {
      expect(table).toContain('title="Numero di partenza"');
      const placings = [...table.split("<tbody>")[1].matchAll(/<tr[^>]*><td>([^<]*)<\/td>/g)].map((match) => match[1]);
      const order = placings.map((placing) => (placing.startsWith("n.p.") ? 1000 : Number.parseInt(placing, 10)));
      expect(order, placings.join(" ")).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it("says why a horse is not placed where the result gives the reason, and how each race starts", async () => {
    const html = (
      await request(site.app).get(`/trotto/arrivi/${results.date}/${results.ippodromo}T/${showcase.placementOverThirty.race}`).expect(200)
    ).text;
    const race = resultMeeting.races.find((candidate) => candidate.NumeroCorsa === showcase.placementOverThirty.race)!;
    const words = { rottura: "rottura", squalificato: "squalifica", ritirato: "ritiro" } as Record<string, string>;
    const reasons = race.rows.filter((row) => row.MotivoNonPiazzato).map((row) => words[row.MotivoNonPiazzato!]);
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(html).toContain(`<td>n.p. (${reason})</td>`);
    expect(html).toContain(`Partenza:</span>\u00a0${race.TipoPartenza}`);
  });

  it("links sponsor sires and drops the '1.' of race times", async () => {
    const html = (await request(site.app).get(`/trotto/arrivi/${results.date}/${results.ippodromo}T/0`).expect(200)).text;
    const rows = [...resultMeeting.qualifiche, ...resultMeeting.races].flatMap((race) => race.rows);
    const sponsored = rows.map((row) => world.horse(world.horse(row.horseCode).sireCode ?? "")).find((sire) => sire?.sponsor);
    expect(sponsored, "a sponsor stallion's foal ran that day").toBeDefined();
    expect(html).toContain(`href="/trotto/stalloni/${sponsored!.slug}"`);
    const time = rows.find((row) => row.TempoPre)!.TempoPre!;
    expect(html).toContain(`<td>${time.slice(2)}</td>`);
    expect(html).not.toContain(`<td>${time}</td>`);
  });

  it("shows entries with the link to the race at a glance", async () => {
    const html = (await request(site.app).get(`/trotto/partenti/${entries.date}/${entries.ippodromo}T/${entries.race}`).expect(200)).text;
    expect(html).toContain(`Partenti di ${asHtml(entryMeeting.racecourse.NomeIppodromo)} del ${slashDate(entries.date)}`);
    expect(html).toContain(`href="/trotto/partenti/dettaglio-corsa/${entries.date}/${entries.ippodromo}T/${entries.race}"`);
    // the notable sibling's word agrees with the starter: Fratello di, or Sorella di for a filly
    expect(html).toMatch(/(Fratello|Sorella) di <a href="\/cavalli\/\d+-[a-z-]+"/);
    expect(html).not.toContain("Clicca sui nomi per le prestazioni");
  });

  it("answers 404 for a meeting the upstream does not have", async () => {
    await request(site.app).get("/trotto/arrivi/01011990/NAT").expect(404);
  });

  it("renders the race at a glance with one collapsible block per horse", async () => {
    const html = (
      await request(site.app).get(`/trotto/partenti/dettaglio-corsa/${entries.date}/${entries.ippodromo}T/${entries.race}`).expect(200)
    ).text;
    expect(html.match(/<details class="glance-horse"/g)?.length).toBe(
      entryMeeting.races.find((race) => race.NumeroCorsa === entries.race)!.rows.length,
    );
    expect(html.match(/<details class="glance-horse"/g)?.length).toBeGreaterThan(5);
    expect(html).toContain("Trimestre");
    expect(html).toMatch(/href="\/trotto\/arrivi\/\d{8}\/[A-Z]{2}T\/\d+"/);
    // complete form lines: the start, the number in the field, the placing with its reason, the winner and its time
    for (const header of ["Dist.", "Partenza", "N°/Part.", "Arrivo", "Tempo", "Vincitore", "Guidatore", "Vincita"])
      expect(html).toContain(header);
    const answer = (await (
      await fetch(`${site.fakes.trotting!.url}/api/v2/partenti/dettaglio-corsa/${entries.date}/${entries.ippodromo}/${entries.race}`)
    ).json()) as { cavalli: { prestazioni: Record<string, string | number | null>[] }[] };
    const lines = answer.cavalli.flatMap((horse) => horse.prestazioni);
    const beaten = lines.find((line) => line.Piazzamento !== 1 && line.NomeVincitore && line.TempoVincitore)!;
    expect(beaten, "a starter was beaten in one of its last races").toBeDefined();
    expect(html).toContain(`">${asHtml(String(beaten.NomeVincitore))}</a> ${String(beaten.TempoVincitore).slice(2)}`);
    expect(html).toContain(`${beaten.NumeroPartenza}/${beaten.NumeroPartenti}`);
    const won = lines.find((line) => line.Piazzamento === 1)!;
    expect(won.CodiceVincitore, "a winner's line names the horse itself").toBeDefined();
    // the records by start type and distance band, beside the spec's short and long records
    expect(html).toContain("per partenza e distanza");
    expect(html).toContain("Miglio (fino a 1700 m)");
    expect(html).toContain("Record breve");
    // The race's caption sits in the page's header: a header never holds another.
    expect(html).toContain('class="race-caption');
    expect(headerDepth(html)).toBe(1);
  });

  it("indexes the day's starters by letter", async () => {
    const html = (await request(site.app).get("/trotto/partenti/22112026").expect(200)).text;
    const letter = upcoming
      .filter((meeting) => meeting.ddmmyyyy === "22112026")
      .flatMap((meeting) => meeting.races.flatMap((race) => race.rows))
      .map((row) => world.horse(row.horseCode).name[0])
      .sort()[0];
    expect(html).toContain(`href="#lettera-${letter}"`);
    expect(html).toContain(`id="lettera-${letter}"`);
    expect(html).toMatch(/href="\/trotto\/partenti\/22112026\/[A-Z]{2}T\/\d+"/);
  });

  it("shows the children of a chosen sire among the starters", async () => {
    const empty = (await request(site.app).get("/trotto/partenti/figli-di").expect(200)).text;
    expect(empty).toContain('name="padreText"');
    const sire = world.horse(world.horse(upcoming[0].races[0].rows[0].horseCode).sireCode!);
    const html = (
      await request(site.app)
        .get(`/trotto/partenti/figli-di?padreText=${encodeURIComponent(sire.name)}`)
        .expect(200)
    ).text;
    expect(html).toContain(`Figli di ${sire.name} in partenza`);
    expect(html).toContain('href="/cavalli/');
  });

  it("names no sire in the title of a search that did not run (a name shorter than the picker's 4 letters)", async () => {
    const html = (await request(site.app).get("/trotto/partenti/figli-di?padreText=Nad").expect(200)).text;
    expect(html).toContain("<title>Figli di uno stallone tra i partenti | Sulky</title>");
    expect(html).toContain("<h1>Figli di uno stallone tra i partenti</h1>");
    expect(html).not.toContain("Figli di Nad");
    expect(html).toContain("Scrivi almeno 4 lettere del nome dello stallone.");
  });

  it("answers 404 for malformed dates, codes and race numbers without calling the upstream", async () => {
    const before = await upstreamCalls(site);
    for (const path of [
      "/trotto/partenti/31022026",
      "/trotto/partenti/2211202",
      "/trotto/partenti/22112026/NAPOLI",
      "/trotto/partenti/22112026/N4",
      "/trotto/arrivi/22112026/NAT/abc",
      "/trotto/arrivi/22112026/NAT/123",
      "/trotto/partenti/dettaglio-corsa/99992026/NAT/1",
      "/trotto/sorteggi/22112026/FI/x",
      "/trotto/sorteggi/22112026/FIRENZE/6",
      "/trotto/qualifiche?anno=abc",
      "/trotto/qualifiche/classifiche/cavalli/2023/",
      "/trotto/qualifiche/classifiche/stalloni/20x3/",
    ]) {
      const response = await request(site.app).get(path);
      expect(response.status, path).toBe(404);
    }
    expect(await upstreamCalls(site)).toBe(before);
  });

  it("groups draws by horse with an anchor list and place labels", async () => {
    const html = (await request(site.app).get(`/trotto/sorteggi?cavallo=${showcase.drawSearch}`).expect(200)).text;
    expect(html).toContain('placeholder="Inserire il nome del cavallo (almeno tre lettere)"');
    expect(html).toContain(`href="#cavallo-${slugify(showcase.drawHorseName)}"`);
    const drawn = upcoming.find((meeting) =>
      meeting.races.some((race) => race.drawDone && race.rows.some((row) => world.horse(row.horseCode).name === showcase.drawHorseName)),
    )!;
    expect(html).toContain(`${asHtml(drawn.racecourse.Localita.toUpperCase())} - ${asHtml(drawn.racecourse.NomeIppodromo)}`);
    expect(html).toMatch(/\d+ \/ \d+/);
  });

  it("says when a draw search finds nothing", async () => {
    const html = (await request(site.app).get("/trotto/sorteggi?cavallo=Zzzzqqq").expect(200)).text;
    expect(html).toContain("Nessun risultato per questa ricerca");
  });

  it("shows the server's 422 text in a red alert", async () => {
    const html = (await request(site.app).get("/trotto/sorteggi?cavallo=ab").expect(200)).text;
    expect(html).toMatch(/<p class="alert alert-danger" role="alert">Inserire almeno tre lettere<\/p>/);
  });

  it("shows the generic message on any other draw failure", async () => {
    await injectFault(site.fakes.trotting!.url, "^/api/v2/draws", "503");
    try {
      const html = (await request(site.app).get(`/trotto/sorteggi?cavallo=${showcase.drawSearch}`).expect(200)).text;
      expect(html).toContain("C&#x27;è stato un errore, riprovare più tardi");
    } finally {
      await clearFaults(site.fakes.trotting!.url);
    }
  });

  it("shows a draw detail, or the empty message when numbers are not drawn yet", async () => {
    const full = (await request(site.app).get(`/trotto/sorteggi/${entries.date}/${entries.ippodromo}/${entries.race}`).expect(200)).text;
    expect(full).toContain("Sorteggio numeri: ");
    expect(full.match(/class="subtitle">[^<]*/)?.[0]).toBe(
      `class="subtitle">${asHtml(entryMeeting.racecourse.NomeIppodromo)}, corsa ${entries.race} del ${slashDate(entries.date)}`,
    );
    const undrawn = showcase.drawWithoutNumbers;
    const empty = (await request(site.app).get(`/trotto/sorteggi/${undrawn.date}/${undrawn.ippodromo}/${undrawn.race}`).expect(200)).text;
    expect(empty).toContain("Non sono presenti risultati per la corsa selezionata");
    const unknown = (await request(site.app).get(`/trotto/sorteggi/${entries.date}/${entries.ippodromo}/42`).expect(200)).text;
    expect(unknown).toMatch(/role="alert">Corsa non trovata</);
  });

  it("lists a draw's numbers in ascending order, also after the race, when the upstream lists them by placing", async () => {
    const html = (await request(site.app).get(`/trotto/sorteggi/${results.date}/${results.ippodromo}/${results.race}`).expect(200)).text;
    const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)![1];
    const numbers = [...body.matchAll(/<tr[^>]*><td[^>]*>(\d+)<\/td>/g)].map((match) => Number(match[1]));
    const race = resultMeeting.races.find((candidate) => candidate.NumeroCorsa === results.race)!;
    expect(numbers).toHaveLength(race.rows.length);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it("renders qualifications of the newest crop with letter buttons and ranking links", async () => {
    const html = (await request(site.app).get("/trotto/qualifiche").expect(200)).text;
    expect(html).toContain("<h1>Qualifiche</h1>");
    expect(html).toContain("<title>Qualifiche dei nati nel 2024 | Sulky</title>");
    expect(html).toContain("A cura di ");
    expect(html).toContain("Nati nel 2024");
    expect(html).toMatch(/href="\/trotto\/qualifiche\?anno=2023"[^>]*>I</);
    expect(html).toMatch(/href="\/trotto\/qualifiche\?anno=2017"[^>]*>B</);
    expect(html).toContain('href="/trotto/qualifiche/classifiche/nonni/2024/"');
    expect(html).toMatch(/href="\/trotto\/arrivi\/\d{8}\/[A-Z]{2}T\/0"/);
    expect(html).toContain("Nome Padre");
    expect(clearButton(html)).toContain('disabled=""');
    await request(site.app).get("/trotto/qualifiche?anno=2010").expect(404);
  });

  it("never promises a loading it cannot do without JavaScript: the server gives the whole crop, or a plain link to it", async () => {
    const first = (await request(site.app).get("/trotto/qualifiche?anno=2023").expect(200)).text;
    expect(first).not.toContain("sto caricando l&#x27;elenco completo");
    expect(first).not.toContain("sto caricando l'elenco completo");
    const all = (await request(site.app).get("/trotto/qualifiche/elenco?anno=2023").expect(200)).body.rows as unknown[];
    const rowsOf = (html: string) => (html.split("<tbody>")[1]?.match(/<tr/g) ?? []).length;
    if (all.length > rowsOf(first)) expect(first).toContain('href="/trotto/qualifiche?anno=2023&amp;tutte=1"');
    else expect(first).not.toContain("tutte=1");
    const whole = (await request(site.app).get("/trotto/qualifiche?anno=2023&tutte=1").expect(200)).text;
    expect(rowsOf(whole)).toBe(all.length);
    expect(whole).not.toContain("tutte=1");
  });

  it("filters qualifications by sire without JavaScript", async () => {
    const sire = showcase.qualificationSire;
    const html = (
      await request(site.app)
        .get(`/trotto/qualifiche?anno=${sire.year}&cerca=${encodeURIComponent(sire.name)}&padre=1`)
        .expect(200)
    ).text;
    const rows = html.match(/<tr>/g)?.length ?? 0;
    expect(rows).toBeGreaterThan(1);
    expect(clearButton(html)).toBeTruthy();
    expect(clearButton(html)).not.toContain("disabled");
    expect(html).toContain(`value="${sire.name}"`);
  });

  it("serves the full qualification list to the page, and 503 when the upstream fails", async () => {
    const response = await request(site.app).get("/trotto/qualifiche/elenco?anno=2024").expect(200);
    // the horses that passed their trial, each once
    expect(response.body.rows.length).toBeGreaterThan(30);
    await injectFault(site.fakes.trotting!.url, "^/api/v1/classifiche/qualifiche", "500");
    try {
      await request(site.app).get("/trotto/qualifiche/elenco?anno=2024").expect(503);
    } finally {
      await clearFaults(site.fakes.trotting!.url);
    }
  });

  it("ranks subjects with more than 3 qualified, and lists one subject's horses by birth year", async () => {
    const sire = showcase.qualificationSire;
    const ranking = (await request(site.app).get(`/trotto/qualifiche/classifiche/stalloni/${sire.year}/`).expect(200)).text;
    expect(ranking).toContain("Vengono mostrati solo i soggetti con più di 3 qualificati");
    expect(ranking).toContain(`href="/trotto/qualifiche/classifiche/stalloni/${sire.year}/${sire.slug}"`);
    const subject = (await request(site.app).get(`/trotto/qualifiche/classifiche/stalloni/${sire.year}/${sire.slug}`).expect(200)).text;
    const qualified = world.dataset.qualifications
      .map((trial) => world.horse(trial.horseCode))
      .filter((horse) => horse.sireCode === sire.code);
    expect(subject).toContain(`Anno di nascita: ${qualified[qualified.length - 1].birthYear}`);
    expect(subject).toContain(`href="/cavalli/${qualified[qualified.length - 1].slug}"`);
  });
});
