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

/**
 * A service the instance uses besides the upstreams. `required`: the instance can serve
 * nothing without it (not ready, 503); otherwise its loss only degrades some pages
 * (Redis: players get a 503, anonymous pages are served), and the instance stays in
 * the balancer with status `degraded`.
 */
export type DependencyCheck = { name: string; required: boolean; check(): Promise<boolean> };

export type ReadinessStatus = "ready" | "degraded" | "not-ready" | "draining";

/** What /readyz knows, in one value: the route shows it, and figures for monitoring can be read from it. */
export type ReadinessReport = {
  status: ReadinessStatus;
  dependencies: Record<string, "up" | "down">;
  upstreams: Record<string, ReturnType<typeof upstreamStatus>>;
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
  /** Services besides the upstreams (Redis), each checked with a deadline. */
  dependencies?: DependencyCheck[];
  checkTimeoutMs?: number;
  /** Figures of the anonymous page cache (hits, misses, bytes, evictions), when it is on. */
  pageCache?: () => object;
  /** Figures of the race-day updates: streams open and refused, events relayed, the poller's rounds. */
  raceDay?: () => object;
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

/** Checks every dependency (each within the deadline) and every upstream, and sums them up. */
export async function readinessReport(readiness: Readiness, options: HealthOptions = {}): Promise<ReadinessReport> {
  const upstreams = Object.fromEntries((options.upstreams ?? []).map((source) => [source.upstream, upstreamStatus(source)]));
  const checks = options.dependencies ?? [];
  const answers = await Promise.all(checks.map((dependency) => withTimeout(dependency.check, options.checkTimeoutMs ?? 1000)));
  const dependencies = Object.fromEntries(checks.map((dependency, index) => [dependency.name, answers[index] ? "up" : "down"] as const));
  const requiredDown = checks.some((dependency, index) => dependency.required && !answers[index]);
  const optionalDown = checks.some((dependency, index) => !dependency.required && !answers[index]);
  const upstreamsOk = Object.values(upstreams).every((status) => status.ok);
  const status: ReadinessStatus = readiness.draining
    ? "draining"
    : requiredDown || !upstreamsOk
      ? "not-ready"
      : optionalDown
        ? "degraded"
        : "ready";
  return { status, dependencies, upstreams };
}

/**
 * `/healthz`: the process is alive (liveness: restart it if this fails). `/readyz`:
 * what it can serve — 200 `ready`, 200 `degraded` (an optional dependency such as
 * Redis is down: anonymous pages still work), 503 `not-ready` or `draining`. The
 * orchestrator gets the status only, operators the figures behind READINESS_DETAILS.
 */
export function healthRoutes(readiness: Readiness, options: HealthOptions = {}): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (req, res) => {
    const report = await readinessReport(readiness, options);
    const serving = report.status === "ready" || report.status === "degraded";
    res
      .status(serving ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json(
        mayReadDetails(req, options.details)
          ? {
              ...report,
              ...(options.pages ? { pages: { ...options.pages } } : {}),
              ...(options.pageCache ? { pageCache: options.pageCache() } : {}),
              ...(options.raceDay ? { live: options.raceDay() } : {}),
            }
          : { status: report.status },
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
