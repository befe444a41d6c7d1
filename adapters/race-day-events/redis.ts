import { randomUUID } from "node:crypto";
import type { createClient, RedisClientOptions } from "redis";
import type { PublishedRaceDayEvent } from "~/src/domain/races/race-day";
import type { RaceDayEventBus, RaceDayPollerCoordination } from "~/src/ports/race-day-events";
import { parseEventDay, eventDay } from "~/src/urls/race-day-events";
import { createEventIds, eventsFromMessage, messageOf, numbered, snapshotFromText, snapshotText } from "./event-ids";

/**
 * Several instances sharing Redis (docs/decisions/030-live-race-day-events.md):
 *
 * - the poller's lease is one key, taken with `SET NX PX` and renewed by its holder with a
 *   compare-and-expire script (released with compare-and-delete), so at most one instance polls;
 * - events go out on one pub/sub channel; every instance (the poller too) relays what it
 *   receives to its own readers;
 * - each instance marks the days its readers watch in a sorted set (the score is when the mark
 *   lapses), and the poller reads the days still marked;
 * - each day's last snapshot is kept, so a new poller compares with what the old one saw.
 *
 * Events travel as their public payload (src/urls/race-day-events.ts), and days are written as
 * the events write them, in the keys and the watched set alike.
 *
 * Commands fail fast (a short timeout, no offline queue): while Redis is away the lease cannot be
 * held, nobody polls and the streams stay open without events; the clients reconnect by
 * themselves and the subscriber subscribes again when Redis is back.
 */
export type RedisRaceDayEventsOptions = {
  /**
   * Makes a client with these settings: of one Redis, or node-redis's Sentinel client, which
   * follows the primary the sentinels promote (the composition root's, src/server/redis.ts).
   */
  client(settings: Pick<RedisClientOptions, "socket" | "disableOfflineQueue" | "commandOptions">): ReturnType<typeof createClient>;
  /** Connection problems, for the log: the clients keep reconnecting. */
  onError(error: Error): void;
  /** Subscribed again after Redis came back: events published meanwhile are lost. */
  onResubscribed?: () => void;
  prefix?: string;
  commandTimeoutMs?: number;
};

const RENEW_SCRIPT = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE_SCRIPT = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

export function createRedisRaceDayEvents(options: RedisRaceDayEventsOptions): {
  bus: RaceDayEventBus;
  coordination: RaceDayPollerCoordination;
} {
  const prefix = options.prefix ?? "sulky:live:";
  const keys = { lease: `${prefix}poller`, watched: `${prefix}watched-days`, channel: `${prefix}events`, snapshot: `${prefix}snapshot:` };
  const owner = randomUUID();
  const socket = {
    connectTimeout: 2000,
    // Back again within a few seconds of Redis: 100 ms, 200 ms, … at most 3 s between tries.
    reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 3000),
  };
  const commands = options.client({
    socket,
    disableOfflineQueue: true,
    commandOptions: { timeout: options.commandTimeoutMs ?? 1000 },
  });
  const subscriber = options.client({ socket });
  commands.on("error", options.onError);
  subscriber.on("error", options.onError);
  const nextId = createEventIds();
  const listeners = new Set<(event: PublishedRaceDayEvent) => void>();
  let everReady = false;
  subscriber.on("ready", () => {
    if (everReady) options.onResubscribed?.();
    everReady = true;
  });
  const connected = Promise.allSettled([
    commands.connect(),
    subscriber.connect().then(() =>
      subscriber.subscribe(keys.channel, (message) => {
        for (const event of eventsFromMessage(message)) for (const listener of [...listeners]) listener(event);
      }),
    ),
  ]);

  return {
    bus: {
      async publish(events) {
        await commands.publish(keys.channel, messageOf(numbered(events, nextId)));
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      async close() {
        listeners.clear();
        await connected;
        await Promise.allSettled([commands.close(), subscriber.close()]);
      },
    },
    coordination: {
      async holdLease(ttlMs) {
        const taken = await commands.set(keys.lease, owner, { condition: "NX", expiration: { type: "PX", value: ttlMs } });
        if (taken === "OK") return true;
        return (await commands.eval(RENEW_SCRIPT, { keys: [keys.lease], arguments: [owner, String(ttlMs)] })) === 1;
      },
      async releaseLease() {
        await commands.eval(RELEASE_SCRIPT, { keys: [keys.lease], arguments: [owner] });
      },
      async noteWatchedDays(days, ttlMs) {
        if (days.length === 0) return;
        const until = Date.now() + ttlMs;
        await commands.zAdd(
          keys.watched,
          days.map((day) => ({ score: until, value: eventDay(day) })),
          { GT: true },
        );
      },
      async watchedDays() {
        const now = Date.now();
        await commands.zRemRangeByScore(keys.watched, "-inf", now);
        const days = await commands.zRangeByScore(keys.watched, now, "+inf");
        return days.map(parseEventDay).filter((day) => day !== null);
      },
      async lastSnapshot(day) {
        return snapshotFromText(await commands.get(keys.snapshot + eventDay(day)));
      },
      async saveSnapshot(snapshot, ttlMs) {
        await commands.set(keys.snapshot + eventDay(snapshot.day), snapshotText(snapshot), { expiration: { type: "PX", value: ttlMs } });
      },
    },
  };
}
