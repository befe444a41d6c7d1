/**
 * The live row of `npm run bench` (docs/PERFORMANCE.md, "The live race day"): many event-stream
 * readers on one instance, in a process of their own (scripts/bench/live-clients.ts), while the
 * warm pages are measured again; then a result is published (the fakes' clock moves past a race's
 * publication time) and every reader's delay is taken from the event's publication on the
 * server (its id carries the server's clock) to its arrival. Also the server's resident memory
 * before and after the streams opened, and the upstream calls of the poller per interval.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { romeInstant } from "~/fake-upstreams/shared/clock";
import { RESULT_DELAY_MINUTES } from "~/fake-upstreams/trotting/race-day";
import { upstreamPathDay } from "~/adapters/trotting/schemas/days";
import { isoDay, type CalendarDate } from "~/src/domain/calendar";
import { eventDay, raceDayEventsPath } from "~/src/urls/race-day-events";

export type LiveFigures = {
  streams: number;
  opened: number;
  refused: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  perThousandMb: number;
  delays: { p50: number; p99: number; max: number; within1s: number; received: number; missing: number };
  polls: { calls: number; intervals: number; perInterval: number };
};

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

/** Waits for a finished round of the poller that polled `day` (the server's readiness figures, READINESS_DETAILS=public). */
async function roundSinceWatched(origin: string, day: CalendarDate, pollMs: number) {
  const polling = async () => ((await (await fetch(`${origin}/readyz`)).json()) as { live?: { polling: Polling } }).live?.polling ?? null;
  const deadline = Date.now() + 3 * pollMs;
  while (Date.now() < deadline) {
    // the figures are those of the last finished round: one that polled the day has seen it
    if ((await polling())?.watchedDays.includes(eventDay(day))) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`il poller non ha controllato la giornata ${eventDay(day)} entro ${(3 * pollMs) / 1000} s`);
}

export async function liveRow(options: {
  origin: string;
  /** The server's resident memory after a full garbage collection. */
  residentMb: () => Promise<number>;
  trottingOrigin: string;
  /** Today's first race on the site and the fakes; null when the world has no meeting today. */
  race: LiveTarget | null;
  streams: number;
  pollMs: number;
  /** The warm pages again, with the streams open. */
  whileOpen: () => Promise<void>;
}): Promise<LiveFigures | string> {
  if (!options.race) return "nessuna riunione oggi nel mondo finto: riga della diretta non misurata";
  const { day } = options.race;
  const target = targetOf(options.race);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssBeforeMb = await options.residentMb();
  const clients: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.resolve("scripts/bench/live-clients.ts"), options.origin, raceDayEventsPath(day), String(options.streams)],
    { stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  const next = () => new Promise<ClientMessage>((resolve) => clients.once("message", (message) => resolve(message as ClientMessage)));
  try {
    const open = (await next()) as Extract<ClientMessage, { type: "open" }>;
    // The streams settle (their first heartbeat written) before the memory is read.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const rssAfterMb = await options.residentMb();

    await fetch(`${options.trottingOrigin}/__fake/reset`, { method: "POST" });
    const started = performance.now();
    await options.whileOpen();
    // The poller's calls are counted over two intervals at least.
    const rest = 2 * options.pollMs + 1000 - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    const elapsed = performance.now() - started;
    const counts = ((await (await fetch(`${options.trottingOrigin}/__fake/requests`)).json()) as { byPath: Record<string, number> }).byPath;
    const calls = counts[target.endpoint] ?? 0;
    const intervals = elapsed / options.pollMs;

    // The poller has seen the day as it is (a round since the streams opened), so the result is a change.
    await roundSinceWatched(options.origin, day, options.pollMs);
    await fetch(`${options.trottingOrigin}/__fake/clock`, {
      method: "POST",
      body: JSON.stringify({ at: target.publishedAt.toISOString() }),
    });
    const received = next();
    clients.send({ type: "await", timeoutMs: options.pollMs + 30_000 });
    const { delays, missing } = (await received) as Extract<ClientMessage, { type: "received" }>;
    await fetch(`${options.trottingOrigin}/__fake/clock`, { method: "DELETE" });
    const sorted = [...delays].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
    return {
      streams: options.streams,
      opened: open.opened,
      refused: open.refused,
      rssBeforeMb,
      rssAfterMb,
      perThousandMb: open.opened > 0 ? ((rssAfterMb - rssBeforeMb) / open.opened) * 1000 : NaN,
      delays: {
        p50: at(0.5),
        p99: at(0.99),
        max: sorted.at(-1) ?? NaN,
        within1s: open.opened > 0 ? sorted.filter((delay) => delay <= 1000).length / open.opened : 0,
        received: delays.length,
        missing,
      },
      polls: { calls, intervals, perInterval: intervals > 0 ? calls / intervals : NaN },
    };
  } finally {
    clients.send({ type: "close" });
    await new Promise((resolve) => (clients.exitCode === null ? clients.once("exit", resolve) : resolve(undefined)));
  }
}
