import {
  BrokenCircuitError,
  ConsecutiveBreaker,
  TaskCancelledError,
  TimeoutStrategy,
  circuitBreaker,
  handleType,
  timeout,
  wrap,
} from "cockatiel";
import { createClient, createSentinel, ErrorReply, type RedisClientOptions } from "redis";
import type { RedisTarget } from "../config";
import { currentRequest } from "./request-scope";

export type RedisConnection = ReturnType<typeof createClient>;

/** The client settings every user of Redis chooses for itself: deadlines, queue, reconnection. */
export type RedisClientSettings = Pick<RedisClientOptions, "socket" | "disableOfflineQueue" | "commandsQueueMaxLength" | "commandOptions">;

/**
 * The one place a Redis client is made (docs/decisions/042-redis-sentinel.md): for a URL, a
 * client of that server; for Sentinel, node-redis's Sentinel client, which asks the sentinels
 * for the primary, follows it when they promote a replica (their `+switch-master`, or a
 * READONLY or lost connection on a command), and speaks the same commands. Sessions, rate
 * limits, the player lock and the race day's lease and pub/sub all get theirs here.
 */
export function createRedisClient(target: RedisTarget | string, settings: RedisClientSettings): RedisConnection {
  const resolved: RedisTarget = typeof target === "string" ? { kind: "url", url: target } : target;
  if (resolved.kind === "url") return createClient({ url: resolved.url, password: resolved.password, ...settings });
  const sentinel = createSentinel({
    name: resolved.masterName,
    sentinelRootNodes: resolved.sentinels,
    nodeClientOptions: { ...settings, password: resolved.password },
    sentinelClientOptions: { password: resolved.password, socket: settings.socket },
    commandOptions: settings.commandOptions,
    // One connection to the primary, as with a single server: commands keep their order.
    masterPoolSize: 1,
    // No periodic look at the sentinels' view (scanInterval): while it looks, every command waits,
    // and on a loaded machine a look (a new connection to a sentinel, three questions) takes
    // seconds. Their pub/sub notices, a READONLY answer and a lost connection to the primary each
    // make it look again, which is when it matters.
    scanInterval: 0,
    // The errors of its connections reach the client's own `error` listeners: the primary's tells
    // openSharedRedis at once that the primary is gone (its `client-error` events stay inside).
    passthroughClientErrorEvents: true,
  });
  // The Sentinel client has the commands and the connection's state (isReady, isOpen) a client has.
  return Object.assign(sentinel, { [SENTINEL]: true }) as unknown as RedisConnection;
}

const SENTINEL = Symbol("sulky.redis.sentinel");
/** How node-redis's Sentinel client names an error of its connection to the primary (`Master Client (host:port): …`). */
const SENTINEL_PRIMARY_ERROR = /^Master Client \(/;

/** A reply of the primary itself (a wrong type, a script error): not a sign that the primary is gone. */
const isAnswerFromThePrimary = (error: unknown) => error instanceof ErrorReply && !error.message.startsWith("READONLY");
/** Made by createRedisClient for a Sentinel target. */
export const isSentinelClient = (client: RedisConnection): boolean => SENTINEL in client;

/** Redis could not answer in time (down, reconnecting, or too slow): the caller degrades or answers 503. */
export class RedisUnavailableError extends Error {
  constructor(reason: string) {
    super(`Redis non disponibile: ${reason}`);
    this.name = "RedisUnavailableError";
  }
}

export const isRedisUnavailable = (error: unknown): error is RedisUnavailableError => error instanceof RedisUnavailableError;

/** How long one exchange with Redis may take before Sulky stops waiting (docs/decisions/024-production-settings-and-failing-fast.md). */
export const DEFAULT_REDIS_TIMEOUT_MS = 1000;
/** After this many exchanges in a row without an answer, calls fail at once until a trial call answers. */
const BREAKER_FAILURES = 3;
const BREAKER_HALF_OPEN_MS = 2000;
/** Reconnection: quickly at first, then once a second, for ever (an outage ends by itself when Redis is back). */
const RECONNECT_MAX_DELAY_MS = 1000;
/** With Sentinel, how often a PING checks whether the primary (old or new) answers again. */
const SENTINEL_PROBE_MS = 250;
/**
 * How long a write that must survive a promotion waits for a replica's acknowledgement (WAIT).
 * On the same network a replica answers the primary's GETACK in well under a millisecond; a
 * replica this late would lose the write if it were promoted now.
 */
export const REPLICA_ACK_MS = 250;
/** How long the primary's count of connected replicas (ROLE) is taken as known. */
const REPLICAS_RECHECK_MS = 5000;

type RedisLogger = { warn(details: object, message: string): void; info(details: object, message: string): void };

/**
 * A Redis client that never makes a caller wait for ever: no offline queue (a
 * command while disconnected fails at once), a bounded queue, a short connect
 * timeout, and reconnection attempts that never give up.
 */
export function createFailFastClient(target: RedisTarget | string, options: { timeoutMs?: number } = {}): RedisConnection {
  const timeoutMs = options.timeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS;
  return createRedisClient(target, {
    disableOfflineQueue: true,
    commandsQueueMaxLength: 1000,
    socket: {
      connectTimeout: timeoutMs,
      // The library's default gives up after a socket timeout; Sulky keeps trying, with a little jitter.
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, RECONNECT_MAX_DELAY_MS) + Math.floor(Math.random() * 100),
    },
  });
}

/** The one Redis connection of an instance (sessions, rate-limit counters, player locks). */
export type SharedRedis = {
  readonly client: RedisConnection;
  /**
   * Connected. (A frozen Redis stays connected: its calls fail after the deadline, then at
   * once while the breaker is open; the breaker's trial calls come from real requests.)
   */
  readonly available: boolean;
  /** One exchange with Redis within the deadline; a RedisUnavailableError at once when Redis is known to be away. */
  call<T>(work: (client: RedisConnection) => Promise<T>): Promise<T>;
  /** Answers PING in time. */
  ping(): Promise<boolean>;
  /**
   * After a write that a promotion must not forget (a player lock, a rate-limit count): true once
   * a replica has acknowledged this connection's writes (`WAIT 1`), or at once when the primary
   * has no replica connected (a single Redis: nothing to wait for, nothing to promote); false
   * when a replica is connected and did not acknowledge within REPLICA_ACK_MS.
   * docs/decisions/042-redis-sentinel.md
   */
  replicated(): Promise<boolean>;
  /** Resolves true once connected, false when `ms` pass first (the instance then starts without Redis). */
  whenConnected(ms: number): Promise<boolean>;
  close(): Promise<void>;
};

/**
 * Opens the shared connection without waiting for it: an instance starts and
 * serves anonymous pages while Redis is away, and catches up when it comes
 * back. The outage is logged once when it begins and once when it ends.
 */
export function openSharedRedis(target: RedisTarget | string, options: { logger: RedisLogger; timeoutMs?: number }): SharedRedis {
  const { logger } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS;
  const client = createFailFastClient(target, { timeoutMs });
  const sentinel = isSentinelClient(client);
  let down = false;
  /** The calls waiting for an answer: an outage ends their wait at once (see `call`). */
  const waiting = new Set<(error: RedisUnavailableError) => void>();
  /** The primary's connected replicas (ROLE), and when that was asked; forgotten when the primary may have changed. */
  let replicas: { count: number; at: number } | undefined;
  const markDown = (reason: string) => {
    replicas = undefined;
    // A call already sent gets no answer from a primary that is gone: node-redis's Sentinel client
    // would hold it until the sentinels name another (seconds), so it is refused now.
    for (const refuse of waiting) refuse(new RedisUnavailableError(reason));
    waiting.clear();
    if (down) return;
    down = true;
    logger.warn({ reason }, "redis non raggiungibile: sessioni, lock dei giocatori e limiti dei moduli del gioco in 503");
    if (sentinel) probeUntilAnswered();
  };
  /**
   * The Sentinel client stays "ready" while its primary is gone (it waits for the sentinels to
   * name another), so Sulky keeps its own flag: down from the first error or missed deadline,
   * every call refused at once meanwhile (no player waits a deadline per call), up again once
   * a PING through the client answers: the new primary, or the old one back.
   */
  let probing = false;
  const probeUntilAnswered = () => {
    if (probing) return;
    probing = true;
    const probe = async () => {
      if (!client.isOpen || stopped.has(client)) return void (probing = false);
      const answered = await Promise.race([
        client.ping().then(
          (reply) => reply === "PONG",
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref()),
      ]);
      if (answered) {
        probing = false;
        return markUp();
      }
      setTimeout(() => void probe(), SENTINEL_PROBE_MS).unref();
    };
    setTimeout(() => void probe(), SENTINEL_PROBE_MS).unref();
  };
  const markUp = () => {
    if (down) logger.info({}, "redis di nuovo raggiungibile");
    down = false;
  };
  const messageOf = (error: Error | string) => (typeof error === "string" ? error : error.message);
  if (sentinel) {
    connectThroughSentinels(client, markDown, markUp);
    // The connection to the primary failed (it was killed, or refused): an outage from this moment,
    // not from the next missed deadline. The Sentinel client passes its connections' errors on as
    // its own `error`, named after the connection (`passthroughClientErrorEvents`, createRedisClient);
    // those of a sentinel or of its search for the primary are no sign that the primary is gone.
    client.on("error", (error: Error | string) => {
      if (SENTINEL_PRIMARY_ERROR.test(messageOf(error))) markDown(messageOf(error));
    });
    let primary: string | undefined;
    client.on("topology-change", (event: { type: string; node?: { host: string; port: number } }) => {
      if (event.type !== "MASTER_CHANGE" || !event.node) return;
      const next = `${event.node.host}:${event.node.port}`;
      if (primary !== undefined && primary !== next) logger.info({ primary: next }, "redis: le sentinelle indicano un nuovo primario");
      primary = next;
      // Asked at once rather than at the next probe: the outage ends as soon as the new primary answers.
      if (down)
        void client.ping().then(
          (reply) => reply === "PONG" && markUp(),
          () => undefined,
        );
    });
  } else {
    client.on("error", (error: Error | string) => markDown(messageOf(error)));
    client.on("ready", markUp);
    client.connect().catch((error: Error) => markDown(error.message));
  }
  // node-redis reconnects at once when a ready connection closes. When Redis was killed, that
  // first attempt can reach its port before the kernel has closed it: the connection is
  // accepted, then reset, and the client still declares itself ready on the dead socket, where
  // no reply ever comes and from which it never reconnects. So each new connection must answer
  // a PING within the deadline, or it is dropped and opened again.
  if (!sentinel)
    client.on("ready", () => {
      let answered = false;
      const settle = () => void (answered = true);
      client.ping().then(settle, settle);
      setTimeout(() => {
        if (answered || !client.isOpen) return;
        markDown(`nessuna risposta entro ${timeoutMs} ms dalla nuova connessione`);
        client.destroy();
        client.connect().catch((error: Error) => markDown(error.message));
      }, timeoutMs).unref();
    });

  const breaker = circuitBreaker(handleType(RedisUnavailableError).orType(TaskCancelledError), {
    halfOpenAfter: BREAKER_HALF_OPEN_MS,
    breaker: new ConsecutiveBreaker(BREAKER_FAILURES),
  });
  const policy = wrap(breaker, timeout(timeoutMs, TimeoutStrategy.Aggressive));

  async function call<T>(work: (client: RedisConnection) => Promise<T>): Promise<T> {
    if (!client.isReady) throw new RedisUnavailableError("connessione assente");
    if (sentinel && down) throw new RedisUnavailableError("primario non raggiungibile: attendo quello indicato dalle sentinelle");
    // The request's tally of its waits on Redis, which a slow answer's log line shows (access-log.ts).
    const spent = currentRequest()?.redis;
    const started = performance.now();
    let refuse: ((error: RedisUnavailableError) => void) | undefined;
    const outage = new Promise<never>((_, reject) => {
      refuse = reject;
      waiting.add(reject);
    });
    // A command still waiting to be sent when Sulky stops waiting (a deadline, an outage) is
    // dropped: the Sentinel client would send it once it finds a primary, seconds later, when
    // nobody expects it (a player lock taken then would stay until its TTL).
    const abandoned = new AbortController();
    const scoped = client.withCommandOptions({ abortSignal: abandoned.signal }) as unknown as RedisConnection;
    try {
      return await Promise.race([exchange(() => work(scoped)), outage]);
    } finally {
      abandoned.abort();
      waiting.delete(refuse!);
      outage.catch(() => undefined);
      if (spent) {
        spent.calls++;
        spent.ms += performance.now() - started;
      }
    }
  }

  async function exchange<T>(work: (client: RedisConnection) => Promise<T>): Promise<T> {
    try {
      return await policy.execute(async () => {
        try {
          return await work(client);
        } catch (error) {
          // A command refused because the connection just dropped is an outage; a Redis reply error is not,
          // except READONLY: the node answering is no longer the primary (a failover under way).
          if (!client.isReady || (sentinel && !isAnswerFromThePrimary(error))) {
            if (sentinel) markDown((error as Error).message);
            throw new RedisUnavailableError((error as Error).message);
          }
          throw error;
        }
      });
    } catch (error) {
      if (error instanceof TaskCancelledError) {
        markDown(`nessuna risposta entro ${timeoutMs} ms`);
        throw new RedisUnavailableError(`nessuna risposta entro ${timeoutMs} ms`);
      }
      if (error instanceof BrokenCircuitError) throw new RedisUnavailableError("troppe richieste senza risposta");
      throw error;
    }
  }

  return {
    client,
    get available() {
      return client.isReady && !(sentinel && down);
    },
    call,
    ping: () => call((redis) => redis.ping()).then((reply) => reply === "PONG"),
    async replicated() {
      if (!replicas || Date.now() - replicas.at > REPLICAS_RECHECK_MS) {
        const role = await call((redis) => redis.role());
        replicas = { count: role?.role === "master" ? (role.replicas?.length ?? 0) : 0, at: Date.now() };
      }
      if (replicas.count === 0) return true;
      const acknowledged = await call((redis) => redis.wait(1, REPLICA_ACK_MS));
      if (acknowledged >= 1) return true;
      // Late or gone: ask again next time (a replica that left is no longer counted).
      replicas = undefined;
      return false;
    },
    whenConnected(ms) {
      if (client.isReady) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          client.off("ready", onReady);
          clearInterval(poll);
          resolve(false);
        }, ms);
        const onReady = () => {
          clearTimeout(timer);
          clearInterval(poll);
          resolve(true);
        };
        client.once("ready", onReady);
        // The Sentinel client announces no `ready`: it is ready once it found the primary.
        const poll = setInterval(() => client.isReady && onReady(), 25);
      });
    },
    async close() {
      if (!client.isOpen) return;
      if (sentinel) {
        stopped.add(client);
        const closed = client.close().then(
          () => true,
          () => false,
        );
        const wait = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
        if (!(await Promise.race([closed, wait]))) await client.destroy();
        return;
      }
      // QUIT waits for the replies in flight, for at most the deadline: a frozen Redis must not hold up a shutdown.
      if (client.isReady) {
        const quit = client.quit().then(
          () => true,
          () => false,
        );
        const wait = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
        if (await Promise.race([quit, wait])) return;
      }
      if (client.isOpen) client.destroy();
    },
  };
}

/** Sentinel clients being closed: their connect loop stops trying. */
const stopped = new WeakSet<RedisConnection>();

/**
 * Connects a Sentinel client and keeps trying while no sentinel answers: node-redis's Sentinel
 * client gives up after a number of rounds, and Sulky, as with one Redis, keeps trying for ever.
 */
function connectThroughSentinels(client: RedisConnection, markDown: (reason: string) => void, markUp: () => void) {
  const attempt = () => {
    if (stopped.has(client)) return;
    client.connect().then(markUp, async (error: Error) => {
      markDown(error.message);
      // destroy() lets connect() be called again.
      await Promise.resolve(client.destroy() as unknown).catch(() => undefined);
      setTimeout(attempt, RECONNECT_MAX_DELAY_MS).unref();
    });
  };
  attempt();
}
