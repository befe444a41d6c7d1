import { randomUUID } from "node:crypto";
import { UpstreamError } from "../ports/upstream-error";
import { isRedisUnavailable, RedisUnavailableError, type SharedRedis } from "./redis";
import { currentRequest } from "./request-scope";

/** Runs one player's upstream calls one at a time, keyed by Sulky's session id. */
export type PlayerLock = <T>(sessionId: string, work: () => Promise<T>) => Promise<T>;

/** One queue per session id inside this process: a player's calls run one after the other. */
export function createProcessPlayerLock(): PlayerLock {
  const queues = new Map<string, Promise<unknown>>();
  return (key, work) => {
    const previous = queues.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return run;
  };
}

/** Deletes the lock only if this holder still owns it (its TTL may have handed it to another). */
const RELEASE_SCRIPT = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

/** Extends the lock only if this holder still owns it. */
const RENEW_SCRIPT = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;

export type RedisPlayerLockOptions = {
  /**
   * How long the lock outlives a holder whose process died mid-call. A live holder renews it every
   * third of it while its call runs, so it can stay short whatever the game's slowest exchange.
   */
  ttlMs?: number;
  /** How long a request waits for the player's other request, on any instance, before giving up. */
  waitMs?: number;
  prefix?: string;
  logger?: { warn(details: object, message: string): void };
};

/** How often locks whose release could not reach Redis are released again. */
const LEFTOVER_RETRY_MS = 250;

/**
 * The same guarantee across every instance (several processes without sticky
 * sessions, docs/SCALING.md): the process queue first, so one process never
 * polls against itself, then a Redis lock per session (`SET NX PX` with a random
 * owner token, released by a compare-and-delete script; the single-instance lock
 * pattern of the Redis documentation). A request that cannot have the lock in
 * time fails like an unavailable game, with the game's usual message.
 *
 * A lock is held only when Redis says so (docs/decisions/010-player-lock-across-instances.md,
 * 042-redis-sentinel.md): while Redis does not answer, the request is refused with a
 * RedisUnavailableError (the players' Italian 503 page) instead of running on a lock of this
 * process alone, which another instance could not see. With replicas connected, a lock counts
 * as taken once a replica has it too (WAIT), so a promoted replica knows it. A release that
 * could not reach Redis is tried again until Redis answers or the lock lapses.
 */
export function createRedisPlayerLock(redis: SharedRedis, options: RedisPlayerLockOptions = {}): PlayerLock {
  const ttlMs = options.ttlMs ?? 6_000;
  const waitMs = options.waitMs ?? 20_000;
  const prefix = options.prefix ?? "sulky:lock:player:";
  const inProcess = createProcessPlayerLock();
  let refusing = false;
  /** Locks this process may still hold in Redis (a release or an acquisition that got no answer), until they lapse. */
  const leftovers = new Map<string, { owner: string; lapsesAt: number }>();
  let retrying: NodeJS.Timeout | undefined;

  const release = (key: string, owner: string) =>
    redis
      .call((client) => client.eval(RELEASE_SCRIPT, { keys: [key], arguments: [owner] }))
      .then(() => {
        if (leftovers.get(key)?.owner === owner) leftovers.delete(key);
      });

  /** The lock may be in Redis under `owner` (the exchange got no answer): released as soon as Redis answers. */
  const leaveBehind = (key: string, owner: string) => {
    leftovers.set(key, { owner, lapsesAt: Date.now() + ttlMs });
    if (retrying) return;
    retrying = setInterval(() => {
      for (const [leftKey, { owner: leftOwner, lapsesAt }] of leftovers) {
        if (Date.now() > lapsesAt) leftovers.delete(leftKey);
        else if (redis.available) void release(leftKey, leftOwner).catch(() => undefined);
      }
      if (leftovers.size === 0) {
        clearInterval(retrying);
        retrying = undefined;
      }
    }, LEFTOVER_RETRY_MS);
    retrying.unref();
  };

  const refuse = (error: RedisUnavailableError): never => {
    if (!refusing) options.logger?.warn({ reason: error.message }, "lock dei giocatori non disponibile: richieste dei giocatori in 503");
    refusing = true;
    throw error;
  };

  async function acquire(key: string, owner: string): Promise<void> {
    const giveUpAt = Date.now() + waitMs;
    try {
      // This process's own lock left behind in an outage is no other request's: freed first.
      const left = leftovers.get(key);
      if (left) await release(key, left.owner);
      for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
        let taken: string | null;
        try {
          taken = await redis.call((client) => client.set(key, owner, { condition: "NX", expiration: { type: "PX", value: ttlMs } }));
        } catch (error) {
          // No answer: the SET may have been applied all the same.
          if (isRedisUnavailable(error)) leaveBehind(key, owner);
          throw error;
        }
        if (taken === "OK") {
          const kept = await redis.replicated().catch((error: unknown) => {
            if (isRedisUnavailable(error)) leaveBehind(key, owner);
            throw error;
          });
          if (kept) break;
          await release(key, owner).catch(() => leaveBehind(key, owner));
          throw new RedisUnavailableError("nessuna replica ha confermato il lock del giocatore");
        }
        if (Date.now() + pause > giveUpAt) {
          throw new UpstreamError("fantasy", "unavailable", "un'altra richiesta dello stesso giocatore è ancora in corso");
        }
        await new Promise((resolve) => setTimeout(resolve, pause * (0.5 + Math.random())));
      }
    } catch (error) {
      if (isRedisUnavailable(error)) refuse(error);
      throw error;
    }
    refusing = false;
  }

  return (sessionId, work) =>
    inProcess(sessionId, async () => {
      const key = prefix + sessionId;
      const owner = randomUUID();
      const waitStarted = performance.now();
      await acquire(key, owner);
      const tally = currentRequest()?.redis;
      if (tally) tally.lockMs += performance.now() - waitStarted;
      const renewal = setInterval(() => {
        void redis.call((client) => client.eval(RENEW_SCRIPT, { keys: [key], arguments: [owner, String(ttlMs)] })).catch(() => undefined);
      }, ttlMs / 3);
      renewal.unref();
      try {
        return await work();
      } finally {
        clearInterval(renewal);
        await release(key, owner).catch(() => leaveBehind(key, owner));
      }
    });
}
