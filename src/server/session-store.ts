import session from "express-session";
import type { SharedRedis } from "./redis";

type Entry = { data: session.SessionData; expiresAt: number };

/**
 * An in-process session store with a ceiling on entries and an expiry, unlike
 * express-session's MemoryStore which grows without bound. Suits one instance;
 * several instances share Redis instead.
 */
export class BoundedMemoryStore extends session.Store {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: { maxEntries: number; ttlMs: number; now?: () => number }) {
    super();
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  get size(): number {
    return this.entries.size;
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    const entry = this.entries.get(sid);
    if (!entry || entry.expiresAt <= this.now()) {
      this.entries.delete(sid);
      callback(null, null);
      return;
    }
    // Refresh recency so the least recently used session is the one evicted.
    this.entries.delete(sid);
    this.entries.set(sid, entry);
    callback(null, structuredClone(entry.data));
  }

  override set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    this.entries.delete(sid);
    this.entries.set(sid, { data: structuredClone(data), expiresAt: this.expiryFor(data) });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    callback?.();
  }

  override touch(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    const entry = this.entries.get(sid);
    if (entry) entry.expiresAt = this.expiryFor(data);
    callback?.();
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.entries.delete(sid);
    callback?.();
  }

  private expiryFor(data: session.SessionData): number {
    const cookieExpiry = data.cookie?.expires ? new Date(data.cookie.expires).getTime() : undefined;
    return Math.min(cookieExpiry ?? Infinity, this.now() + this.options.ttlMs);
  }
}

type StoreCallback<T> = (err: unknown, value?: T) => void;

/**
 * A shared store (Redis) behind a deadline: every read and write answers within
 * Redis's timeout or fails with RedisUnavailableError, at once while Redis is known
 * to be away, so a player's request is never left waiting (src/server/redis.ts).
 */
export class FailFastStore extends session.Store {
  constructor(
    private readonly inner: session.Store,
    private readonly redis: Pick<SharedRedis, "call" | "available">,
  ) {
    super();
  }

  get available(): boolean {
    return this.redis.available;
  }

  private run<T>(operation: (done: StoreCallback<T>) => void, callback?: StoreCallback<T>): void {
    this.redis
      .call(() => new Promise<T | undefined>((resolve, reject) => operation((err, value) => (err ? reject(err) : resolve(value)))))
      .then(
        (value) => callback?.(null, value),
        (error: unknown) => callback?.(error),
      );
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    this.run<session.SessionData | null>((done) => this.inner.get(sid, done), callback);
  }

  override set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    this.run<void>((done) => this.inner.set(sid, data, done), callback);
  }

  override touch(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    this.run<void>((done) => (this.inner.touch ? this.inner.touch(sid, data, done as () => void) : done(null)), callback);
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.run<void>((done) => this.inner.destroy(sid, done), callback);
  }
}
