import { randomUUID } from "node:crypto";
import { UpstreamError } from "../ports/upstream-error";
import { isRedisUnavailable, type SharedRedis } from "./redis";

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

/**
 * The same guarantee across every instance (several processes without sticky
 * sessions, docs/SCALING.md): the process queue first, so one process never
 * polls against itself, then a Redis lock per session (`SET NX PX` with a random
 * owner token, released by a compare-and-delete script; the single-instance lock
 * pattern of the Redis documentation). A request that cannot have the lock in
 * time fails like an unavailable game, with the game's usual message.
 *
 * While Redis is away the process queue alone keeps the player's calls in order
 * on this instance (docs/decisions/010-player-lock-across-instances.md), with a
 * warn log: players whose session is readable keep playing.
 */
export function createRedisPlayerLock(redis: SharedRedis, options: RedisPlayerLockOptions = {}): PlayerLock {
  const ttlMs = options.ttlMs ?? 6_000;
  const waitMs = options.waitMs ?? 20_000;
  const prefix = options.prefix ?? "sulky:lock:player:";
  const inProcess = createProcessPlayerLock();
  let degraded = false;

  /** True when this request holds the Redis lock, false when Redis is away and the process queue stands in. */
  async function acquire(key: string, owner: string): Promise<boolean> {
    const giveUpAt = Date.now() + waitMs;
    for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
      let taken: string | null;
      try {
        taken = await redis.call((client) => client.set(key, owner, { condition: "NX", expiration: { type: "PX", value: ttlMs } }));
      } catch (error) {
        if (!isRedisUnavailable(error)) throw error;
        if (!degraded) options.logger?.warn({ reason: error.message }, "lock dei giocatori solo nel processo finché Redis non torna");
        degraded = true;
        return false;
      }
      degraded = false;
      if (taken === "OK") return true;
      if (Date.now() + pause > giveUpAt) {
        throw new UpstreamError("fantasy", "unavailable", "un'altra richiesta dello stesso giocatore è ancora in corso");
      }
      await new Promise((resolve) => setTimeout(resolve, pause * (0.5 + Math.random())));
    }
  }

  return (sessionId, work) =>
    inProcess(sessionId, async () => {
      const key = prefix + sessionId;
      const owner = randomUUID();
      const held = await acquire(key, owner);
      const renewal = held
        ? setInterval(() => {
            void redis
              .call((client) => client.eval(RENEW_SCRIPT, { keys: [key], arguments: [owner, String(ttlMs)] }))
              .catch(() => undefined);
          }, ttlMs / 3)
        : undefined;
      renewal?.unref();
      try {
        return await work();
      } finally {
        clearInterval(renewal);
        if (held) await redis.call((client) => client.eval(RELEASE_SCRIPT, { keys: [key], arguments: [owner] })).catch(() => undefined);
      }
    });
}
