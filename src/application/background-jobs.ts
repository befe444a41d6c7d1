import { STARTING_NUMBER_STATS_LIFETIME_MS } from "./races/starting-number-stats";
import type { SharedState } from "./use-cases";

/** After a failed run (an upstream down), the next try comes this much later. */
const RETRY_AFTER_FAILURE_MS = 60 * 1000;
/** New results and cards are looked for this often; a first fill resumes where the last run stopped. */
const RATINGS_EVERY_MS = 5 * 60 * 1000;

/**
 * Work the server runs on a timer (src/server/periodic-task.ts), never in a visitor's request.
 * Jobs live here, beside the use cases and apart from them: the load context hands loaders the
 * use cases only, so no page can start a job (decision 015).
 */
export type BackgroundJob = {
  /** Its name in the logs. */
  name: string;
  /** Returns null (or undefined) when it produced nothing, so the next try comes after `retryMs`. */
  run: () => Promise<unknown>;
  everyMs: number;
  retryMs: number;
};

export function createBackgroundJobs(shared: SharedState) {
  return {
    /** Reads every results day and recomputes the starting-number statistics the pages show. */
    refreshStartingNumberStats: {
      name: "statistiche-numeri",
      run: () => shared.startingNumbers.refresh(),
      everyMs: STARTING_NUMBER_STATS_LIFETIME_MS,
      retryMs: RETRY_AFTER_FAILURE_MS,
    },
    /** Fills and keeps up the results archive, rates the day and freezes the new cards' chances (decision 034). */
    ratings: {
      name: "archivio-risultati",
      run: () => shared.ratings.run(),
      everyMs: RATINGS_EVERY_MS,
      retryMs: RETRY_AFTER_FAILURE_MS,
    },
  } satisfies Record<string, BackgroundJob>;
}

export type BackgroundJobs = ReturnType<typeof createBackgroundJobs>;
