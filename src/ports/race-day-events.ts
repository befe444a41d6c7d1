import type { CalendarDate } from "../domain/calendar";
import type { PublishedRaceDayEvent, RaceDayEvent, RaceDaySnapshot } from "../domain/races/race-day";

/**
 * Carries race-day events from the one poller to every instance, itself included
 * (docs/decisions/030-live-race-day-events.md): in the process alone, or through Redis
 * pub/sub when several instances share it.
 */
export type RaceDayEventBus = {
  /** Numbers the events and sends them to every instance; rejects when they could not be sent. */
  publish(events: RaceDayEvent[]): Promise<void>;
  /** Every event any instance publishes, in order; returns the unsubscribe. */
  subscribe(listener: (event: PublishedRaceDayEvent) => void): () => void;
  close(): Promise<void>;
};

/**
 * What the instances agree on so that the upstream sees one poller for the whole site:
 * who polls (a lease with an expiry, renewed while its holder lives), which days someone
 * watches on any instance, and the last snapshot of each day, so a new poller compares with
 * what the old one saw. Every call may reject while the shared store is away.
 */
export type RaceDayPollerCoordination = {
  /** Takes or renews the poller's lease for `ttlMs`: true while this instance holds it. */
  holdLease(ttlMs: number): Promise<boolean>;
  /** Gives the lease up (shutdown), only if this instance still holds it. */
  releaseLease(): Promise<void>;
  /** This instance's readers watch these days; each mark lasts `ttlMs` unless renewed. */
  noteWatchedDays(days: CalendarDate[], ttlMs: number): Promise<void>;
  /** Days watched on any instance. */
  watchedDays(): Promise<CalendarDate[]>;
  lastSnapshot(day: CalendarDate): Promise<RaceDaySnapshot | null>;
  saveSnapshot(snapshot: RaceDaySnapshot, ttlMs: number): Promise<void>;
};

/** Where the race day's stream stands on this instance: the id of the last event relayed here. */
export type RaceDayEventCursor = { latestId(): string };
