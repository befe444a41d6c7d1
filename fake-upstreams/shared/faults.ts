import type { IncomingMessage, ServerResponse } from "node:http";
import { DRIFT_KINDS, driftResponse, isDriftKind, type DriftKind } from "./drift";

/**
 * Fault injection and request accounting shared by every fake.
 * Faults come, in priority order, from the `X-Fake-Fault` request header, from rules set through
 * the control API (`/__fake/faults`), and from the `fault` start option.
 */
export type FaultKind =
  | { kind: "latency"; ms: number }
  | { kind: "status"; status: 500 | 503 | 422 | 429 }
  | { kind: "hang" }
  | { kind: "hold" }
  | { kind: "malformed" }
  | { kind: "wrong-shape" }
  | { kind: "drift"; drift: DriftKind };

export const FAULT_HEADER = "x-fake-fault";
export const CONTROL_PREFIX = "/__fake";

export function parseFault(text: string | undefined | null): FaultKind | null {
  if (!text) return null;
  const value = text.trim().toLowerCase();
  const latency = /^latency=(\d+)$/.exec(value);
  if (latency) return { kind: "latency", ms: Number(latency[1]) };
  if (value === "500" || value === "503" || value === "422" || value === "429")
    return { kind: "status", status: Number(value) as 500 | 503 | 422 | 429 };
  if (value === "hang" || value === "hold" || value === "malformed" || value === "wrong-shape") return { kind: value };
  if (isDriftKind(value)) return { kind: "drift", drift: value };
  return null;
}

interface FaultRule {
  pattern: RegExp;
  fault: FaultKind;
  remaining: number | null;
}

export interface FaultLayerOptions {
  fault?: string;
  latencyMs?: number;
  /** Further read-only reports of the control API: `GET /__fake/{name}`. */
  reports?: Record<string, () => unknown>;
  /** Called by `POST /__fake/reset`, for state kept outside this layer. */
  onReset?: () => void;
  /** Called by `POST /__fake/fresh`, for what clients wrote (players, listings): dropped. */
  onFresh?: () => void;
}

type Next = (error?: unknown) => void;
type AnyRequest = IncomingMessage & { originalUrl?: string };

const STATUS_MESSAGES: Record<number, object> = {
  500: { message: "Server Error" },
  503: { message: "Service Unavailable" },
  422: { message: "I dati forniti non sono validi.", errors: { fake: ["Errore simulato dal fake."] } },
  // Laravel's throttle middleware (docs/FAKES.md): its message, and a Retry-After in seconds.
  429: { message: "Too Many Attempts." },
};
const STATUS_HEADERS: Record<number, Record<string, string>> = { 429: { "Retry-After": "30" } };

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      try {
        resolve(raw ? JSON.parse(raw) : {});
      } catch {
        resolve({});
      }
    });
  });
}

export interface FaultLayer {
  /** Connect-style middleware to install first in the app. */
  middleware(req: AnyRequest, res: ServerResponse, next: Next): void;
  /** Responses kept open by the 'hang' fault, ended when the fake closes. */
  destroyHanging(): void;
}

export function createFaultLayer(options: FaultLayerOptions = {}): FaultLayer {
  const startFault = parseFault(options.fault);
  const rules: FaultRule[] = [];
  const counts = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  /** Requests kept waiting by the 'hold' fault until `POST /__fake/release`: tests order events without timers. */
  const held = new Set<Next>();

  const takeRuleFault = (pathAndQuery: string): FaultKind | null => {
    for (const rule of rules) {
      if (!rule.pattern.test(pathAndQuery)) continue;
      if (rule.remaining !== null) {
        rule.remaining -= 1;
        if (rule.remaining <= 0) rules.splice(rules.indexOf(rule), 1);
      }
      return rule.fault;
    }
    return null;
  };

  const handleControl = async (req: AnyRequest, res: ServerResponse, path: string): Promise<void> => {
    if (path === `${CONTROL_PREFIX}/faults` && req.method === "POST") {
      const body = (await readBody(req)) as { path?: string; fault?: string; times?: number };
      const fault = parseFault(body.fault);
      if (!fault)
        return sendJson(res, 422, {
          message: "Guasto non valido",
          errors: {
            fault: [`Valori ammessi: latency=<ms>, 500, 503, hang, hold, malformed, wrong-shape, 422, 429, ${DRIFT_KINDS.join(", ")}`],
          },
        });
      let pattern: RegExp;
      try {
        pattern = new RegExp(body.path ?? ".*");
      } catch {
        return sendJson(res, 422, { message: "Espressione non valida", errors: { path: ["Espressione regolare non valida"] } });
      }
      rules.push({ pattern, fault, remaining: typeof body.times === "number" ? body.times : null });
      return sendJson(res, 201, { rules: rules.length });
    }
    if (path === `${CONTROL_PREFIX}/faults` && req.method === "DELETE") {
      rules.length = 0;
      return sendJson(res, 200, { rules: 0 });
    }
    if (path === `${CONTROL_PREFIX}/faults` && req.method === "GET") {
      return sendJson(res, 200, { rules: rules.map((rule) => ({ path: rule.pattern.source, fault: rule.fault, times: rule.remaining })) });
    }
    if (path === `${CONTROL_PREFIX}/release` && req.method === "POST") {
      const released = held.size;
      for (const proceed of held) proceed();
      held.clear();
      return sendJson(res, 200, { released });
    }
    if (path === `${CONTROL_PREFIX}/held` && req.method === "GET") {
      return sendJson(res, 200, { held: held.size });
    }
    if (path === `${CONTROL_PREFIX}/requests` && req.method === "GET") {
      let total = 0;
      for (const count of counts.values()) total += count;
      return sendJson(res, 200, { total, byPath: Object.fromEntries(counts) });
    }
    if (path === `${CONTROL_PREFIX}/reset` && req.method === "POST") {
      rules.length = 0;
      counts.clear();
      options.onReset?.();
      return sendJson(res, 200, { reset: true });
    }
    // The fake as it started, for the next test file of a shared test site (tests/support/test-site.ts).
    if (path === `${CONTROL_PREFIX}/fresh` && req.method === "POST") {
      rules.length = 0;
      counts.clear();
      for (const proceed of held) proceed();
      held.clear();
      for (const hung of hanging) hung.destroy();
      hanging.clear();
      options.onReset?.();
      options.onFresh?.();
      return sendJson(res, 200, { fresh: true });
    }
    const report = options.reports?.[path.slice(CONTROL_PREFIX.length + 1)];
    if (report && req.method === "GET") return sendJson(res, 200, report());
    sendJson(res, 404, { message: "Comando di controllo sconosciuto" });
  };

  const applyFault = (fault: FaultKind, req: IncomingMessage, res: ServerResponse, next: Next): void => {
    switch (fault.kind) {
      case "latency":
        setTimeout(() => next(), fault.ms);
        return;
      case "status":
        for (const [name, value] of Object.entries(STATUS_HEADERS[fault.status] ?? {})) res.setHeader(name, value);
        sendJson(res, fault.status, STATUS_MESSAGES[fault.status]);
        return;
      case "hang":
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      case "hold": {
        const proceed: Next = () => next();
        held.add(proceed);
        res.on("close", () => held.delete(proceed));
        return;
      }
      case "malformed":
        res.statusCode = 200;
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.end('{"items": [{"NomeCavallo": "Varenne", ');
        return;
      case "wrong-shape":
        sendJson(res, 200, { unexpected: true });
        return;
      case "drift":
        driftResponse(req, res, fault.drift);
        next();
        return;
    }
  };

  return {
    middleware(req, res, next) {
      const pathAndQuery = req.originalUrl ?? req.url ?? "/";
      const path = pathAndQuery.split("?")[0];
      if (path.startsWith(CONTROL_PREFIX)) {
        void handleControl(req, res, path);
        return;
      }
      counts.set(path, (counts.get(path) ?? 0) + 1);
      const headerValue = req.headers[FAULT_HEADER];
      const fault = parseFault(Array.isArray(headerValue) ? headerValue[0] : headerValue) ?? takeRuleFault(pathAndQuery) ?? startFault;
      const proceed: Next = () => (fault ? applyFault(fault, req, res, next) : next());
      if (options.latencyMs && options.latencyMs > 0) setTimeout(proceed, options.latencyMs);
      else proceed();
    },
    destroyHanging() {
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
  };
}
