import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { romeInstant } from "~/fake-upstreams/shared/clock";
import { RESULT_DELAY_MINUTES } from "~/fake-upstreams/trotting/race-day";
import { openEventStream, type EventStreamReader } from "../../support/event-stream";
import { startTestSite, type TestSite } from "../../support/test-site";
import { testWorld } from "../../support/world";

const TODAY = new Date("2026-11-22T10:00:00Z");
const world = testWorld(TODAY);
const meeting = world.dataset.meetings.find((candidate) => candidate.kind === "partenti" && candidate.date === world.dataset.today)!;
const DAY = meeting.ddmmyyyy;
/** The same day as Sulky's core carries it. */
const DAY_DATE = { year: Number(DAY.slice(4)), month: Number(DAY.slice(2, 4)), day: Number(DAY.slice(0, 2)) };
const TRACK = meeting.racecourse.CodiceIppodromo;
const firstRace = meeting.races[0];
const yesterday = world.dataset.meetings.filter((candidate) => candidate.kind === "arrivi").at(-1)!;

async function moveFakeClock(site: TestSite, body: object | null) {
  const origin = new URL(site.fakes.trotting!.url).origin;
  await fetch(`${origin}/__fake/clock`, { method: body ? "POST" : "DELETE", body: body ? JSON.stringify(body) : undefined });
}

const afterFirstResult = () => ({
  at: new Date(romeInstant(meeting.date, firstRace.Ora).getTime() + RESULT_DELAY_MINUTES * 60_000).toISOString(),
});

describe("a race day followed as it happens", () => {
  let site: TestSite;
  let server: Server;
  let origin: string;
  const streams: EventStreamReader[] = [];
  const stream = async (path: string, headers?: Record<string, string>) => {
    const opened = await openEventStream(origin + path, headers);
    streams.push(opened);
    return opened;
  };

  beforeAll(async () => {
    site = await startTestSite({
      today: TODAY,
      // The page cache and the upstream cache as in production: the test shows a changed day's pages dropped at once.
      env: {
        PAGE_CACHE: "on",
        UPSTREAM_CACHE: "on",
        LIVE_STREAMS_PER_ADDRESS: "3",
        LIVE_STREAMS_MAX: "5",
        LIVE_HEARTBEAT_SECONDS: "1",
        // Visitors' addresses as a proxy on loopback names them, so one test plays several visitors.
        TRUST_PROXY: "loopback",
        READINESS_DETAILS: "public",
      },
      warmUp: [`/trotto/arrivi/${DAY}/${TRACK}T`],
    });
    server = createServer(site.listener).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 90_000);
  afterEach(async () => {
    await Promise.all(streams.splice(0).map((opened) => opened.close()));
    await moveFakeClock(site, null);
    // Every stream the test opened is let go on the server too (the operators' figures say so).
    for (const deadline = Date.now() + 5000; ;) {
      const figures = (await request(site.app).get("/readyz")).body as { live: { streams: { open: number } } };
      if (figures.live.streams.open === 0) break;
      if (Date.now() > deadline) throw new Error(`streams still open: ${JSON.stringify(figures.live)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await site?.close();
  });

  it("says on today's pages when their data were read, with a reload link, and on no past day", async () => {
    const html = (await request(site.app).get(`/trotto/arrivi/${DAY}/${TRACK}T`).expect(200)).text;
    expect(html).toContain("Aggiornato alle 11:00");
    expect(html).toContain(`<a href="/trotto/arrivi/${DAY}/${TRACK}T">Ricarica la pagina</a>`);
    expect(html).toMatch(/role="status" aria-live="polite"/);
    expect(html).toContain("Ancora nessun arrivo");
    expect(html, "the page never reloads by itself").not.toMatch(/http-equiv="refresh"/i);
    for (const path of [
      "/trotto/partenti",
      "/trotto/arrivi",
      `/trotto/partenti/${DAY}`,
      `/trotto/partenti/dettaglio-corsa/${DAY}/${TRACK}T/1`,
    ])
      expect((await request(site.app).get(path).expect(200)).text, path).toContain("Aggiornato alle 11:00");
    const past = (await request(site.app).get(`/trotto/arrivi/${yesterday.ddmmyyyy}/${yesterday.racecourse.CodiceIppodromo}T`)).text;
    expect(past).not.toContain("Aggiornato alle");
  });

  it("streams the day's events with a retry hint and heartbeats, and refuses a day that is not followed", async () => {
    const opened = await stream(`/eventi/corse/${DAY}`);
    expect(opened.response.status).toBe(200);
    expect(opened.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(opened.response.headers.get("x-accel-buffering")).toBe("no");
    expect(opened.response.headers.get("cache-control")).toContain("no-store");
    await opened.waitFor(/^retry: \d+\n\n/);
    await opened.waitFor(/\n:\n\n/, 5000);

    for (const day of [yesterday.ddmmyyyy, "31022026", "abc", "01012030"]) {
      const refused = await request(site.listener).get(`/eventi/corse/${day}`);
      expect(refused.status, day).toBe(404);
      expect(refused.text).toContain("Nessuna giornata di corse in diretta");
    }
    expect((await request(site.listener).post(`/eventi/corse/${DAY}`)).status).toBe(405);
  });

  it("refuses a flood of streams, per address and for the instance, in Italian with Retry-After", async () => {
    const from = (address: string) => ({ "X-Forwarded-For": address });
    for (let index = 0; index < 3; index++) expect((await stream(`/eventi/corse/${DAY}`, from("10.0.0.1"))).response.status).toBe(200);
    const perAddress = await request(site.listener).get(`/eventi/corse/${DAY}`).set(from("10.0.0.1"));
    expect(perAddress.status).toBe(429);
    expect(perAddress.headers["retry-after"]).toBe("60");
    expect(perAddress.text).toContain("Troppi aggiornamenti in diretta aperti da questo indirizzo");
    // One phone's IPv6 addresses share its /64.
    await stream(`/eventi/corse/${DAY}`, from("2001:db8:1:2::10"));
    await stream(`/eventi/corse/${DAY}`, from("2001:db8:1:2:aaaa::20"));
    const full = await request(site.listener).get(`/eventi/corse/${DAY}`).set(from("10.0.0.3"));
    expect(full.status, "the instance's five streams are open").toBe(503);
    expect(full.headers["retry-after"]).toBe("60");
    expect(full.text).toContain("Aggiornamenti in diretta momentaneamente al completo");
    // The pages are still served while the streams are full.
    await request(site.app).get(`/trotto/partenti/${DAY}`).expect(200);
  });

  it("announces a result once it is out, drops the day's kept pages at once, and tells a returning reader what it missed", async () => {
    const page = `/trotto/arrivi/${DAY}/${TRACK}T`;
    await request(site.app).get(page).expect(200);
    expect((await request(site.app).get(page)).headers["x-page-cache"]).toBe("HIT");
    const before = await stream(`/eventi/corse/${DAY}`);
    await before.waitFor(/^retry:/);
    expect(await site.raceDay.pollRaceDays(), "the first round sees the day as it is").toMatchObject({
      role: "poller",
      days: [DAY_DATE],
      events: [],
    });

    await moveFakeClock(site, afterFirstResult());
    // as when the race days' cached answers have expired (LIVE_POLL_SECONDS)
    for (const client of site.upstreams) client.clearCache();
    const round = await site.raceDay.pollRaceDays();
    if (round.role !== "poller") throw new Error("this instance polls");
    // on a busy day another meeting's first race may finish at the same time: one result event each
    expect(round.events).toContainEqual(
      expect.objectContaining({ kind: "result", day: DAY_DATE, racecourseCode: TRACK, raceNumber: firstRace.NumeroCorsa }),
    );
    expect(round.events.every((event) => event.kind === "result")).toBe(true);
    const messages = new RegExp(`(?:id: \\d+\\ndata: \\{[^\\n]*\\}\\n\\n[^]*?){${round.events.length}}`);
    await before.waitFor(messages);
    const sent = [...before.text.matchAll(/id: (\d+)\ndata: (\{[^\n]*\})\n\n/g)];
    const data = sent.find(([, , json]) => (JSON.parse(json) as { racecourseCode: string }).racecourseCode === TRACK)![2];
    // the newest event id: the cursor a page rendered now would carry
    const id = sent.at(-1)![1];
    expect(JSON.parse(data)).toEqual({
      kind: "result",
      day: DAY,
      racecourseCode: TRACK,
      racecourseName: expect.any(String),
      raceNumber: 1,
    });

    const after = await request(site.app).get(page).expect(200);
    expect(after.headers["x-page-cache"], "the kept page was dropped").toBe("MISS");
    expect(after.text).toContain(`id="corsa-${firstRace.NumeroCorsa}"`);
    const entries = (await request(site.app).get(`/trotto/partenti/${DAY}/${TRACK}T`).expect(200)).text;
    expect(entries).toMatch(new RegExp(`Corsa disputata:(<!-- -->)? ?<a href="/trotto/arrivi/${DAY}/${TRACK}T/${firstRace.NumeroCorsa}"`));

    const resumed = await stream(`/eventi/corse/${DAY}`, { "Last-Event-ID": String(BigInt(id) - 1n), "X-Forwarded-For": "10.0.1.1" });
    await resumed.waitFor(new RegExp(`id: ${id}\\ndata: `));
    const fromPage = await stream(`/eventi/corse/${DAY}?dal=${id}`, { "X-Forwarded-For": "10.0.1.2" });
    await fromPage.waitFor(/^retry:/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fromPage.text, "nothing after the page's own cursor").not.toContain("data:");
    const tooOld = await stream(`/eventi/corse/${DAY}`, { "Last-Event-ID": "1", "X-Forwarded-For": "10.0.1.3" });
    await tooOld.waitFor(/event: resync\n/);
    // A cursor that is not one of ours is ignored: the stream starts now, nothing replayed, nothing refused.
    const hostile = await stream(`/eventi/corse/${DAY}?dal=${encodeURIComponent("1 OR 1=1")}`, {
      "Last-Event-ID": "../../etc/passwd",
      "X-Forwarded-For": "10.0.1.4",
    });
    expect(hostile.response.status).toBe(200);
    await hostile.waitFor(/^retry:/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hostile.text).not.toMatch(/data:|resync/);
  });
});
