import { isoDay, type CalendarDate } from "~/src/domain/calendar";
import type { PublishedRaceDayEvent, RaceDaySnapshot } from "~/src/domain/races/race-day";
import type { RaceDayEventBus, RaceDayPollerCoordination } from "~/src/ports/race-day-events";
import { createEventIds, numbered } from "./event-ids";

/**
 * One instance alone (no REDIS_URL): it holds the lease for good, its own readers are the only
 * watchers, and events go straight from the poller to the streams of the same process.
 */
export function createInProcessRaceDayEvents(options: { now?: () => number } = {}): {
  bus: RaceDayEventBus;
  coordination: RaceDayPollerCoordination;
} {
  const now = options.now ?? Date.now;
  const listeners = new Set<(event: PublishedRaceDayEvent) => void>();
  const nextId = createEventIds(now);
  /** By the day's isoDay: each watched day and when its mark lapses. */
  const watched = new Map<string, { day: CalendarDate; until: number }>();
  const snapshots = new Map<string, { snapshot: RaceDaySnapshot; until: number }>();
  return {
    bus: {
      async publish(events) {
        for (const event of numbered(events, nextId)) for (const listener of [...listeners]) listener(event);
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      async close() {
        listeners.clear();
      },
    },
    coordination: {
      holdLease: async () => true,
      releaseLease: async () => undefined,
      async noteWatchedDays(days, ttlMs) {
        for (const day of days) watched.set(isoDay(day), { day, until: Math.max(watched.get(isoDay(day))?.until ?? 0, now() + ttlMs) });
      },
      async watchedDays() {
        const at = now();
        for (const [key, { until }] of watched) if (until <= at) watched.delete(key);
        return [...watched.values()].map(({ day }) => day);
      },
      async lastSnapshot(day) {
        const kept = snapshots.get(isoDay(day));
        return kept && kept.until > now() ? kept.snapshot : null;
      },
      async saveSnapshot(snapshot, ttlMs) {
        snapshots.set(isoDay(snapshot.day), { snapshot, until: now() + ttlMs });
      },
    },
  };
}
