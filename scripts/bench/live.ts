/**
 * The live row of `npm run bench` (docs/PERFORMANCE.md, "The live race day"): many event-stream
 * readers on one instance, in a process of their own (scripts/bench/live-clients.ts), and the warm
 * pages measured without them and with them, in rounds that alternate (the streams opened and
 * closed between conditions), so that a change of the machine's speed during the row does not
 * favour one side; then a result is published (the fakes' clock moves past a race's publication
 * time) and every reader's delay is taken from the event's publication on the server (its id
 * carries the server's clock) to its arrival. Also the server's resident memory before and after
 * the streams first opened, and the upstream calls of the poller per interval.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { romeInstant } from "~/fake-upstreams/shared/clock";
import { RESULT_DELAY_MINUTES } from "~/fake-upstreams/trotting/race-day";
import { upstreamPathDay } from "~/adapters/trotting/schemas/days";
import { isoDay, type CalendarDate } from "~/src/domain/calendar";
import { eventDay, raceDayEventsPath } from "~/src/urls/race-day-events";

export type LiveFigures<T> = {
  streams: number;
  /** The fewest streams the server accepted in any opening, and the most it refused. */
  opened: number;
  refused: number;
  /** Around the first opening of the streams. */
  rssBeforeMb: number;
  rssAfterMb: number;
  perThousandMb: number;
  delays: { p50: number; p99: number; max: number; within1s: number; received: number; missing: number };
  polls: { calls: number; intervals: number; perInterval: number };
  /** The pages measured in each round, without and with the streams, in the order of the rounds. */
  rounds: LiveRound<T>[];
};

export type LiveRound<T> = { withoutFirst: boolean; without: T; with: T };

type ClientMessage = { type: "open"; opened: number; refused: number } | { type: "received"; delays: number[]; missing: number };

/** The race whose result the row publishes: today's first meeting and its first race, read through Sulky's own use cases. */
export type LiveTarget = { day: CalendarDate; trackCode: string; raceNumber: number; startTime: string };

function targetOf(target: LiveTarget) {
  return {
    // the entries of the meeting: only the poller reads them while the row runs
    endpoint: `/api/v2/partenti/${upstreamPathDay(target.day)}/${target.trackCode}`,
    publishedAt: new Date(romeInstant(isoDay(target.day), target.startTime).getTime() + RESULT_DELAY_MINUTES * 60_000),
  };
}

type Polling = { rounds: number; watchedDays: string[] } | null;
type LiveReadiness = { streams?: { open: number }; polling: Polling };

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** The server's race-day figures (readiness details, READINESS_DETAILS=public). */
async function liveReadiness(origin: string): Promise<LiveReadiness | undefined> {
  return ((await (await fetch(`${origin}/readyz`)).json()) as { live?: LiveReadiness }).live;
}

/** Reads the server's race-day figures every 250 ms until `met` holds; after `timeoutMs`, throws what `failure` says of the last. */
async function readinessUntil(
  origin: string,
  met: (live: LiveReadiness | undefined) => boolean,
  timeoutMs: number,
  failure: (live: LiveReadiness | undefined) => string,
) {
  const deadline = Date.now() + timeoutMs;
  let live: LiveReadiness | undefined;
  while (Date.now() < deadline) {
    live = await liveReadiness(origin);
    if (met(live)) return;
    await pause(250);
  }
  throw new Error(failure(live));
}

/** Waits for a finished round of the poller that polled `day`. */
function roundSinceWatched(origin: string, day: CalendarDate, pollMs: number) {
  return readinessUntil(
    origin,
    // the figures are those of the last finished round: one that polled the day has seen it
    (live) => live?.polling?.watchedDays.includes(eventDay(day)) ?? false,
    3 * pollMs,
    () => `il poller non ha controllato la giornata ${eventDay(day)} entro ${(3 * pollMs) / 1000} s`,
  );
}

/** Waits until the server holds no event stream any more, after the readers closed theirs. */
function streamsDropped(origin: string, timeoutMs = 30_000) {
  return readinessUntil(
    origin,
    (live) => live?.streams?.open === 0,
    timeoutMs,
    (live) => `il server tiene ancora ${live?.streams?.open ?? "?"} flussi aperti ${timeoutMs / 1000} s dopo la loro chiusura`,
  );
}

type Readers = { process: ChildProcess; opened: number; refused: number; next: () => Promise<ClientMessage> };

/** The readers' process, once it reports its streams open. */
async function openReaders(origin: string, day: CalendarDate, streams: number): Promise<Readers> {
  const readers: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.resolve("scripts/bench/live-clients.ts"), origin, raceDayEventsPath(day), String(streams)],
    { stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  const next = () => new Promise<ClientMessage>((resolve) => readers.once("message", (message) => resolve(message as ClientMessage)));
  const open = (await next()) as Extract<ClientMessage, { type: "open" }>;
  return { process: readers, opened: open.opened, refused: open.refused, next };
}

async function closeReaders(readers: Readers) {
  if (readers.process.exitCode !== null) return;
  const exited = new Promise((resolve) => readers.process.once("exit", resolve));
  readers.process.send({ type: "close" });
  await exited;
}

export async function liveRow<T>(options: {
  origin: string;
  /** The server's resident memory after a full garbage collection. */
  residentMb: () => Promise<number>;
  trottingOrigin: string;
  /** Today's first race on the site and the fakes; null when the world has no meeting today. */
  race: LiveTarget | null;
  streams: number;
  pollMs: number;
  /** Rounds of the warm pages without and with the streams (at least one). */
  rounds: number;
  /** The warm pages measured once, the streams open or not. */
  measure: (streamsOpen: boolean, round: number) => Promise<T>;
}): Promise<LiveFigures<T> | string> {
  if (!options.race) return "nessuna riunione oggi nel mondo finto: riga della diretta non misurata";
  const { day } = options.race;
  const target = targetOf(options.race);
  const rounds = Math.max(1, Math.floor(options.rounds));
  const openings: Array<{ opened: number; refused: number }> = [];
  let memory: { rssBeforeMb: number; rssAfterMb: number; opened: number } | undefined;
  let readers: Readers | undefined;
  let pollStarted = 0;
  const measured: LiveRound<T>[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      // The order alternates from round to round, the last round ending with the streams open:
      // the publication and the poller's calls are measured on them.
      const withoutFirst = (rounds - 1 - round) % 2 === 0;
      const last = round === rounds - 1;
      const figures = new Map<boolean, T>();
      for (const streamsOpen of withoutFirst ? [false, true] : [true, false]) {
        if (streamsOpen && !readers) {
          // The memory is read around the first opening only: later ones find the heap already grown.
          let rssBeforeMb: number | undefined;
          if (!memory) {
            await pause(2000);
            rssBeforeMb = await options.residentMb();
          }
          readers = await openReaders(options.origin, day, options.streams);
          openings.push({ opened: readers.opened, refused: readers.refused });
          // The streams settle (their first heartbeat written) before the memory is read; every
          // opening is followed by a full collection, as every closing is.
          await pause(5000);
          const rssAfterMb = await options.residentMb();
          if (rssBeforeMb !== undefined) memory = { rssBeforeMb, rssAfterMb, opened: readers.opened };
        }
        if (!streamsOpen && readers) {
          await closeReaders(readers);
          readers = undefined;
          // The server has dropped every stream, and collected them, before the pages are measured without.
          await streamsDropped(options.origin);
          await options.residentMb();
          await pause(2000);
        }
        if (streamsOpen && last) {
          await fetch(`${options.trottingOrigin}/__fake/reset`, { method: "POST" });
          pollStarted = performance.now();
        }
        figures.set(streamsOpen, await options.measure(streamsOpen, round));
      }
      measured.push({ withoutFirst, without: figures.get(false)!, with: figures.get(true)! });
    }
    if (!readers || !memory) throw new Error("riga della diretta: i flussi non sono aperti alla fine dell'ultimo giro");

    // The poller's calls are counted over two intervals at least, from the last round's measurement with the streams.
    const rest = 2 * options.pollMs + 1000 - (performance.now() - pollStarted);
    if (rest > 0) await pause(rest);
    const elapsed = performance.now() - pollStarted;
    const counts = ((await (await fetch(`${options.trottingOrigin}/__fake/requests`)).json()) as { byPath: Record<string, number> }).byPath;
    const calls = counts[target.endpoint] ?? 0;
    const intervals = elapsed / options.pollMs;

    // The poller has seen the day as it is (a round since the streams opened), so the result is a change.
    await roundSinceWatched(options.origin, day, options.pollMs);
    await fetch(`${options.trottingOrigin}/__fake/clock`, {
      method: "POST",
      body: JSON.stringify({ at: target.publishedAt.toISOString() }),
    });
    const received = readers.next();
    readers.process.send({ type: "await", timeoutMs: options.pollMs + 30_000 });
    const { delays, missing } = (await received) as Extract<ClientMessage, { type: "received" }>;
    await fetch(`${options.trottingOrigin}/__fake/clock`, { method: "DELETE" });
    const sorted = [...delays].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
    const opened = readers.opened;
    return {
      streams: options.streams,
      opened: Math.min(...openings.map((opening) => opening.opened)),
      refused: Math.max(...openings.map((opening) => opening.refused)),
      rssBeforeMb: memory.rssBeforeMb,
      rssAfterMb: memory.rssAfterMb,
      perThousandMb: memory.opened > 0 ? ((memory.rssAfterMb - memory.rssBeforeMb) / memory.opened) * 1000 : NaN,
      delays: {
        p50: at(0.5),
        p99: at(0.99),
        max: sorted.at(-1) ?? NaN,
        within1s: opened > 0 ? sorted.filter((delay) => delay <= 1000).length / opened : 0,
        received: delays.length,
        missing,
      },
      polls: { calls, intervals, perInterval: intervals > 0 ? calls / intervals : NaN },
      rounds: measured,
    };
  } finally {
    if (readers) await closeReaders(readers);
  }
}
