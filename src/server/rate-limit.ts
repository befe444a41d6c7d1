import { LRUCache } from "lru-cache";
import type { RateLimitDecision } from "../request-context";
import { isRedisUnavailable, type SharedRedis } from "./redis";

/** Counts attempts per key in fixed windows. */
export type AttemptCounter = {
  /** Adds one attempt to `key` and returns the attempts in the current window and when it ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
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

/** Counters shared by every instance of the site. */
export function createRedisAttemptCounter(redis: SharedRedis, prefix = "sulky:rl:"): AttemptCounter {
  return {
    async hit(key, windowMs) {
      const redisKey = prefix + key;
      const [count, , ttl] = await redis.call((client) =>
        client.multi().incr(redisKey).pExpire(redisKey, windowMs, "NX").pTTL(redisKey).exec(),
      );
      return { count: Number(count), resetInMs: Math.max(Number(ttl), 0) };
    },
  };
}

type FallbackLogger = { warn(details: object, message: string): void };

/**
 * Redis counters while Redis answers; this process's own counters while it is away
 * (docs/decisions/010-player-lock-across-instances.md): a form is never refused or
 * held up because Redis is down, and each instance still limits what it sees.
 * Logged at warn once per outage.
 */
export function createDegradableAttemptCounter(shared: AttemptCounter, local: AttemptCounter, logger: FallbackLogger): AttemptCounter {
  let degraded = false;
  return {
    async hit(key, windowMs) {
      try {
        const result = await shared.hit(key, windowMs);
        degraded = false;
        return result;
      } catch (error) {
        if (!isRedisUnavailable(error)) throw error;
        if (!degraded) logger.warn({ reason: error.message }, "limiti di frequenza contati nel processo finché Redis non torna");
        degraded = true;
        return local.hit(key, windowMs);
      }
    },
  };
}

export type RateLimitRule = { limit: number; windowMs: number };
/** Per bucket: a rule for the client's IP and one for each further key (e-mail, ...) from that IP. */
export type RateLimitPolicy = Record<string, { perIp: RateLimitRule; perKey?: RateLimitRule }>;

const MINUTE = 60_000;

/** Per bucket of Sulky's form actions (views/protected-action.server.ts); others use the generic `form` rule. */
export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  "fantasy-login": { perIp: { limit: 30, windowMs: 15 * MINUTE }, perKey: { limit: 8, windowMs: 15 * MINUTE } },
  "fantasy-register": { perIp: { limit: 10, windowMs: 60 * MINUTE }, perKey: { limit: 5, windowMs: 60 * MINUTE } },
  // A player's purchases and sales: generous, a stable has seven horses at most.
  "fantasy-market": { perIp: { limit: 120, windowMs: 15 * MINUTE } },
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
      const { count, resetInMs } = await counter.hit(key, rule.windowMs);
      if (count > rule.limit) retryAfterMs = Math.max(retryAfterMs, resetInMs);
    }
    return retryAfterMs > 0
      ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
      : { allowed: true, retryAfterSeconds: 0 };
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
