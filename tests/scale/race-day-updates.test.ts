/**
 * The race-day updates on two instances sharing Redis (docs/SCALING.md): the upstream sees one
 * poller for the whole site, counted by the fakes; events reach the streams open on both
 * instances; when the poller's instance stops, the other takes the lease and carries on.
 *
 * `npm run test:scale` (needs `npm run build` first, or SULKY_BUILD_DIR). Redis: REDIS_URL when
 * set, else a private `redis-server` on a free port; skipped only when neither exists.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { romeInstant } from "~/fake-upstreams/shared/clock";
import { RESULT_DELAY_MINUTES } from "~/fake-upstreams/trotting/race-day";
import { openEventStream, type EventStreamReader } from "../support/event-stream";
import { stopProcess as stop, waitFor } from "../support/processes";
import { redisInstalled } from "../support/redis-server";
import {
  requireBuild,
  scaleTestsEnabled,
  startScaleFakes,
  startScaleRedis,
  startSiteInstance,
  type ScaleFakes,
  type SiteInstance,
} from "../support/scale-site";
import { TEST_TODAY } from "../support/today";
import { testWorld } from "../support/world";

const canRun = scaleTestsEnabled && (Boolean(process.env.REDIS_URL) || redisInstalled);

const world = testWorld(TEST_TODAY);
const meeting = world.dataset.meetings.find((candidate) => candidate.kind === "partenti" && candidate.date === world.dataset.today)!;
const DAY = meeting.ddmmyyyy;
const TRACK = meeting.racecourse.CodiceIppodromo;
const publishedAt = (raceIndex: number) =>
  new Date(romeInstant(meeting.date, meeting.races[raceIndex].Ora).getTime() + RESULT_DELAY_MINUTES * 60_000);
/** The upstream's race-day endpoints a round of the poller reads: the meetings, and today's meeting's entries. */
const POLLED = ["/api/v2/corse/partenti", `/api/v2/partenti/${DAY}/${TRACK}`];
const POLL_SECONDS = 1;

type LiveFigures = { streams: { open: number }; polling: { role: string; rounds: number; watchedDays: string[] } | null };

describe.skipIf(!canRun)("the race-day updates on two instances behind one Redis", () => {
  let fakes: ScaleFakes;
  let redis: Awaited<ReturnType<typeof startScaleRedis>> | undefined;
  let instances: SiteInstance[] = [];
  const streams: EventStreamReader[] = [];

  const live = async (instance: SiteInstance): Promise<LiveFigures> =>
    ((await (await fetch(`${instance.origin}/readyz`)).json()) as { live: LiveFigures }).live;
  const fakeOrigin = () => fakes.fakes.trotting!.origin;
  const calls = async (): Promise<Record<string, number>> =>
    ((await (await fetch(`${fakeOrigin()}/__fake/requests`)).json()) as { byPath: Record<string, number> }).byPath;

  beforeAll(async () => {
    requireBuild();
    redis = await startScaleRedis();
    fakes = await startScaleFakes();
    const env = {
      REDIS_URL: redis.url,
      LIVE_POLL_SECONDS: String(POLL_SECONDS),
      READINESS_DETAILS: "public",
      UPSTREAM_TIMEOUT_MS: "15000",
    };
    instances = await Promise.all([startSiteInstance("prima", { fakes, env }), startSiteInstance("seconda", { fakes, env })]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await Promise.all(instances.map((instance) => stop(instance.process)));
    await fakes?.close();
    await redis?.stop();
  });

  async function openOn(instance: SiteInstance) {
    const stream = await openEventStream(`${instance.origin}/eventi/corse/${DAY}`);
    expect(stream.response.status).toBe(200);
    streams.push(stream);
    return stream;
  }

  it("polls the upstream once per interval for the whole site, and relays each event to the streams of both instances", async () => {
    const [first, second] = instances;
    const onFirst = [await openOn(first), await openOn(first)];
    const onSecond = [await openOn(second), await openOn(second)];
    // Both instances mark the day; one of them holds the lease and polls it.
    const roles = await waitFor(
      async () => {
        const figures = await Promise.all(instances.map(live));
        const polling = figures.filter((figure) => figure.polling?.role === "poller" && figure.polling.watchedDays.includes(DAY));
        const following = figures.filter((figure) => figure.polling?.role === "follower");
        return polling.length === 1 && following.length === 1 ? figures : null;
      },
      30_000,
      "un solo poller",
    );
    expect(roles.map((figure) => figure.streams.open)).toEqual([2, 2]);

    // Count the upstream's race-day calls over a few intervals, with four readers on two instances.
    await fetch(`${fakeOrigin()}/__fake/reset`, { method: "POST" });
    const windowSeconds = 6;
    await new Promise((resolve) => setTimeout(resolve, windowSeconds * 1000));
    const counted = await calls();
    for (const endpoint of POLLED) {
      const count = counted[endpoint] ?? 0;
      // One poller asks once an interval (a round may slip on a busy machine); two would ask about twice as often.
      expect(count, `${endpoint}: ${JSON.stringify(counted)}`).toBeGreaterThanOrEqual(2);
      expect(count, `${endpoint}: ${JSON.stringify(counted)}`).toBeLessThanOrEqual(windowSeconds / POLL_SECONDS + 1);
    }

    await fetch(`${fakeOrigin()}/__fake/clock`, { method: "POST", body: JSON.stringify({ at: publishedAt(0).toISOString() }) });
    const ids = await Promise.all(
      [...onFirst, ...onSecond].map(async (stream) => {
        const [, id, data] = await stream.waitFor(/id: (\d+)\ndata: (\{[^\n]*\})/, 20_000);
        expect(JSON.parse(data)).toMatchObject({
          kind: "result",
          day: DAY,
          racecourseCode: TRACK,
          raceNumber: meeting.races[0].NumeroCorsa,
        });
        return id;
      }),
    );
    expect(new Set(ids).size, "the same event, with the same id, everywhere").toBe(1);
  }, 90_000);

  it("hands the polling over when the poller's instance stops: the other one's readers still hear of the next result", async () => {
    const figures = await Promise.all(instances.map(live));
    const pollerIndex = figures.findIndex((figure) => figure.polling?.role === "poller");
    expect(pollerIndex).toBeGreaterThanOrEqual(0);
    const [stopping] = instances.splice(pollerIndex, 1);
    const [remaining] = instances;
    const staying = await openOn(remaining);
    const leaving = await openOn(stopping);
    await stop(stopping.process);
    expect(leaving.ended, "its streams ended, their browsers reconnect elsewhere").toBe(true);

    await waitFor(async () => ((await live(remaining)).polling?.role === "poller" ? true : null), 30_000, "il nuovo poller");
    await fetch(`${fakeOrigin()}/__fake/clock`, { method: "POST", body: JSON.stringify({ at: publishedAt(1).toISOString() }) });
    await staying.waitFor(new RegExp(`"raceNumber":${meeting.races[1].NumeroCorsa}`), 20_000);
  }, 90_000);
});
