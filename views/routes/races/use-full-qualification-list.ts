import { useEffect, useState } from "react";
import type { Qualification } from "~/src/domain/races/types";
import { fullQualificationListPath } from "~/src/urls/races";

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

export type FullListState = { rows: Qualification[] | null; failing: boolean };

const LOADING: FullListState = { rows: null, failing: false };

/**
 * After the first 500 rows the page asks for the whole crop (docs/PRODUCT.md, "Qualifications"). A failure shows the
 * error and retries without end, waiting twice as long each time up to 30 seconds.
 */
export function useFullQualificationList(year: number): FullListState {
  // The state of one year's list: another year starts from nothing.
  const [state, setState] = useState<FullListState & { year: number }>({ ...LOADING, year });

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const attempt = async (delay: number) => {
      try {
        const response = await fetch(fullQualificationListPath(year), {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { rows: Qualification[] };
        if (!cancelled) setState({ rows: body.rows, failing: false, year });
      } catch {
        if (cancelled) return;
        setState((previous) => (previous.year === year ? { ...previous, failing: true } : { ...LOADING, failing: true, year }));
        timer = setTimeout(() => void attempt(Math.min(delay * 2, LONGEST_RETRY_MS)), delay);
      }
    };
    void attempt(FIRST_RETRY_MS);

    return () => {
      cancelled = true;
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [year]);

  return state.year === year ? { rows: state.rows, failing: state.failing } : LOADING;
}
