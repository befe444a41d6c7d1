import { createHash, timingSafeEqual } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { getHeapSpaceStatistics, writeHeapSnapshot } from "node:v8";
import { Router, type Request } from "express";

/** What /readyz needs to know of an upstream client (the composition hands the clients over). */
export type UpstreamHealthSource = {
  readonly upstream: string;
  stats(): {
    breaker: "closed" | "open" | "half-open";
    lastSuccessAt: number | null;
    lastOutageAt: number | null;
    cache: { entries: number } | null;
  } & Record<string, unknown>;
};

export type Readiness = {
  /** Called first on shutdown: from then on /readyz answers 503 so the balancer stops sending visitors. */
  markDraining(): void;
  readonly draining: boolean;
  /** Runs `listener` when the drain begins (shutdown.ts closes keep-alive connections from then on). */
  onDraining(listener: () => void): void;
};

export type HealthOptions = {
  upstreams?: UpstreamHealthSource[];
  /** Pages served and how many were degraded (an upstream answer rejected, rows dropped, a section left out). */
  pages?: { served: number; degraded: number; lastDegradedAt: number | null };
  /** Resolves true when the session store answers (memory: always; Redis: PING). */
  sessionStore?: () => Promise<boolean>;
  checkTimeoutMs?: number;
  /** Figures of the anonymous page cache (hits, misses, bytes, evictions), when it is on. */
  pageCache?: () => object;
  /**
   * Who sees the figures (upstream counters, cache sizes, breaker states): nobody by
   * default, the holders of the token (Authorization: Bearer …), or everyone.
   */
  details?: { mode: "public" | "token" | "off"; token?: string };
};

const digest = (value: string) => createHash("sha256").update(value).digest();

function mayReadDetails(req: Request, details: HealthOptions["details"]): boolean {
  if (!details || details.mode === "off") return false;
  if (details.mode === "public") return true;
  const presented = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
  return Boolean(details.token && presented && timingSafeEqual(digest(presented), digest(details.token)));
}

export function createReadiness(): Readiness {
  let draining = false;
  const listeners: Array<() => void> = [];
  return {
    markDraining() {
      if (draining) return;
      draining = true;
      for (const listener of listeners.splice(0)) listener();
    },
    get draining() {
      return draining;
    },
    onDraining(listener) {
      if (draining) listener();
      else listeners.push(listener);
    },
  };
}

/** An upstream is fine when it last answered, or when it is down but cached answers can stand in. */
function upstreamStatus(source: UpstreamHealthSource) {
  const stats = source.stats();
  const reachable = stats.breaker !== "open" && !(stats.lastOutageAt !== null && (stats.lastSuccessAt ?? 0) < stats.lastOutageAt);
  const cached = (stats.cache?.entries ?? 0) > 0;
  return { ok: reachable || cached, reachable, cached, ...stats };
}

function withTimeout(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  return Promise.race([check().catch(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref())]);
}

/**
 * `/healthz`: the process is alive. `/readyz`: it can serve visitors (upstreams
 * reachable or cached, session store up, not draining); the orchestrator gets the
 * status only, operators the figures behind READINESS_DETAILS.
 */
export function healthRoutes(readiness: Readiness, options: HealthOptions = {}): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (req, res) => {
    const upstreams = Object.fromEntries((options.upstreams ?? []).map((source) => [source.upstream, upstreamStatus(source)]));
    const sessionStore = options.sessionStore ? await withTimeout(options.sessionStore, options.checkTimeoutMs ?? 1000) : true;
    const ready = !readiness.draining && sessionStore && Object.values(upstreams).every((status) => status.ok);
    const status = ready ? "ready" : readiness.draining ? "draining" : "not-ready";
    res
      .status(ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json(
        mayReadDetails(req, options.details)
          ? {
              status,
              sessionStore,
              upstreams,
              ...(options.pages ? { pages: { ...options.pages } } : {}),
              ...(options.pageCache ? { pageCache: options.pageCache() } : {}),
            }
          : { status },
      );
  });
  return router;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Soak runs only (SOAK_CONTROL=on, node --expose-gc): `/__soak/memory` forces a
 * full garbage collection and reports heap and RSS. Answers loopback callers only.
 */
export function soakMemoryProbe(): Router {
  const router = Router();
  router.get("/__soak/memory", (req, res) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? "")) {
      res.status(404).end();
      return;
    }
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const { heapUsed, heapTotal, external, arrayBuffers, rss } = process.memoryUsage();
    // Where resident memory goes: V8's spaces (committed), buffers outside the heap, and the rest (code, native allocations).
    const spaces = Object.fromEntries(getHeapSpaceStatistics().map((space) => [space.space_name, space.physical_space_size]));
    res.set("Cache-Control", "no-store").json({ gcForced: Boolean(gc), heapUsed, heapTotal, external, arrayBuffers, rss, spaces });
  });
  // A heap snapshot written next to the process (os.tmpdir()), for comparing the start and the end of a soak.
  router.post("/__soak/heap-snapshot", (req, res) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? "")) {
      res.status(404).end();
      return;
    }
    (globalThis as { gc?: () => void }).gc?.();
    const file = writeHeapSnapshot(path.join(tmpdir(), `sulky-${process.pid}-${Date.now()}.heapsnapshot`));
    res.set("Cache-Control", "no-store").json({ file });
  });
  return router;
}
