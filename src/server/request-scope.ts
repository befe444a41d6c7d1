import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestScope } from "../ports/logger";
import type { ServerLogger } from "./logger";

type ActiveRequest = { requestId: string; logger: ServerLogger; signal: AbortSignal };

const storage = new AsyncLocalStorage<ActiveRequest>();

export function runInRequestScope<T>(active: ActiveRequest, work: () => T): T {
  return storage.run(active, work);
}

export function currentRequest(): ActiveRequest | undefined {
  return storage.getStore();
}

/** Upstream calls log under the visitor's request id and stop when the visitor leaves. */
export function requestScopeProvider(fallbackLogger: ServerLogger): () => RequestScope {
  return () => {
    const active = storage.getStore();
    return active ? { logger: active.logger, signal: active.signal } : { logger: fallbackLogger };
  };
}
