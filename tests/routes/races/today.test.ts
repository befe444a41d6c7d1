import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, TEST_TODAY, type TestSite } from "../../support/test-site";
import { testWorld } from "../../support/world";

const world = testWorld(TEST_TODAY);
const TODAY = "22112026"; // TEST_TODAY
const entries = world.dataset.meetings.filter((meeting) => meeting.kind === "partenti");
const todays = entries.find((meeting) => meeting.ddmmyyyy === TODAY && meeting.races.some((race) => race.rows.length > 0))!;
const tomorrows = entries.find((meeting) => meeting.ddmmyyyy === "23112026")!;

describe("today, everywhere", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(async () => site?.close());

  it("says on a horse's profile and file that it runs today, with a link to its race", async () => {
    const race = todays.races.find((candidate) => candidate.rows.length > 0)!;
    const horse = world.horse(race.rows[0].horseCode);
    const raceLink = `href="/trotto/partenti/${TODAY}/${todays.racecourse.CodiceIppodromo}T/${race.NumeroCorsa}"`;
    const profile = (await request(site.app).get(`/cavalli/${horse.slug}`).expect(200)).text;
    const notice = /<p class="next-start"[^>]*>.*?<\/p>/s.exec(profile)?.[0] ?? "no next-start notice";
    expect(notice).toContain("Corre oggi");
    expect(notice).toContain(raceLink);
    const file = (await request(site.app).get(`/trotto/puledri/${horse.slug}`)).text;
    expect(/<p class="next-start"[^>]*>.*?<\/p>/s.exec(file)?.[0]).toContain(raceLink);
  });

  it("says nothing on the profile of a horse entered in no race", async () => {
    const entered = new Set(entries.flatMap((meeting) => meeting.races.flatMap((race) => race.rows.map((row) => row.horseCode))));
    const idle = world.dataset.horses.find((horse) => !entered.has(horse.code) && !horse.deceased)!;
    const profile = (await request(site.app).get(`/cavalli/${idle.slug}`).expect(200)).text;
    expect(profile).not.toContain('class="next-start"');
  });

  it("links an empty results page to the same day's entries, and back", async () => {
    const code = `${tomorrows.racecourse.CodiceIppodromo}T`;
    const results = await request(site.app).get(`/trotto/arrivi/23112026/${code}`);
    expect(results.status).toBe(200);
    expect(results.text).toContain(`href="/trotto/partenti/23112026/${code}"`);
    expect(results.text).toContain("Vedi i partenti di questa giornata");
  });
});
