import type { Clock } from "./ports/clock";

/**
 * The one clock of a running site. With a pinned day (SULKY_TODAY) every reading is
 * noon in Italy of that day, so the site and the fakes built for that day agree on
 * "today" whatever the machine's date; otherwise it is the real time.
 */
export function createClock(pinnedDay?: string): Clock {
  if (!pinnedDay) return { now: () => new Date() };
  // 11:00 UTC is 12:00 or 13:00 in Rome: the same calendar day there and in UTC.
  const instant = new Date(`${pinnedDay}T11:00:00Z`);
  return { now: () => new Date(instant) };
}
