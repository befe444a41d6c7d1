/** A day on the Italian calendar, independent of the server's time zone. */
export type CalendarDate = { year: number; month: number; day: number };

const ITALIAN_TIME_ZONE = "Europe/Rome";

const ITALIAN_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: ITALIAN_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

export function calendarDateInItaly(instant: Date): CalendarDate {
  const parts = ITALIAN_DAY.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** The default year of foal lists and breeder sheets: the previous calendar year. */
export function previousYear(today: CalendarDate): number {
  return today.year - 1;
}

/** Route dates are written ddmmyyyy; returns null for anything that is not a real day. */
export function parseRouteDate(text: string): CalendarDate | null {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2200) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

export function formatRouteDate(date: CalendarDate): string {
  return `${pad2(date.day)}${pad2(date.month)}${date.year}`;
}

/** dd/mm/yyyy, the Italian way of writing a day. */
export function formatItalianDate(date: CalendarDate): string {
  return `${pad2(date.day)}/${pad2(date.month)}/${date.year}`;
}

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}
