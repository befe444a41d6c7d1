const STORAGE_KEY = "sulky:last-chunk-reload";
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** React Router's own words before it reloads the page over a route module that failed to load. */
const ROUTER_MODULE_FAILURE = "Error loading route module";

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Takes this tab's one reload of the last 60 seconds: true when it was free (and is now taken). */
function claimReload(): boolean {
  const now = Date.now();
  const last = Number(window.sessionStorage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  window.sessionStorage.setItem(STORAGE_KEY, String(now));
  return true;
}

/** Reloads the page to pick up the new release, at most once every 60 seconds. */
export function reloadAfterChunkFailure(): boolean {
  if (!claimReload()) return false;
  window.location.reload();
  return true;
}

/**
 * React Router reloads the page by itself, every time, when a route module fails to load:
 * it logs "Error loading route module …" and then calls location.reload(), which cannot be
 * replaced. Its log line is the one place to step in: the first time in 60 seconds the reload
 * goes ahead (and counts); after that the log throws a chunk error instead, so the router
 * shows its error page (which offers to reload) rather than reloading again.
 */
export function limitRouterModuleReloads(target: Pick<Console, "error"> = window.console): void {
  const log = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    log(...args);
    if (typeof args[0] === "string" && args[0].startsWith(ROUTER_MODULE_FAILURE) && !claimReload()) {
      throw new TypeError(`Failed to fetch dynamically imported module (${args[0]}): the page was reloaded less than a minute ago`);
    }
  };
}
