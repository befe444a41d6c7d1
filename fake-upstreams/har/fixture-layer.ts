import type { IncomingMessage, ServerResponse } from "node:http";
import type { FixtureEntry } from "./fixture-file";
import { isTextAnswer, moveOrigin } from "./origins";

/** Query parameters left out of matching unless the caller lists its own (jQuery's cache buster). */
export const DEFAULT_IGNORED_QUERY_PARAMS = ["_"];

/** Headers that describe the recorded transfer rather than the answer: Node sets its own. */
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive"]);

export interface FixtureLayerOptions {
  entries: FixtureEntry[];
  ignoredQueryParams?: string[];
  /** Unmatched requests get a 404 instead of the generated world. */
  fixturesOnly?: boolean;
  log?: (line: string) => void;
}

export interface FixtureAnswer {
  fixture: string;
  method: string;
  path: string;
  status: number;
}

type Next = (error?: unknown) => void;
type AnyRequest = IncomingMessage & { originalUrl?: string };

/** Method, path and the query without volatile parameters, order-independent. */
export function requestKey(method: string, url: URL, ignored: ReadonlySet<string>): string {
  const query = [...url.searchParams]
    .filter(([name]) => !ignored.has(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join("&");
  let pathname = url.pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    /* keep as sent */
  }
  return `${method.toUpperCase()} ${pathname.replace(/\/+$/, "") || "/"}?${query}`;
}

export interface FixtureLayer {
  /** Connect-style middleware: answers from a fixture or passes on to the generated world. */
  middleware(req: AnyRequest, res: ServerResponse, next: Next): void;
  /** Which fixture answered which request since the start (or the last rewind). */
  answered(): FixtureAnswer[];
  /** Requests no fixture matched. */
  unmatched(): string[];
  /** Repeated entries start again from the first. */
  rewind(): void;
  /** The fake's own origin: recorded answers name it instead of the host they were recorded from (origins.ts). */
  setPublicOrigin(origin: string): void;
  readonly size: number;
}

/**
 * Replays HAR entries. Repeated entries of one request are served in file order, one per
 * request, and the last keeps answering (a Sanctum 419 then a 200, then 200 from then on).
 */
export function createFixtureLayer(options: FixtureLayerOptions): FixtureLayer {
  const ignored = new Set(options.ignoredQueryParams ?? DEFAULT_IGNORED_QUERY_PARAMS);
  const byKey = new Map<string, FixtureEntry[]>();
  for (const entry of options.entries) {
    const key = requestKey(entry.method, entry.url, ignored);
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  const served = new Map<string, number>();
  const answers: FixtureAnswer[] = [];
  const misses: string[] = [];
  let publicOrigin: string | null = null;

  /** A recorded text answer with its host's addresses moved to this fake's (its pictures then show). */
  const bodyOf = (entry: FixtureEntry): Buffer => {
    const recordedOrigin = entry.url.origin;
    const type = entry.headers.find((header) => header.name.toLowerCase() === "content-type")?.value ?? entry.mimeType;
    if (!publicOrigin || recordedOrigin === "null" || entry.url.hostname === "fixture.invalid" || !isTextAnswer(type)) return entry.body;
    return Buffer.from(moveOrigin(entry.body.toString("utf8"), recordedOrigin, publicOrigin));
  };

  const take = (key: string): FixtureEntry | undefined => {
    const candidates = byKey.get(key);
    if (!candidates) return undefined;
    const count = served.get(key) ?? 0;
    served.set(key, count + 1);
    return candidates[Math.min(count, candidates.length - 1)];
  };

  const replay = (entry: FixtureEntry, res: ServerResponse): void => {
    res.statusCode = entry.status;
    for (const { name, value } of entry.headers) {
      const lower = name.toLowerCase();
      // HTTP/2 pseudo-headers (':status') and transfer details are not part of the answer
      if (lower.startsWith(":") || TRANSFER_HEADERS.has(lower)) continue;
      try {
        res.appendHeader(name, value);
      } catch {
        /* a header Node refuses (invalid characters) is dropped, the answer still goes out */
      }
    }
    if (!res.hasHeader("content-type") && entry.mimeType) res.setHeader("Content-Type", entry.mimeType);
    res.end(bodyOf(entry));
  };

  return {
    size: options.entries.length,
    middleware(req, res, next) {
      const url = new URL(req.originalUrl ?? req.url ?? "/", "http://fake.invalid");
      const key = requestKey(req.method ?? "GET", url, ignored);
      const entry = take(key);
      if (!entry) {
        misses.push(key);
        if (!options.fixturesOnly) return next();
        res.statusCode = 404;
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.end(JSON.stringify({ message: `Nessuna fixture per ${req.method} ${url.pathname}${url.search}` }));
        return;
      }
      answers.push({ fixture: entry.label, method: entry.method, path: url.pathname + url.search, status: entry.status });
      options.log?.(`fixture ${entry.label} → ${entry.status} ${req.method} ${url.pathname}${url.search}`);
      replay(entry, res);
    },
    answered: () => [...answers],
    unmatched: () => [...misses],
    rewind() {
      served.clear();
      answers.length = 0;
      misses.length = 0;
    },
    setPublicOrigin(origin) {
      publicOrigin = origin;
    },
  };
}
