import { LRUCache } from "lru-cache";
import type { RateLimitDecision } from "../request-context";
import { isRedisUnavailable, RedisUnavailableError, type SharedRedis } from "./redis";

/**
 * `shared`: the count must be the one every instance shares, and survive a promotion of a
 * replica; when it cannot be (Redis away, no replica acknowledging it) the attempt is refused
 * with a RedisUnavailableError instead of being counted in the process.
 */
export type HitOptions = { shared?: boolean };

/** Counts attempts per key in fixed windows. */
export type AttemptCounter = {
  /** Adds one attempt to `key` and returns the attempts in the current window and when it ends. */
  hit(key: string, windowMs: number, options?: HitOptions): Promise<{ count: number; resetInMs: number }>;
};

/** In-process counters, bounded so a flood of distinct keys cannot exhaust memory. */
export function createMemoryAttemptCounter(options: { maxKeys?: number; now?: () => number } = {}): AttemptCounter {
  const now = options.now ?? Date.now;
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: options.maxKeys ?? 100_000 });
  return {
    async hit(key, windowMs) {
      const current = windows.get(key);
      const entry = current && current.resetAt > now() ? current : { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
  };
}

/**
 * Counters shared by every instance of the site. A `shared` count is confirmed by a replica
 * (WAIT, when the primary has replicas connected): a replica promoted after a failover starts
 * from it, never from an older count (docs/decisions/042-redis-sentinel.md).
 */
export function createRedisAttemptCounter(redis: SharedRedis, prefix = "sulky:rl:"): AttemptCounter {
  return {
    async hit(key, windowMs, options) {
      const redisKey = prefix + key;
      const [count, , ttl] = await redis.call((client) =>
        client.multi().incr(redisKey).pExpire(redisKey, windowMs, "NX").pTTL(redisKey).exec(),
      );
      if (options?.shared && !(await redis.replicated())) throw new RedisUnavailableError("nessuna replica ha confermato il conteggio");
      return { count: Number(count), resetInMs: Math.max(Number(ttl), 0) };
    },
  };
}

type FallbackLogger = { warn(details: object, message: string): void };

/**
 * Redis counters while Redis answers; this process's own counters while it is away
 * (docs/decisions/010-player-lock-across-instances.md): a form of the site is never refused
 * or held up because Redis is down, and each instance still limits what it sees. Logged at
 * warn once per outage. The game's forms (`shared` counts) are the exception: a count of the
 * process alone would let N instances through N times their limit, so they are refused
 * (decision 042); they need the player's session in Redis anyway.
 */
export function createDegradableAttemptCounter(shared: AttemptCounter, local: AttemptCounter, logger: FallbackLogger): AttemptCounter {
  let degraded = false;
  return {
    async hit(key, windowMs, options) {
      try {
        const result = await shared.hit(key, windowMs, options);
        degraded = false;
        return result;
      } catch (error) {
        if (!isRedisUnavailable(error) || options?.shared) throw error;
        if (!degraded) logger.warn({ reason: error.message }, "limiti di frequenza contati nel processo finché Redis non torna");
        degraded = true;
        return local.hit(key, windowMs);
      }
    },
  };
}

export type RateLimitRule = { limit: number; windowMs: number };
/**
 * Per bucket: a rule for the client's IP and one for each further key (e-mail, ...) from that IP;
 * `shared`: counted only in the counts every instance shares (HitOptions), refused when they are away.
 */
export type RateLimitPolicy = Record<string, { perIp: RateLimitRule; perKey?: RateLimitRule; shared?: boolean }>;

const MINUTE = 60_000;

/** Per bucket of Sulky's form actions (views/protected-action.server.ts); others use the generic `form` rule. */
export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  // The game's forms: counted across instances or refused (they need the player's session in Redis anyway).
  "fantasy-login": { perIp: { limit: 30, windowMs: 15 * MINUTE }, perKey: { limit: 8, windowMs: 15 * MINUTE }, shared: true },
  "fantasy-register": { perIp: { limit: 10, windowMs: 60 * MINUTE }, perKey: { limit: 5, windowMs: 60 * MINUTE }, shared: true },
  // A player's purchases and sales: generous, a stable has seven horses at most.
  "fantasy-market": { perIp: { limit: 120, windowMs: 15 * MINUTE }, shared: true },
  form: { perIp: { limit: 60, windowMs: 15 * MINUTE } },
  // Violation reports a browser sends by itself: a page with a problem sends a few, a flood is cut.
  "csp-report": { perIp: { limit: 30, windowMs: MINUTE } },
};

/**
 * A reusable limiter: `limit(bucket, ip, keys)` counts one attempt against the
 * client's IP and against each key *from that IP*; the attempt is refused as soon
 * as one count is over its rule. Unknown buckets fall back to the generic `form` rule.
 *
 * A key is counted per address (account + client, as large sites do): failed
 * logins from elsewhere can never lock the account's owner out, while one
 * address guessing one account's password is stopped early.
 */
export function createRateLimiter(counter: AttemptCounter, policy: RateLimitPolicy = DEFAULT_RATE_LIMITS) {
  return async function limit(bucket: string, ip: string, keys: string[] = []): Promise<RateLimitDecision> {
    const rules = policy[bucket] ?? policy.form ?? DEFAULT_RATE_LIMITS.form;
    const checks: { key: string; rule: RateLimitRule }[] = [{ key: `${bucket}:ip:${ip}`, rule: rules.perIp }];
    for (const key of keys) {
      const normalized = key.trim().toLowerCase();
      if (rules.perKey && normalized) checks.push({ key: `${bucket}:key:${ip}:${normalized}`, rule: rules.perKey });
    }
    let retryAfterMs = 0;
    for (const { key, rule } of checks) {
      const { count, resetInMs } = await counter.hit(key, rule.windowMs, { shared: rules.shared === true });
      if (count > rule.limit) retryAfterMs = Math.max(retryAfterMs, resetInMs);
    }
    return retryAfterMs > 0
      ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
      : { allowed: true, retryAfterSeconds: 0 };
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
