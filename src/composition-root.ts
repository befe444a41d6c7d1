import { CACHE_LIFETIMES, withRaceDayLifetime } from "~/adapters/http/response-cache";
import { createMediaRewriter } from "~/adapters/http/media-urls";
import { createUpstreamClient, type UpstreamClient } from "~/adapters/http/upstream-client";
import type { RequestScope } from "./ports/logger";
import { createContentAdapter } from "~/adapters/content/content-adapter";
import { createFantasyAdapter, fantasyClientHeaders } from "~/adapters/fantasy/fantasy-adapter";
import { createEventIds } from "~/adapters/race-day-events/event-ids";
import { createInProcessRaceDayEvents } from "~/adapters/race-day-events/in-process";
import { createRedisRaceDayEvents } from "~/adapters/race-day-events/redis";
import { raceDayAnswersOf } from "~/adapters/trotting/races-calls";
import { createTrottingAdapter } from "~/adapters/trotting/trotting-adapter";
import { createSqliteResultsArchive } from "~/adapters/results-archive/sqlite-results-archive";
import { createBackgroundJobs, type BackgroundJobs } from "./application/background-jobs";
import { makePollRaceDays, type PollRaceDays } from "./application/races/race-day-poller";
import type { Logger } from "./ports/logger";
import type { RaceDayEventBus, RaceDayPollerCoordination } from "./ports/race-day-events";
import { createSharedState, createUseCases, type Ports } from "./application/use-cases";
import { mediaSources, type AppConfig } from "./config";
import { createClock } from "./clock";
import type { Clock } from "./ports/clock";
import type { CalendarDate } from "./domain/calendar";
import type { UpstreamTelemetry } from "./ports/upstream-telemetry";
import { createRedisClient } from "./server/redis";

export type Composition = {
  ports: Ports;
  useCases: ReturnType<typeof createUseCases>;
  /** Work the server runs on a timer, never handed to a loader. */
  jobs: BackgroundJobs;
  /** The upstream clients, for /readyz figures and for tests that clear their caches. */
  upstreams: UpstreamClient[];
  /** The race day's background work and transport, for the server (src/server/race-day); not the loaders'. */
  raceDay: RaceDayWiring;
};

/** What the server wires around the race-day updates (docs/decisions/030-live-race-day-events.md). */
export type RaceDayWiring = {
  bus: RaceDayEventBus;
  coordination: RaceDayPollerCoordination;
  /** One round of the poller; the server runs it in the background. */
  pollRaceDays: PollRaceDays;
  /** Makes the cached trotting answers of a race day stale (an event said it changed). */
  forgetDay(day: CalendarDate): void;
  /** The stream's cursor when this instance started: a reader who saw up to it missed nothing here. */
  coverageStart: string;
  /** How often the poller asks, and how long race-day answers are kept. */
  pollMs: number;
};

/** Several instances' lease lasts this many poll intervals (plus a little): a living holder renews it every round. */
const LEASE_INTERVALS = 3;
/** Redis keeps failing while it is away: one log line per this much time is enough. */
const REDIS_ERROR_LOG_EVERY_MS = 60_000;

/** The only place that knows which adapter serves which port. */
export function composeApplication(
  config: AppConfig,
  options: { scope: () => RequestScope; clock?: Clock; fetch?: typeof fetch; logger?: Logger; telemetry?: UpstreamTelemetry },
): Composition {
  const { trotting, content, fantasy } = config.upstreams;
  if (!trotting || !content || !fantasy) {
    throw new Error("Gli URL delle API a monte devono essere risolti prima della composizione");
  }
  const upstreams: UpstreamClient[] = [];
  const { resilience } = config;
  const media = mediaSources(config.upstreams);
  const clientFor = (upstream: "trotting" | "content" | "fantasy", baseUrl: string) => {
    const pictures = media.find((source) => source.origin === new URL(baseUrl).origin);
    const client = createUpstreamClient({
      upstream,
      baseUrl,
      timeoutMs: config.upstreamTimeoutMs,
      scope: options.scope,
      fetch: options.fetch,
      headers: upstream === "fantasy" ? fantasyClientHeaders(config.siteUrl) : undefined,
      // Pictures are served from Sulky's own origin (/media/…), never from the upstream's.
      rewriteMedia: pictures && upstream !== "fantasy" ? createMediaRewriter(pictures) : undefined,
      retry: resilience.retries > 0 ? { retries: resilience.retries, baseDelayMs: 100 } : false,
      breaker:
        resilience.breakerFailures > 0
          ? { consecutiveFailures: resilience.breakerFailures, halfOpenAfterMs: resilience.breakerHalfOpenMs }
          : false,
      // The fantasy game answers per player and mostly to POSTs: never cached.
      // Race-day answers live as long as the race-day poller's interval: it asks again when they expire.
      cache:
        resilience.cache && upstream !== "fantasy"
          ? {
              lifetimes:
                upstream === "trotting" ? withRaceDayLifetime(CACHE_LIFETIMES.trotting, config.raceDay.pollMs) : CACHE_LIFETIMES[upstream],
            }
          : undefined,
      telemetry: options.telemetry,
    });
    upstreams.push(client);
    return client;
  };
  const trottingClient = clientFor("trotting", trotting);
  const logger = options.logger ?? options.scope().logger;
  // One process alone, or every instance through Redis: one poller for the whole site either way.
  const redis = config.redis;
  const events = redis
    ? createRedisRaceDayEvents({
        client: (settings) => createRedisClient(redis, settings),
        commandTimeoutMs: config.redisTimeoutMs,
        onError: throttled(logger),
        onResubscribed: () => logger.info({}, "diretta: Redis di nuovo raggiungibile"),
      })
    : createInProcessRaceDayEvents();
  const coverageStart = createEventIds()();
  let latestId = coverageStart;
  events.bus.subscribe((event) => (latestId = event.id));
  const ports: Ports = {
    trotting: createTrottingAdapter(trottingClient),
    content: createContentAdapter(clientFor("content", content), { siteUrl: content }),
    // One client for the game, in readiness like the others; each player's calls use it over their cookie jar.
    fantasy: createFantasyAdapter({ client: clientFor("fantasy", fantasy), baseUrl: fantasy, fetch: options.fetch }),
    clock: options.clock ?? createClock(config.today),
    raceDayEvents: { latestId: () => latestId },
    resultsArchive: createSqliteResultsArchive({ file: config.resultsArchiveFile }),
  };
  const raceDay: RaceDayWiring = {
    ...events,
    pollRaceDays: makePollRaceDays({
      trotting: ports.trotting,
      clock: ports.clock,
      bus: events.bus,
      coordination: events.coordination,
      leaseMs: LEASE_INTERVALS * config.raceDay.pollMs + 5000,
      snapshotMs: (LEASE_INTERVALS + 2) * config.raceDay.pollMs + 5000,
    }),
    forgetDay: (day) => void trottingClient.expireCached(raceDayAnswersOf(day)),
    coverageStart,
    pollMs: config.raceDay.pollMs,
  };
  const shared = createSharedState(ports, logger);
  return { ports, useCases: createUseCases(ports, shared), jobs: createBackgroundJobs(shared), upstreams, raceDay };
}

function throttled(logger: Logger): (error: Error) => void {
  let loggedAt = 0;
  return (error) => {
    if (Date.now() - loggedAt < REDIS_ERROR_LOG_EVERY_MS) return;
    loggedAt = Date.now();
    logger.warn({ err: error }, "diretta: Redis non raggiungibile, aggiornamenti in diretta sospesi");
  };
}
