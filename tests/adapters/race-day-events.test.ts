import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventsFromMessage, messageOf, snapshotFromText, snapshotText } from "~/adapters/race-day-events/event-ids";
import { createInProcessRaceDayEvents } from "~/adapters/race-day-events/in-process";
import { createRedisRaceDayEvents } from "~/adapters/race-day-events/redis";
import { createRedisClient } from "~/src/server/redis";
import { isoDay } from "~/src/domain/calendar";
import type { PublishedRaceDayEvent, RaceDayEvent, RaceDaySnapshot } from "~/src/domain/races/race-day";
import { realClockEnv, redisInstalled } from "../support/redis-server";

const DAY = { year: 2026, month: 11, day: 22 };
const NEXT_DAY = { year: 2026, month: 11, day: 23 };
const EVENT: RaceDayEvent = { kind: "result", day: DAY, racecourseCode: "NA", racecourseName: "Napoli", raceNumber: 4 };
const SNAPSHOT: RaceDaySnapshot = {
  day: DAY,
  meetings: [{ racecourseCode: "NA", racecourseName: "Napoli", races: [{ raceNumber: 1, result: null, drawn: true }] }],
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await pause(50);
  }
}

describe("race-day events in one process", () => {
  it("holds the lease for good, hands events to every listener with growing ids, forgets lapsed days", async () => {
    let now = 1_000_000;
    const { bus, coordination } = createInProcessRaceDayEvents({ now: () => now });
    const seen: PublishedRaceDayEvent[] = [];
    const unsubscribe = bus.subscribe((event) => seen.push(event));
    await bus.publish([EVENT, { ...EVENT, raceNumber: 5 }]);
    expect(seen.map((event) => event.raceNumber)).toEqual([4, 5]);
    expect(BigInt(seen[1].id)).toBeGreaterThan(BigInt(seen[0].id));
    unsubscribe();
    await bus.publish([EVENT]);
    expect(seen).toHaveLength(2);

    expect(await coordination.holdLease(1000)).toBe(true);
    await coordination.noteWatchedDays([DAY, NEXT_DAY], 5000);
    now += 4000;
    await coordination.noteWatchedDays([{ ...NEXT_DAY }], 5000);
    now += 2000;
    expect(await coordination.watchedDays()).toEqual([NEXT_DAY]);
    await coordination.saveSnapshot(SNAPSHOT, 1000);
    expect(await coordination.lastSnapshot({ ...DAY })).toEqual(SNAPSHOT);
    now += 1001;
    expect(await coordination.lastSnapshot(DAY)).toBeNull();
  });
});

describe("messages from the shared channel", () => {
  it("keeps well-formed events and drops anything else", () => {
    const good = { ...EVENT, id: "176380000000000" };
    // Events travel as their public payload: the day as addresses write it (src/urls/race-day-events.ts).
    const wire = { kind: "result", day: "22112026", racecourseCode: "NA", racecourseName: "Napoli", raceNumber: 4, id: good.id };
    expect(JSON.parse(messageOf([good]))).toEqual([wire]);
    expect(eventsFromMessage(JSON.stringify([wire, { ...wire, kind: "boom" }, { ...wire, day: "../../x" }, null, 3]))).toEqual([good]);
    expect(eventsFromMessage("{not json")).toEqual([]);
    expect(eventsFromMessage(JSON.stringify({ id: 1 }))).toEqual([]);
    expect(JSON.parse(snapshotText(SNAPSHOT)).day).toBe("22112026");
    expect(snapshotFromText(snapshotText(SNAPSHOT))).toEqual(SNAPSHOT);
    expect(snapshotFromText('{"day":"x","meetings":[{"races":"no"}]}')).toBeNull();
    expect(snapshotFromText("][")).toBeNull();
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function startRedisServer(port: number): ChildProcess {
  return spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
    env: realClockEnv,
  });
}

async function stopRedisServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  await new Promise((resolve) => {
    server.once("exit", resolve);
    server.kill("SIGKILL");
  });
}

describe.skipIf(!redisInstalled)("race-day events across instances (redis-server on loopback)", () => {
  let port: number;
  let server: ChildProcess;
  const opened: ReturnType<typeof createRedisRaceDayEvents>[] = [];
  const instance = (prefix: string) => {
    const events = createRedisRaceDayEvents({
      client: (settings) => createRedisClient(`redis://127.0.0.1:${port}`, settings),
      onError: () => undefined,
      prefix,
      commandTimeoutMs: 500,
    });
    opened.push(events);
    return events;
  };

  beforeAll(async () => {
    port = await freePort();
    server = startRedisServer(port);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((events) => events.bus.close()));
  });
  afterAll(async () => {
    await stopRedisServer(server);
  });

  it("lets one instance hold the lease, renews it for its holder, hands it over once released or lapsed", async () => {
    const first = instance("t1:");
    const second = instance("t1:");
    await until(() => first.coordination.holdLease(300).catch(() => false));
    expect(await second.coordination.holdLease(300)).toBe(false);
    await pause(200);
    expect(await first.coordination.holdLease(300), "the holder renews").toBe(true);
    await pause(200);
    expect(await second.coordination.holdLease(300), "renewed: still the first's").toBe(false);
    await first.coordination.releaseLease();
    expect(await second.coordination.holdLease(300)).toBe(true);
    await first.coordination.releaseLease();
    expect(await first.coordination.holdLease(300), "a release by a non-holder changes nothing").toBe(false);
    await pause(400);
    expect(await first.coordination.holdLease(300), "the second stopped renewing: the lease lapsed").toBe(true);
  });

  it("relays every event to every instance, and shares watched days and snapshots", async () => {
    const first = instance("t2:");
    const second = instance("t2:");
    const received: [string, number][] = [];
    first.bus.subscribe((event) => received.push(["prima", event.raceNumber]));
    second.bus.subscribe((event) => received.push(["seconda", event.raceNumber]));
    await until(() => first.coordination.watchedDays().catch(() => false));
    await pause(200); // both subscribers are in
    await first.bus.publish([EVENT, { ...EVENT, raceNumber: 5 }]);
    await until(() => received.length === 4);
    expect(received.sort()).toEqual([
      ["prima", 4],
      ["prima", 5],
      ["seconda", 4],
      ["seconda", 5],
    ]);

    await first.coordination.noteWatchedDays([DAY], 300);
    await second.coordination.noteWatchedDays([NEXT_DAY], 5000);
    const both = await second.coordination.watchedDays();
    expect(both.map(isoDay).sort()).toEqual([isoDay(DAY), isoDay(NEXT_DAY)]);
    await pause(400);
    expect(await first.coordination.watchedDays()).toEqual([NEXT_DAY]);

    await first.coordination.saveSnapshot(SNAPSHOT, 5000);
    expect(await second.coordination.lastSnapshot(DAY)).toEqual(SNAPSHOT);
    expect(await second.coordination.lastSnapshot({ year: 2020, month: 1, day: 1 })).toBeNull();
  });

  it("fails fast while Redis is away and relays again once it is back", async () => {
    const first = instance("t3:");
    const second = instance("t3:");
    const received: number[] = [];
    second.bus.subscribe((event) => received.push(event.raceNumber));
    await until(() => first.coordination.holdLease(5000).catch(() => false));
    await pause(200);

    await stopRedisServer(server);
    const started = Date.now();
    await expect(first.coordination.holdLease(5000)).rejects.toThrow();
    await expect(first.bus.publish([EVENT])).rejects.toThrow();
    expect(Date.now() - started, "no command waits for Redis").toBeLessThan(2000);

    server = startRedisServer(port);
    // Redis came back empty: a poller takes the lease again and its events reach the other instance.
    await until(() => first.coordination.holdLease(5000).catch(() => false), 15_000);
    await until(async () => {
      await first.bus.publish([{ ...EVENT, raceNumber: 7 }]).catch(() => undefined);
      await pause(100);
      return received.includes(7);
    }, 15_000);
  }, 40_000);
});
