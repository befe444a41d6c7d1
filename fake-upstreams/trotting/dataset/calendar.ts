/** Day numbers (days since 1970-01-01, UTC) and the Italian racing calendar around them. */

export const MS_PER_DAY = 86_400_000;

export const dayNumber = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day) / MS_PER_DAY;
export const dayOfDate = (date: Date): number => Math.floor(date.getTime() / MS_PER_DAY);
export const dateOfDay = (day: number): Date => new Date(day * MS_PER_DAY);

export interface DayParts {
  year: number;
  /** 1-12 */
  month: number;
  dayOfMonth: number;
  /** 0 = Sunday */
  weekday: number;
}

export function partsOf(day: number): DayParts {
  const date = dateOfDay(day);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, dayOfMonth: date.getUTCDate(), weekday: date.getUTCDay() };
}

const pad = (value: number) => String(value).padStart(2, "0");
export const isoOfDay = (day: number): string => {
  const { year, month, dayOfMonth } = partsOf(day);
  return `${year}-${pad(month)}-${pad(dayOfMonth)}`;
};
export const ddmmyyyyOfDay = (day: number): string => {
  const { year, month, dayOfMonth } = partsOf(day);
  return `${pad(dayOfMonth)}${pad(month)}${year}`;
};
export const yyyymmddOfDay = (day: number): string => {
  const { year, month, dayOfMonth } = partsOf(day);
  return `${year}${pad(month)}${pad(dayOfMonth)}`;
};
export const clockOf = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
