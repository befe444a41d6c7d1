import { calendarDateInItaly, formatRouteDate } from "../../domain/calendar";
import type { Clock } from "../../ports/clock";
import type { TrottingPort } from "../../ports/trotting-port";

/** Where '/partenti/oggi' leads: today's starters index, or the entries list when nothing runs today. */
export function makeFindTodayEntries(deps: { trotting: TrottingPort; clock: Clock }) {
  return async function findTodayEntries(): Promise<string> {
    const today = formatRouteDate(calendarDateInItaly(deps.clock.now()));
    const meetings = await deps.trotting.raceDays("partenti");
    return meetings.some((meeting) => meeting.day === today) ? `/trotto/partenti/${today}` : "/trotto/partenti";
  };
}
