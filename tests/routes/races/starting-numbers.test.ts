import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../support/test-site";
import { asHtml, testWorld } from "../../support/world";

const TODAY = new Date("2026-11-22T10:00:00Z");
const world = testWorld(TODAY);
const PAGE = "/trotto/statistiche/numeri";

/** The figures the page must show, counted straight from the simulated results. */
function expectedFigures(trackCode: string, startType: "autostart" | "nastri", number: number) {
  let starters = 0;
  let wins = 0;
  let races = 0;
  for (const meeting of world.dataset.meetings) {
    if (meeting.kind !== "arrivi" || meeting.racecourse.CodiceIppodromo !== trackCode) continue;
    for (const race of meeting.races) {
      const autostart = race.DescrizioneCorsa.includes("autostart");
      if ((startType === "autostart") !== autostart || race.Distanza > 1700) continue;
      races++;
      for (const row of race.rows) {
        if (row.NumeroPartenza !== number || row.Piazzamento === null) continue;
        starters++;
        if (row.Piazzamento === 1) wins++;
      }
    }
  }
  return { starters, wins, races };
}

const percentText = (wins: number, starters: number) =>
  `${(Math.round((wins / starters) * 1000) / 10).toLocaleString("it-IT", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

async function trottingCalls(site: TestSite): Promise<number> {
  const response = await fetch(`${new URL(site.fakes.trotting!.url).origin}/__fake/requests`);
  return ((await response.json()) as { total: number }).total;
}

describe("starting-number statistics page", () => {
  let site: TestSite;
  // The busiest track of the results, so its figures rest on many races.
  const meetingsPerTrack = new Map<string, number>();
  for (const meeting of world.dataset.meetings)
    if (meeting.kind === "arrivi")
      meetingsPerTrack.set(meeting.racecourse.CodiceIppodromo, (meetingsPerTrack.get(meeting.racecourse.CodiceIppodromo) ?? 0) + 1);
  const busiest = [...meetingsPerTrack.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const trackName = world.dataset.meetings.find((meeting) => meeting.racecourse.CodiceIppodromo === busiest)!.racecourse.NomeIppodromo;

  beforeAll(async () => {
    site = await startTestSite({ today: TODAY, warmUp: [PAGE] });
  }, 60_000);
  afterAll(async () => site?.close());

  it("says the statistics are being prepared before the first aggregate, without asking the upstream and without being kept", async () => {
    const entries = world.showcase.entryDay;
    const draw = await request(site.app).get(`/trotto/sorteggi/${entries.date}/${entries.ippodromo}/${entries.race}`).expect(200);
    expect(draw.headers["cache-control"]).toBe("private, no-store");
    expect(draw.text).not.toContain("del numero a");
    const before = await trottingCalls(site);
    const response = await request(site.app).get(PAGE).expect(200);
    expect(response.text).toContain("Statistiche in preparazione, riprova tra qualche minuto.");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(await trottingCalls(site)).toBe(before);
  });

  it("shows each number's win % from the simulated results once the background refresh ran, still without upstream calls", async () => {
    await site.jobs.refreshStartingNumberStats.run();
    const before = await trottingCalls(site);
    const html = (await request(site.app).get(`${PAGE}?ippodromo=${busiest}T&partenza=autostart&distanza=corta`).expect(200)).text;
    expect(await trottingCalls(site)).toBe(before);
    const one = expectedFigures(busiest, "autostart", 1);
    expect(one.starters).toBeGreaterThan(0);
    expect(html).toContain(`${one.races} corse a ${asHtml(trackName)}, partenza autostart, distanza miglio (fino a 1700 m)`);
    expect(html).toContain(`numero 1 vince il ${percentText(one.wins, one.starters)} ed è piazzato il`);
    expect(html).toContain(`su ${one.starters} partenti`);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Percentuale di vittorie/);
    expect(html).toContain('<option value="autostart" selected="">Autostart</option>');
    expect(html).toMatch(/<th[^>]*>% vittorie<\/th>/);
  });

  it("works as a GET form without JavaScript: every filter is a select of the form", async () => {
    const html = (await request(site.app).get(PAGE).expect(200)).text;
    const form = /<form(?![^>]*role="search")[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/trotto/statistiche/numeri"');
    expect(form).toContain('method="get"');
    for (const name of ["ippodromo", "partenza", "distanza"]) expect(html).toContain(`<select name="${name}"`);
  });

  it("ignores filters that are not ours with a clear Italian message, never an error", async () => {
    const bad = await request(site.app).get(`${PAGE}?ippodromo=%3Cscript%3E&partenza=volante&distanza=9999`).expect(200);
    expect(bad.text).toContain("Alcuni filtri non erano validi e sono stati ignorati.");
    expect(bad.text).not.toContain("<script>");
    const unknown = await request(site.app).get(`${PAGE}?ippodromo=ZZ`).expect(200);
    expect(unknown.text).toContain("Non ci sono arrivi per l&#x27;ippodromo richiesto: ecco tutti gli ippodromi.");
    await request(site.app).get(`${PAGE}?ippodromo=a&ippodromo=b&distanza[]=x`).expect(200);
  });

  it("gives each drawn number its win % at the race's track on the draws page, linked to the statistics", async () => {
    const entries = world.showcase.entryDay;
    const html = (await request(site.app).get(`/trotto/sorteggi/${entries.date}/${entries.ippodromo}/${entries.race}`).expect(200)).text;
    const meeting = world.meeting(entries.date, entries.ippodromo);
    expect(html).toContain(
      `% vittorie<span class="visually-hidden"> del numero a <!-- -->${asHtml(meeting.racecourse.NomeIppodromo)}</span>`,
    );
    expect(html).toContain(`href="${PAGE}?ippodromo=${entries.ippodromo}#numero-1"`);
  });

  it("is linked from the results and the draws pages, and listed in the sitemap", async () => {
    for (const page of ["/trotto/arrivi", "/trotto/sorteggi"]) {
      expect((await request(site.app).get(page).expect(200)).text).toContain(`href="${PAGE}"`);
    }
    expect((await request(site.app).get("/sitemap-pagine.xml").expect(200)).text).toContain(`${PAGE}</loc>`);
  });
});
