import type { IncomingMessage, ServerResponse } from "node:http";
import type { RaceDayWiring } from "../../composition-root";
import type { CalendarDate } from "../../domain/calendar";
import type { AppConfig } from "../../config";
import type { ServerLogger } from "../logger";
import { createEventStreams } from "./event-streams";
import { startRaceDayPolling, type RaceDayPolling } from "./poll-loop";
import { createRaceDayRelay } from "./relay";

/** How soon a browser comes back after its stream ended (an instance stopping, a proxy's timeout). */
const RECONNECT_AFTER_MS = 5000;
/** How often an instance marks the days its readers watch. */
const WATCH_EVERY_MS = 5000;

/**
 * The race-day updates on this instance (docs/ARCHITECTURE.md, "Race-day updates"): the event
 * streams at `/eventi/corse/{ddmmyyyy}`, the relay from the bus to them (after the day's cached
 * answers and pages are dropped), and, once `startPolling` is called (src/server/main.ts), the
 * poller's rounds, which only the holder of the lease turns into upstream calls.
 */
export function createRaceDayStreams(options: {
  raceDay: RaceDayWiring;
  config: AppConfig["raceDay"];
  /** Today or a coming day of the week ahead (the use case's rule). */
  isWatchable(day: CalendarDate): boolean;
  dropPages?(matches: (path: string) => boolean): number;
  logger: ServerLogger;
}) {
  const { raceDay, config, logger } = options;
  const streams = createEventStreams({
    maxStreams: config.maxStreams,
    perAddress: config.streamsPerAddress,
    heartbeatMs: config.heartbeatMs,
    retryMs: RECONNECT_AFTER_MS,
    isWatchable: options.isWatchable,
    coverageStart: raceDay.coverageStart,
    logger,
  });
  const relay = createRaceDayRelay({
    bus: raceDay.bus,
    coordination: raceDay.coordination,
    streams,
    forgetDay: raceDay.forgetDay,
    dropPages: options.dropPages,
    logger,
    watchEveryMs: Math.min(WATCH_EVERY_MS, config.pollMs),
  });
  let polling: RaceDayPolling | undefined;
  const handler = (req: IncomingMessage, res: ServerResponse, ip: string | undefined) => {
    const days = streams.watchedDays().length;
    streams.handler(req, res, ip);
    // The first reader of a day on this instance: the poller hears of it now, not at the next mark.
    if (streams.watchedDays().length > days) void relay.markWatched();
  };
  return {
    handler,
    startPolling() {
      polling ??= startRaceDayPolling({
        poll: raceDay.pollRaceDays,
        coordination: raceDay.coordination,
        intervalMs: config.pollMs,
        logger,
      });
    },
    stats: () => ({ streams: streams.stats(), relay: relay.stats(), polling: polling?.stats() ?? null }),
    /** Shutdown, first step: every stream ends, so the server can close and browsers go elsewhere. */
    closeStreams: () => streams.closeAll(),
    async stop() {
      streams.closeAll();
      relay.stop();
      await polling?.stop();
      await raceDay.bus.close();
    },
  };
}

export type RaceDayStreams = ReturnType<typeof createRaceDayStreams>;
