/**
 * The one "today" a script hands to the site (SULKY_TODAY) and to the fakes it starts:
 * the operator's SULKY_TODAY when set, else the current day in Italy.
 */
export function stackToday(env: NodeJS.ProcessEnv = process.env): { day: string; instant: Date } {
  const day =
    env.SULKY_TODAY ||
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return { day, instant: new Date(`${day}T11:00:00Z`) };
}
