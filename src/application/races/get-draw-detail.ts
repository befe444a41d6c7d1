import type { CalendarDate } from "../../domain/calendar";
import { drawInNumberOrder } from "../../domain/races/rules";
import type { DrawDetail } from "../../domain/races/types";
import type { TrottingPort } from "../../ports/trotting-port";
import { drawOutcome, type DrawOutcome } from "./search-draws";
import { trackWinRates, type StartingNumberStatsStore, type TrackWinRates } from "./starting-number-stats";

/** The draw, with each number's win % at the race's track when the statistics are ready. */
export type DrawDetailPage = DrawDetail & {
  winRates: TrackWinRates | null;
  /** The statistics are still being computed: the page should not be kept without them. */
  statisticsPending: boolean;
};

/** The numbers drawn for one race (the server answers 422 for a race it does not know). */
export function makeGetDrawDetail(deps: { trotting: TrottingPort; startingNumbers: StartingNumberStatsStore }) {
  return async function getDrawDetail(query: {
    date: CalendarDate;
    trackCode: string;
    raceNumber: number;
  }): Promise<DrawOutcome<DrawDetailPage>> {
    const outcome = await drawOutcome(deps.trotting.drawDetail(query.date, query.trackCode, query.raceNumber));
    if (outcome.status !== "ok") return outcome;
    const trackCode = outcome.result.racecourse?.code ?? query.trackCode;
    const winRates = trackWinRates(deps.startingNumbers, trackCode);
    return {
      status: "ok",
      result: { ...drawInNumberOrder(outcome.result), winRates, statisticsPending: deps.startingNumbers.current() === null },
    };
  };
}
