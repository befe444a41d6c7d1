import type { CalendarDate } from "../../domain/calendar";
import type { PublishedRaceDayEvent } from "../../domain/races/race-day";
import { pageShowsEvent } from "../../urls/race-day-events";
import type { RaceDayEventBus, RaceDayPollerCoordination } from "../../ports/race-day-events";
import type { ServerLogger } from "../logger";
import type { EventStreams } from "./event-streams";

/**
 * Each instance's part of the race-day updates (docs/ARCHITECTURE.md, "Race-day updates"):
 * every event from the bus (whoever polled) first makes the day's upstream answers and the
 * pages that show it old, so the next reader gets the new data, then goes to this instance's
 * streams of that day. The days its readers watch are marked in the shared coordination every
 * few seconds, so the poller, wherever it runs, polls them.
 */
export type RaceDayRelayOptions = {
  bus: RaceDayEventBus;
  coordination: RaceDayPollerCoordination;
  streams: EventStreams;
  /** Expires the cached upstream answers of a race day (the upstream client's cache). */
  forgetDay(day: CalendarDate): void;
  /** Drops the kept pages whose path matches (the anonymous page cache); the count of pages dropped. */
  dropPages?(matches: (path: string) => boolean): number;
  logger: ServerLogger;
  /** How often the watched days are marked; each mark lasts three times as long. */
  watchEveryMs: number;
};

export type RaceDayRelayStats = { relayed: number; pagesDropped: number; coordinationDown: boolean };

export function createRaceDayRelay(options: RaceDayRelayOptions) {
  const figures: RaceDayRelayStats = { relayed: 0, pagesDropped: 0, coordinationDown: false };
  const relay = (event: PublishedRaceDayEvent) => {
    figures.relayed++;
    options.forgetDay(event.day);
    figures.pagesDropped += options.dropPages?.((path) => pageShowsEvent(path, event)) ?? 0;
    options.streams.broadcast(event);
  };
  const unsubscribe = options.bus.subscribe(relay);

  const markWatched = async () => {
    const days = options.streams.watchedDays();
    try {
      await options.coordination.noteWatchedDays(days, options.watchEveryMs * 3);
      if (figures.coordinationDown) options.logger.info({}, "diretta: coordinamento di nuovo raggiungibile");
      figures.coordinationDown = false;
    } catch (err) {
      // Said once per outage: while it lasts nobody polls, and the streams stay open without events.
      if (!figures.coordinationDown) options.logger.warn({ err }, "diretta: coordinamento non raggiungibile, aggiornamenti sospesi");
      figures.coordinationDown = true;
    }
  };
  const timer = setInterval(() => void markWatched(), options.watchEveryMs);
  timer.unref();
  void markWatched();

  return {
    /** Marks the watched days now (a stream opened for a day nobody watched here). */
    markWatched,
    stats: (): RaceDayRelayStats => ({ ...figures }),
    stop() {
      clearInterval(timer);
      unsubscribe();
    },
  };
}

export type RaceDayRelay = ReturnType<typeof createRaceDayRelay>;
