import { calendarDateInItaly, isoDay } from "~/src/domain/calendar";

/**
 * The one "today" a script hands to the site (SULKY_TODAY) and to the fakes it starts:
 * the operator's SULKY_TODAY when set, else the current day in Italy, read on the site's Rome clock.
 */
export function stackToday(env: NodeJS.ProcessEnv = process.env): { day: string; instant: Date } {
  const day = env.SULKY_TODAY || isoDay(calendarDateInItaly(new Date()));
  return { day, instant: new Date(`${day}T11:00:00Z`) };
}
