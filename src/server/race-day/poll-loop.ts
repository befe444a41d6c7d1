import type { PollOutcome, PollRaceDays } from "../../application/races/race-day-poller";
import { eventDay, eventPayload } from "../../urls/race-day-events";
import type { RaceDayPollerCoordination } from "../../ports/race-day-events";
import type { ServerLogger } from "../logger";
import { runInRequestScope, type FreshnessRecord } from "../request-scope";

/** Never sooner than this after a round, whatever the answers' lifetimes say. */
const MIN_ROUND_GAP_MS = 250;
/** A round waits this much past the answers' expiry, so it finds them expired rather than about to. */
const EXPIRY_MARGIN_MS = 100;

export type RaceDayPollingStats = {
  role: "poller" | "follower" | "starting";
  rounds: number;
  failures: number;
  events: number;
  lastRoundAt: number | null;
  nextRoundInMs: number | null;
  /** The days the last round polled, as the events write them (the readiness figures). */
  watchedDays: string[];
};

/**
 * Runs the poller's rounds in the background (docs/decisions/030-live-race-day-events.md), never
 * in a visitor's request. Each round runs in a scope of its own that notes how long the answers it
 * read stay fresh (the upstream client's cache); the next round comes once the last of them has
 * expired, so it reads every one anew and the upstream is asked at the rhythm of its answers'
 * lifetimes, no faster. Without a cache (tests) the rounds come every `intervalMs`; a follower
 * checks the lease as often. On stop the lease is given up, so another instance takes over at its
 * next round.
 */
export function startRaceDayPolling(options: {
  poll: PollRaceDays;
  coordination: RaceDayPollerCoordination;
  intervalMs: number;
  logger: ServerLogger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const figures: RaceDayPollingStats = {
    role: "starting",
    rounds: 0,
    failures: 0,
    events: 0,
    lastRoundAt: null,
    nextRoundInMs: null,
    watchedDays: [],
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    figures.nextRoundInMs = delayMs;
    timer = setTimeout(() => void round(), delayMs);
    timer.unref();
  };

  async function round() {
    const freshness: FreshnessRecord = { shortestMs: undefined, calls: 0 };
    const requestId = `diretta-${figures.rounds + 1}`;
    const logger = options.logger.child({ requestId });
    let next = options.intervalMs;
    try {
      const outcome: PollOutcome = await runInRequestScope({ requestId, logger, freshness }, () => options.poll());
      figures.rounds++;
      figures.lastRoundAt = Date.now();
      figures.role = outcome.role;
      if (outcome.role === "poller") {
        figures.watchedDays = outcome.days.map(eventDay);
        figures.events += outcome.events.length;
        if (outcome.events.length > 0) logger.info({ events: outcome.events.map(eventPayload) }, "diretta: novità pubblicate");
        if (freshness.longestMs)
          next = Math.min(options.intervalMs + EXPIRY_MARGIN_MS, Math.max(MIN_ROUND_GAP_MS, freshness.longestMs + EXPIRY_MARGIN_MS));
      }
    } catch (err) {
      figures.failures++;
      logger.warn({ err }, "diretta: giro di controllo non riuscito, riprovo al prossimo");
    }
    schedule(next);
  }

  schedule(0);
  return {
    stats: (): RaceDayPollingStats => ({ ...figures, watchedDays: [...figures.watchedDays] }),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await options.coordination.releaseLease().catch(() => undefined);
    },
  };
}

export type RaceDayPolling = ReturnType<typeof startRaceDayPolling>;
