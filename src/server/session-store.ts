import session from "express-session";

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
