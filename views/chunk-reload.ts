const STORAGE_KEY = "sulky:last-chunk-reload";
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads the page to pick up the new release, at most once every 60 seconds. */
export function reloadAfterChunkFailure(): boolean {
  const now = Date.now();
  const last = Number(window.sessionStorage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  window.sessionStorage.setItem(STORAGE_KEY, String(now));
  window.location.reload();
  return true;
}
