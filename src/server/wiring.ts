import type { UseCases } from "../application/use-cases";
import { composeApplication, type Composition } from "../composition-root";
import type { AppConfig } from "../config";
import type { Clock } from "../ports/clock";
import type { UpstreamTelemetry } from "../ports/upstream-telemetry";
import { MY_HORSES_COOKIE } from "../domain/horses/my-horses";
import { createAnonymousPageCache, type AnonymousPageCache } from "./anonymous-page-cache";
import { createCsrfTokens } from "./csrf";
import { createFlashStorage, FLASH_COOKIE_NAME } from "./flash";
import { createRaceDayStreams, type RaceDayStreams } from "./race-day";
import type { ContextServices } from "./create-request-context";
import type { ServerLogger } from "./logger";
import { createProcessPlayerLock, createRedisPlayerLock } from "./player-lock";
import { createDegradableAttemptCounter, createMemoryAttemptCounter, createRateLimiter, createRedisAttemptCounter } from "./rate-limit";
import { openSharedRedis, type SharedRedis } from "./redis";
import { requestScopeProvider } from "./request-scope";
import { SESSION_COOKIE_NAME } from "./session";

export type SiteWiringOptions = {
  logger: ServerLogger;
  /** The site's one clock (the embedded fakes read the same); the configured day's otherwise. */
  clock?: Clock;
  telemetry?: UpstreamTelemetry;
  /** `off`: every attempt allowed (the bench floor renders the same page thousands of times). */
  rateLimits?: "on" | "off";
  /** Stands between the use cases and the loaders (the bench floor answers them from memory). */
  wrapUseCases?: (useCases: UseCases) => UseCases;
  /** The views come from Vite's dev server (development, the test site): the page cache is off unless PAGE_CACHE turns it on. */
  development?: boolean;
  /** `render-only`: the process renders pages itself and serves none (the bench floor): no page cache, no race-day event streams. */
  serving?: "site" | "render-only";
};

/**
 * Everything a process that renders Sulky needs, built once: ports and use cases, Redis, each
 * request's services, the page cache and the race-day updates.
 */
export type SiteWiring = Composition & {
  /** What every request's context is built from (src/server/create-request-context.ts). */
  services: ContextServices;
  /** The instance's shared Redis connection, when Redis is configured (sessions, rate limits, player lock). */
  redis?: SharedRedis;
  /** The anonymous page cache (docs/decisions/012-anonymous-page-cache.md), when it is on: the app puts it in front of its render path. */
  pageCache?: AnonymousPageCache;
  /** The race day's event streams, relay and poller (docs/decisions/030-live-race-day-events.md), unless the process only renders. */
  raceDayStreams?: RaceDayStreams;
  /** Stops the race-day updates and closes Redis. */
  close(): Promise<void>;
};

/**
 * The one composition root of a process that renders Sulky: the server (src/server/main.ts), the
 * test site (tests/support/test-site.ts) and the bench floor (scripts/bench/render-floor.ts) all
 * start here, with options, and nothing is rebuilt by hand. Ports and use cases come from
 * src/composition-root.ts (the only place that knows the adapters); the request services are
 * added here. docs/decisions/041-typed-context-and-one-composition-root.md
 */
export async function composeSite(config: AppConfig, options: SiteWiringOptions): Promise<SiteWiring> {
  const { logger } = options;
  const composition = composeApplication(config, {
    scope: requestScopeProvider(logger),
    clock: options.clock,
    logger,
    telemetry: options.telemetry,
  });
  // Sessions and rate-limit counters live in Redis when several instances share them. The instance
  // starts without waiting for it, and nothing waits for it longer than its deadline (src/server/redis.ts).
  const redis = config.redis ? openSharedRedis(config.redis, { logger, timeoutMs: config.redisTimeoutMs }) : undefined;
  // A moment for the first connection, so the first players after a start are not turned away.
  if (redis && !(await redis.whenConnected(config.redisTimeoutMs))) logger.warn({}, "avvio senza Redis: riprovo in background");
  const rateLimit =
    options.rateLimits === "off"
      ? async () => ({ allowed: true, retryAfterSeconds: 0 })
      : createRateLimiter(
          redis
            ? createDegradableAttemptCounter(createRedisAttemptCounter(redis), createMemoryAttemptCounter(), logger)
            : createMemoryAttemptCounter(),
        );
  // A player's upstream calls run one at a time, across every instance when they share Redis.
  const playerLock = redis ? createRedisPlayerLock(redis, { logger }) : createProcessPlayerLock();
  const useCases = options.wrapUseCases ? options.wrapUseCases(composition.useCases) : composition.useCases;
  const serving = options.serving !== "render-only";
  // Anonymous pages rendered once and served to many, in front of the one render path (connected by the app).
  const pageCache =
    serving && (config.pageCache.enabled ?? !options.development)
      ? createAnonymousPageCache({
          maxBytes: config.pageCache.maxBytes,
          siteUrl: config.siteUrl,
          sessionCookie: SESSION_COOKIE_NAME,
          // A one-time notice, and "I miei cavalli" (decision 039): the horse pages show the visitor's own list.
          personalCookies: [FLASH_COOKIE_NAME, MY_HORSES_COOKIE],
          logger,
        })
      : undefined;
  // The race-day updates: an event makes the pages that show it old at once (src/urls/race-day-events.ts).
  const raceDayStreams = serving
    ? createRaceDayStreams({
        raceDay: composition.raceDay,
        config: config.raceDay,
        isWatchable: (day) => useCases.races.raceDayStatus(day) !== null,
        dropPages: (matches) => pageCache?.invalidate(matches) ?? 0,
        logger,
      })
    : undefined;
  let closing: Promise<void> | undefined;
  return {
    ...composition,
    useCases,
    redis,
    pageCache,
    raceDayStreams,
    services: {
      useCases,
      site: { name: config.siteName, url: config.siteUrl, contacts: config.contacts },
      csrf: createCsrfTokens(config),
      rateLimit,
      playerLock,
      flash: createFlashStorage(config),
    },
    close: () =>
      (closing ??= (async () => {
        await raceDayStreams?.stop();
        await redis?.close();
      })()),
  };
}
