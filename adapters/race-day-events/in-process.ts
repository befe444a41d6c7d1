import type { PublishedRaceDayEvent, RaceDaySnapshot } from "~/src/domain/races/live";
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
  const watched = new Map<string, number>();
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
        for (const day of days) watched.set(day, Math.max(watched.get(day) ?? 0, now() + ttlMs));
      },
      async watchedDays() {
        const at = now();
        for (const [day, until] of watched) if (until <= at) watched.delete(day);
        return [...watched.keys()];
      },
      async lastSnapshot(day) {
        const kept = snapshots.get(day);
        return kept && kept.until > now() ? kept.snapshot : null;
      },
      async saveSnapshot(snapshot, ttlMs) {
        snapshots.set(snapshot.day, { snapshot, until: now() + ttlMs });
      },
    },
  };
}
