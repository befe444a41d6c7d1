import { calendarDateInItaly, compareDays, type CalendarDate } from "../../domain/calendar";
import type { Clock } from "../../ports/clock";
import type { TrottingPort } from "../../ports/trotting-port";

/** Where today's entries are: today, when a meeting runs today; null when nothing runs (the entries list then). */
export function makeFindTodayEntries(deps: { trotting: TrottingPort; clock: Clock }) {
  return async function findTodayEntries(): Promise<CalendarDate | null> {
    const today = calendarDateInItaly(deps.clock.now());
    const meetings = await deps.trotting.raceDays("partenti");
    return meetings.some((meeting) => compareDays(meeting.day, today) === 0) ? today : null;
  };
}
