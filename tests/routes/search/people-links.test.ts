import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, TEST_TODAY, type TestSite } from "../../support/test-site";
import { testWorld } from "../../support/world";

const world = testWorld(TEST_TODAY);
const results = world.showcase.resultDayWithQualificationAndGranPremio;

describe("people's names link to their pages", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(async () => site?.close());

  it("on a results card, the drivers", async () => {
    const html = (await request(site.app).get(`/trotto/arrivi/${results.date}/${results.ippodromo}T`).expect(200)).text;
    const drivers = [...html.matchAll(/<a href="(\/trotto\/classifiche\/guidatori\/\d+-[a-z0-9-]+)"[^>]*>([^<]+)<\/a>/g)];
    expect(drivers.length).toBeGreaterThan(3);
    const [, path, name] = drivers[0];
    const page = (await request(site.app).get(path).expect(200)).text;
    expect(page).toContain(name.replace(/'/g, "&#x27;"));
  });

  it("on a race at a glance and in the starter search, the drivers", async () => {
    const entries = world.showcase.entryDay;
    const glance = (
      await request(site.app).get(`/trotto/partenti/dettaglio-corsa/${entries.date}/${entries.ippodromo}T/${entries.race}`).expect(200)
    ).text;
    expect(glance).toMatch(/<dt>Guidatore<\/dt><dd><a href="\/trotto\/classifiche\/guidatori\/\d+-/);
    const meeting = world.meeting(entries.date, entries.ippodromo);
    const name = world.horse(meeting.races[0].rows[0].horseCode).name;
    const starters = (
      await request(site.app)
        .get(`/ricerca/cavalli/partenti?s=${encodeURIComponent(name)}`)
        .expect(200)
    ).text;
    expect(starters).toMatch(/<a href="\/trotto\/classifiche\/guidatori\/\d+-[^"]+"[^>]*>[^<]+<\/a>/);
  });

  it("on a horse's profile, its owner, trainer and breeder, and the drivers of its races", async () => {
    const meeting = world.meeting(results.date, results.ippodromo);
    const horse = world.horse(meeting.races[meeting.races.length - 1].rows[0].horseCode);
    const html = (await request(site.app).get(`/cavalli/${horse.slug}`).expect(200)).text;
    const people = /<dl class="horse-people".*?<\/dl>/s.exec(html)?.[0] ?? "";
    expect(people).toMatch(/<dt>Proprietari<\/dt><dd><a href="\/trotto\/classifiche\/proprietari\/\d+-/);
    expect(people).toMatch(/<dt>Allenatori<\/dt><dd><a href="\/trotto\/classifiche\/allenatori\/\d+-/);
    expect(people).toMatch(/<dt>Allevatori<\/dt><dd><a href="\/trotto\/allevatori\/\d+-/);
    expect(html).toMatch(/<td[^>]*><a href="\/trotto\/classifiche\/guidatori\/\d+-[^"]+"[^>]*>[^<]+<\/a><\/td>/);
  });
});
