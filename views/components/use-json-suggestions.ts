import { useEffect, useRef, useState } from "react";

const DEFAULT_TYPING_PAUSE_MS = 200;

/**
 * Suggestions fetched as the visitor types: waits for a pause in typing, keeps
 * only the latest request, and turns any failure into `null` data. A plain fetch
 * rather than a router fetcher: a failed suggestion must never replace the page
 * with the error boundary, and the JSON route needs no route discovery.
 */
export function useJsonSuggestions<T>(parse: (body: unknown) => T, pauseMs = DEFAULT_TYPING_PAUSE_MS) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );

  async function load(url: string) {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setLoading(true);
    try {
      const response = await fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } });
      const body: unknown = response.ok ? await response.json() : null;
      if (!controller.signal.aborted) setData(body === null ? null : parse(body));
    } catch {
      if (!controller.signal.aborted) setData(null);
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }

  /** Schedules a search of `url`; `null` cancels any pending one and clears the data. */
  function search(url: string | null) {
    if (timer.current) clearTimeout(timer.current);
    if (url === null) {
      pending.current?.abort();
      setData(null);
      setLoading(false);
      return;
    }
    timer.current = setTimeout(() => void load(url), pauseMs);
  }

  return { data, loading, search };
}
