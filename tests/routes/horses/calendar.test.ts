import ICAL from "ical.js";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../support/test-site";
import { testWorld } from "../../support/world";

const TODAY = new Date("2026-11-22T10:00:00Z");
const { dataset, horse } = testWorld(TODAY);
/** Horses entered in the coming days, and the races they are entered for. */
const entries = dataset.meetings
  .filter((meeting) => meeting.kind === "partenti")
  .flatMap((meeting) =>
    meeting.races.flatMap((race) =>
      race.rows.map((row) => ({
        code: row.horseCode,
        day: meeting.ddmmyyyy,
        track: meeting.racecourse.CodiceIppodromo,
        race: race.NumeroCorsa,
      })),
    ),
  );
const entered = horse(entries[0].code);
const enteredRaces = entries.filter((entry) => entry.code === entered.code);
const others = [...new Set(entries.map((entry) => entry.code))].filter((code) => code !== entered.code).slice(0, 2);

function events(ics: string): ICAL.Event[] {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("calendar feeds of upcoming starts", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ today: TODAY });
  }, 120_000);
  afterAll(async () => site?.close());

  it("gives one VEVENT per race the horse is entered for, linked to the race's entries", async () => {
    const response = await request(site.app).get(`/cavalli/${entered.slug}/partenti.ics`).expect(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    const found = events(response.text);
    expect(found.map((event) => event.uid.replace(/@.*$/, "")).sort()).toEqual(
      enteredRaces.map((entry) => `partenza-${entered.code}-${entry.day}-${entry.track}-${entry.race}`).sort(),
    );
    expect(found.every((event) => /@[\w.:-]+$/.test(event.uid))).toBe(true);
    expect(found[0].summary).toContain(`${entered.name}: `);
    expect(response.text).toContain(`/trotto/partenti/${enteredRaces[0].day}/${enteredRaces[0].track}T/${enteredRaces[0].race}`);
    expect(response.text).toMatch(/DTSTART;TZID=Europe\/Rome:\d{8}T\d{6}/);
  });

  it("answers 304 to a client whose copy is current", async () => {
    const first = await request(site.app).get(`/cavalli/${entered.slug}/partenti.ics`).expect(200);
    await request(site.app).get(`/cavalli/${entered.slug}/partenti.ics`).set("If-None-Match", first.headers.etag).expect(304);
  });

  it("joins the horses followed in one feed and refuses bad lists in Italian", async () => {
    const codes = [entered.code, ...others];
    const response = await request(site.app)
      .get(`/calendario.ics?cavalli=${codes.join(",")}`)
      .expect(200);
    const horsesInFeed = new Set(events(response.text).map((event) => event.uid.split("-")[1]));
    expect([...horsesInFeed].sort()).toEqual([...codes].sort());
    expect((await request(site.app).get("/calendario.ics").expect(400)).text).toContain("Indica almeno un cavallo");
    expect((await request(site.app).get("/calendario.ics?cavalli=1;DROP").expect(400)).text).toContain("numeri separati da virgole");
    const tooMany = Array.from({ length: 21 }, (_, index) => 100000 + index).join(",");
    expect((await request(site.app).get(`/calendario.ics?cavalli=${tooMany}`).expect(400)).text).toContain("Al massimo 20 cavalli");
    expect((await request(site.app).get("/calendario.ics?cavalli=999999999").expect(404)).headers["content-type"]).toBe(
      "text/plain; charset=utf-8",
    );
    await request(site.app).get("/cavalli/999999-nessuno/partenti.ics").expect(404);
    await request(site.app).get("/cavalli/not-a-code/partenti.ics").expect(404);
  });

  it("offers the subscription on the horse's profile and file", async () => {
    const html = (await request(site.app).get(`/cavalli/${entered.slug}`).expect(200)).text;
    expect(html).toContain(`href="/cavalli/${entered.slug}/partenti.ics"`);
  });
});
