import type { DrawSearch } from "../../domain/races/types";
import type { TrottingPort } from "../../ports/trotting-port";
import { isUpstreamError } from "../../ports/upstream-error";

export const DRAW_GENERIC_ERROR = "C'è stato un errore, riprovare più tardi";

/** What the draw screens show: the data, the server's 422 text, or the generic failure message. */
export type DrawOutcome<T> = { status: "ok"; result: T } | { status: "rejected"; message: string } | { status: "failed"; message: string };

export async function drawOutcome<T>(call: Promise<T>): Promise<DrawOutcome<T>> {
  try {
    return { status: "ok", result: await call };
  } catch (error) {
    if (isUpstreamError(error, "rejected") && error.status === 422) return { status: "rejected", message: error.message };
    if (isUpstreamError(error)) return { status: "failed", message: DRAW_GENERIC_ERROR };
    throw error;
  }
}

export type DrawSearchPage = { query: string; outcome: DrawOutcome<DrawSearch> | null };

/**
 * Draws of the horses whose name contains the query. An empty query shows the form only;
 * a short one still goes to the server, whose 422 message is what the visitor reads.
 */
export function makeSearchDraws(deps: { trotting: TrottingPort }) {
  return async function searchDraws(rawQuery: string): Promise<DrawSearchPage> {
    const query = rawQuery.trim();
    if (!query) return { query, outcome: null };
    return { query, outcome: await drawOutcome(deps.trotting.searchDraws(query)) };
  };
}
