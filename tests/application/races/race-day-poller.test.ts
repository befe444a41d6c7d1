import { describe, expect, it } from "vitest";
import { createInProcessRaceDayEvents } from "~/adapters/race-day-events/in-process";
import { makePollRaceDays } from "~/src/application/races/race-day-poller";
import type { PublishedRaceDayEvent, RaceDaySnapshot } from "~/src/domain/races/race-day";
import type { Meeting, RaceDetail, RaceRow, RaceSection } from "~/src/domain/races/types";
import type { RaceDayPollerCoordination } from "~/src/ports/race-day-events";
import { UpstreamError } from "~/src/ports/upstream-error";
import type { CalendarDate } from "~/src/domain/calendar";

/** The test's days, written ddmmyyyy for short. */
const d = (text: string): CalendarDate => ({ day: Number(text.slice(0, 2)), month: Number(text.slice(2, 4)), year: Number(text.slice(4)) });
const written = (day: CalendarDate) => `${String(day.day).padStart(2, "0")}${String(day.month).padStart(2, "0")}${day.year}`;

const clock = { now: () => new Date("2026-11-22T11:00:00Z") };
const meeting = (day: string, code: string): Meeting => ({ day: d(day), racecourseCode: code, racecourseName: code, town: null });
const row = (postPosition: number | null, placement: number | null) =>
  ({ horseCode: String(postPosition), postPosition, placement }) as RaceRow;
const race = (raceNumber: number, rows: RaceRow[]) => ({ raceNumber, rows }) as RaceSection;
const detail = (races: RaceSection[]): RaceDetail => ({ trials: [], races, track: { racecourseName: "" } }) as unknown as RaceDetail;

/** A race day the test moves on: what the upstream answers for each meeting, and every call it received. */
function upstream() {
  const answers = new Map<string, RaceDetail | "down">([
    ["22112026/NA", detail([race(1, [row(1, null), row(2, null)]), race(2, [row(1, null)])])],
    ["22112026/MI", detail([race(1, [row(1, null)])])],
    ["26112026/TO", detail([race(2, [row(null, null), row(null, null)])])],
  ]);
  const calls: string[] = [];
  const trotting = {
    raceDays: async () => {
      calls.push("corse/partenti");
      return [meeting("22112026", "NA"), meeting("22112026", "MI"), meeting("26112026", "TO"), meeting("21112026", "FI")];
    },
    raceDetail: async (type: string, day: CalendarDate, code: string) => {
      calls.push(`${type}/${written(day)}/${code}`);
      const answer = answers.get(`${written(day)}/${code}`);
      if (answer === "down") throw new UpstreamError("trotting", "unavailable", "giù");
      if (!answer) throw new UpstreamError("trotting", "not-found", "nessuna riunione");
      return answer;
    },
  };
  return { trotting, answers, calls };
}

function poller(options: { coordination?: RaceDayPollerCoordination } = {}) {
  const { trotting, answers, calls } = upstream();
  const shared = createInProcessRaceDayEvents();
  const coordination = options.coordination ?? shared.coordination;
  const events: PublishedRaceDayEvent[] = [];
  shared.bus.subscribe((event) => events.push(event));
  const poll = makePollRaceDays({ trotting, clock, bus: shared.bus, coordination, leaseMs: 60_000, snapshotMs: 120_000 });
  return { poll, answers, calls, events, coordination, bus: shared.bus };
}

describe("the race day's poller", () => {
  it("asks nothing of the upstream while nobody watches", async () => {
    const { poll, calls } = poller();
    expect(await poll()).toMatchObject({ role: "poller", days: [] });
    expect(calls).toEqual([]);
  });

  it("reads each meeting of a watched day once a round, and announces each change once", async () => {
    const { poll, answers, calls, events, coordination } = poller();
    await coordination.noteWatchedDays([d("22112026")], 60_000);
    expect(await poll()).toMatchObject({ role: "poller", days: [d("22112026")], events: [], meetingsRead: 2 });
    expect(calls.sort()).toEqual(["corse/partenti", "partenti/22112026/MI", "partenti/22112026/NA"]);

    answers.set("22112026/NA", detail([race(1, [row(1, 2), row(2, 1)]), race(2, [row(1, null)])]));
    const round = await poll();
    expect(round).toMatchObject({ role: "poller", events: [{ kind: "result", day: d("22112026"), racecourseCode: "NA", raceNumber: 1 }] });
    expect(events.map((event) => `${event.kind} ${event.racecourseCode} ${event.raceNumber}`)).toEqual(["result NA 1"]);
    await poll();
    expect(events, "nothing new").toHaveLength(1);
  });

  it("leaves out days that are not followed, and follows a new draw of a coming day", async () => {
    const { poll, answers, calls, events, coordination } = poller();
    await coordination.noteWatchedDays([d("21112026"), d("26112026")], 60_000);
    await poll();
    expect(calls.sort()).toEqual(["corse/partenti", "partenti/26112026/TO"]);
    answers.set("26112026/TO", detail([race(2, [row(2, null), row(1, null)])]));
    await poll();
    expect(events.map((event) => `${event.kind} ${written(event.day)} ${event.raceNumber}`)).toEqual(["draw 26112026 2"]);
  });

  it("keeps a meeting it could not read as it was, and announces its change when it reads it again", async () => {
    const { poll, answers, events, coordination } = poller();
    await coordination.noteWatchedDays([d("22112026")], 60_000);
    await poll();
    answers.set("22112026/NA", "down");
    expect(await poll()).toMatchObject({ meetingsRead: 1, meetingsFailed: 1 });
    answers.set("22112026/NA", detail([race(1, [row(1, 1), row(2, 2)]), race(2, [row(1, null)])]));
    await poll();
    expect(events.map((event) => `${event.kind} ${event.raceNumber}`)).toEqual(["result 1"]);
  });

  it("does nothing while another instance holds the lease, and compares with the snapshot it left", async () => {
    let leaseHere = false;
    const snapshots = new Map<string, RaceDaySnapshot>();
    const coordination: RaceDayPollerCoordination = {
      holdLease: async () => leaseHere,
      releaseLease: async () => undefined,
      noteWatchedDays: async () => undefined,
      watchedDays: async () => [d("22112026")],
      lastSnapshot: async (day) => snapshots.get(written(day)) ?? null,
      saveSnapshot: async (snapshot) => void snapshots.set(written(snapshot.day), snapshot),
    };
    const { poll, answers, calls, events } = poller({ coordination });
    expect(await poll()).toEqual({ role: "follower" });
    expect(calls).toEqual([]);
    // What the previous poller saw: race 1 of Napoli without a result (now it has one).
    snapshots.set("22112026", {
      day: d("22112026"),
      meetings: [{ racecourseCode: "NA", racecourseName: "NA", races: [{ raceNumber: 1, result: null, drawn: true }] }],
    });
    answers.set("22112026/NA", detail([race(1, [row(1, 1), row(2, 2)])]));
    leaseHere = true;
    await poll();
    expect(events.map((event) => `${event.kind} ${event.raceNumber}`)).toEqual(["result 1"]);
  });

  it("keeps the old snapshot when the events could not be sent, so the next round sends them", async () => {
    const { trotting, answers } = upstream();
    const shared = createInProcessRaceDayEvents();
    let busDown = false;
    const sent: string[] = [];
    const bus = {
      ...shared.bus,
      publish: async (list: { raceNumber: number }[]) => {
        if (busDown) throw new Error("redis giù");
        sent.push(...list.map((event) => String(event.raceNumber)));
      },
    };
    const poll = makePollRaceDays({ trotting, clock, bus, coordination: shared.coordination, leaseMs: 60_000, snapshotMs: 120_000 });
    await shared.coordination.noteWatchedDays([d("22112026")], 60_000);
    await poll();
    answers.set("22112026/MI", detail([race(1, [row(1, 1)])]));
    busDown = true;
    await expect(poll()).rejects.toThrow("redis giù");
    busDown = false;
    await poll();
    expect(sent).toEqual(["1"]);
  });
});
