import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../support/test-site";
import { asHtml, testWorld } from "../support/world";

const TODAY = new Date("2026-11-22T10:00:00Z");
const world = testWorld(TODAY);
const entryMeetings = world.dataset.meetings.filter((meeting) => meeting.kind === "partenti");
const mare = world.dataset.horses.find((horse) => horse.sex === "F" && !horse.deceased && horse.birthYear < 2020)!;
const deadMare = world.dataset.horses.find((horse) => horse.sex === "F" && horse.deceased)!;

/** Each starter's cell on an entries page: the sex and age line, and the sibling line when there is one. */
function starterCells(html: string): { meta: string; sibling: string | null }[] {
  return [...html.matchAll(/<span class="horse-meta">([^<]*)<\/span>(<span class="horse-sibling">([^<]*)<a)?/g)].map((match) => ({
    meta: match[1],
    sibling: match[3] ?? null,
  }));
}

describe("sentences agree with the horse's sex and with counts", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY });
  }, 60_000);
  afterAll(async () => site?.close());

  it("calls a filly or a mare with a famous sibling 'Sorella di', a colt or a gelding 'Fratello di'", async () => {
    const cells: { meta: string; sibling: string | null }[] = [];
    for (const meeting of entryMeetings) {
      const path = `/trotto/partenti/${meeting.ddmmyyyy}/${meeting.racecourse.CodiceIppodromo}T`;
      cells.push(...starterCells((await request(site.app).get(path).expect(200)).text));
      if (cells.some((cell) => cell.sibling && cell.meta.includes("femmina"))) break;
    }
    const withSibling = cells.filter((cell) => cell.sibling);
    expect(
      withSibling.some((cell) => cell.meta.includes("femmina")),
      "a filly or mare with a sibling among the entries",
    ).toBe(true);
    for (const cell of withSibling) {
      expect(cell.sibling, cell.meta).toBe(cell.meta.includes("femmina") ? "Sorella di " : "Fratello di ");
    }
  });

  it("says a mare was born ('Nata il') and died ('deceduta') in the feminine", async () => {
    const file = (await request(site.app).get(`/trotto/fattrici/${mare.slug}`).expect(200)).text;
    expect(file).toContain("<dt>Nata il</dt>");
    expect(file).not.toContain("<dt>Nato il</dt>");
    const profile = (await request(site.app).get(`/cavalli/${deadMare.slug}`).expect(200)).text;
    expect(profile).toContain("<dt>Nata il</dt>");
    expect(profile).toContain('title="Deceduta"');
    expect(profile).toContain(" deceduta</span>");
    expect(profile).not.toContain('title="Deceduto"');
  });

  it("offers one horse's starts as 'Le sue partenze', not the starters of a list", async () => {
    const profile = (await request(site.app).get(`/cavalli/${mare.slug}`).expect(200)).text;
    expect(profile).toMatch(/Le sue partenze nel tuo calendario<\/a>/);
    expect(profile).not.toContain("Partenti nel tuo calendario");
  });

  it("titles the day's starters and heads the page with the same words", async () => {
    const html = (await request(site.app).get("/trotto/partenti/28112026").expect(200)).text;
    const heading = /<h1>([^<]*)<\/h1>/.exec(html)![1];
    const title = /<title>([^<]*) \| Sulky<\/title>/.exec(html)![1];
    expect(heading).toBe(title);
    expect(heading).toMatch(/^Partenti (di (lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) 28 novembre 2026|del 28\/11\/2026)$/);
  });

  it("writes a race's facts as 'Ora: 15:45', the colon on the label and the value on its line", async () => {
    const meeting = entryMeetings[0];
    const html = (await request(site.app).get(`/trotto/partenti/${meeting.ddmmyyyy}/${meeting.racecourse.CodiceIppodromo}T`).expect(200))
      .text;
    expect(html).toContain(`<span class="race-fact-label">Ora:</span>\u00a0${asHtml(meeting.races[0].Ora)}`);
    expect(html).not.toMatch(/race-fact-label">[^<]*<!-- -->:/);
  });
});
