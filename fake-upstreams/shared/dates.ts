import { romeWallClock } from "./clock";

/** Calendar helpers working on UTC dates, so results never depend on the machine's time zone. */
const MONTHS = [
  "gennaio",
  "febbraio",
  "marzo",
  "aprile",
  "maggio",
  "giugno",
  "luglio",
  "agosto",
  "settembre",
  "ottobre",
  "novembre",
  "dicembre",
];
const WEEKDAYS = ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"];

const pad = (value: number, size = 2): string => String(value).padStart(size, "0");

/** Midnight UTC of the given day (time of day dropped). */
export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

export function toIsoDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** URL date form used by the trotting API: ddmmyyyy. */
export function toDdmmyyyy(date: Date): string {
  return `${pad(date.getUTCDate())}${pad(date.getUTCMonth() + 1)}${date.getUTCFullYear()}`;
}

export function toYyyymmdd(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

export function parseDdmmyyyy(text: string): Date | null {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])));
}

/** e.g. 'domenica 22 novembre 2026' */
export function toItalianLongDate(date: Date): string {
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** e.g. '22/11/2026' */
export function toItalianShortDate(date: Date): string {
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

export function dateFromParts(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * The day a fake builds its world for, at midnight UTC: the given instant, else
 * SULKY_TODAY (YYYY-MM-DD, the setting the site reads too), else now — always read
 * as a day of the Italian calendar, as the site reads it.
 */
export function resolveToday(given?: Date, pinnedDay = process.env.SULKY_TODAY): Date {
  let instant = given;
  if (!instant && pinnedDay) {
    instant = new Date(`${pinnedDay}T11:00:00Z`);
    // Date.parse rolls 2027-02-29 over to 1 March: the day must read back as written.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(pinnedDay) || Number.isNaN(instant.getTime()) || toIsoDate(instant) !== pinnedDay) {
      throw new Error(`SULKY_TODAY: deve essere un giorno nella forma AAAA-MM-GG, non "${pinnedDay}"`);
    }
  }
  return new Date(`${romeWallClock(instant ?? new Date()).isoDate}T00:00:00Z`);
}
