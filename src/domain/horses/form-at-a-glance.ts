import { compareDays, type CalendarDate } from "../calendar";
import { NOT_PLACED_THRESHOLD } from "../format";

/** One start of a horse, in Sulky's words: what the form charts need. */
export type FormStart = {
  /** The race day; a start without one is left out of the charts. */
  date: CalendarDate | null;
  placing: number | null;
  prize: number | null;
  /** Time per km as the results write it: 1.14.5 (minutes.seconds.tenths). */
  timePerKm: string | null;
};

export type PlacingMark = { date: CalendarDate; placing: number | null; label: string; placed: boolean };
/** `partial`: the season's listed starts are only some of those the horse ran that year. */
export type SeasonEarnings = { year: number; earnings: number; partial?: true };
export type YearBestTime = { year: number; tenths: number; label: string; partial?: true };

export type FormAtAGlance = {
  lastPlacings: PlacingMark[];
  earningsBySeason: SeasonEarnings[];
  bestTimeByYear: YearBestTime[];
};

export const FORM_STRIP_LENGTH = 10;

/** A finishing position over 30, or none at all, is 'n.p.' (not placed). */
export function placingLabel(placing: number | null): { label: string; placed: boolean } {
  if (placing === null || !Number.isFinite(placing) || placing <= 0 || placing > NOT_PLACED_THRESHOLD)
    return { label: "n.p.", placed: false };
  return { label: `${placing}°`, placed: true };
}

/** '1.14.5' as tenths of a second (745); anything unreadable as null. */
export function timeInTenths(time: string | null): number | null {
  const match = /^(\d)\.(\d{2})\.(\d)$/.exec(time?.trim() ?? "");
  if (!match) return null;
  const seconds = Number(match[2]);
  if (seconds >= 60) return null;
  return Number(match[1]) * 600 + seconds * 10 + Number(match[3]);
}

/**
 * 745 tenths as a whole km time: 1.14.5. Tables drop the leading '1.' (docs/PRODUCT.md, "Races"), but a chart label
 * or its text alternative stands alone, next to a year: "1.10.8 nel 2021", never "2021 10.8".
 */
export function formatTenthsAsKmTime(tenths: number): string {
  const minutes = Math.floor(tenths / 600);
  const rest = tenths - minutes * 600;
  const seconds = Math.floor(rest / 10);
  return `${minutes}.${String(seconds).padStart(2, "0")}.${rest % 10}`;
}

/**
 * The horse's form at a glance: its last ten placings (oldest on the left, as a strip reads),
 * its earnings per season and its best km time per year, both by ascending year.
 * The performances the API gives are the latest starts only: when the horse ran more races in
 * its career (`careerStarts`) than the list holds, its oldest season is incomplete and left out
 * of the seasonal charts rather than drawn too small; when it is the only season listed, it is
 * drawn and marked partial, so that a horse in its first listed season still has its charts.
 */
export function formAtAGlance(starts: readonly FormStart[], careerStarts: number | null = null): FormAtAGlance {
  const dated = starts.filter((start): start is FormStart & { date: CalendarDate } => start.date !== null);
  const newestFirst = [...dated].sort((a, b) => compareDays(b.date, a.date));
  const lastPlacings = newestFirst
    .slice(0, FORM_STRIP_LENGTH)
    .reverse()
    .map((start) => ({ date: start.date, placing: start.placing, ...placingLabel(start.placing) }));

  const earnings = new Map<number, number>();
  const best = new Map<number, number>();
  for (const start of dated) {
    const year = start.date.year;
    earnings.set(year, (earnings.get(year) ?? 0) + Math.max(0, start.prize ?? 0));
    const tenths = timeInTenths(start.timePerKm);
    if (tenths !== null && (best.get(year) ?? Infinity) > tenths) best.set(year, tenths);
  }
  const years = [...earnings.keys()].sort((a, b) => a - b);
  const oldestIncomplete = careerStarts !== null && careerStarts > dated.length;
  const partial = oldestIncomplete && years.length === 1 ? ({ partial: true } as const) : {};
  if (oldestIncomplete && years.length > 1) years.shift();
  return {
    lastPlacings,
    earningsBySeason: years.map((year) => ({ year, earnings: earnings.get(year) ?? 0, ...partial })),
    bestTimeByYear: years
      .filter((year) => best.has(year))
      .map((year) => ({ year, tenths: best.get(year) as number, label: formatTenthsAsKmTime(best.get(year) as number), ...partial })),
  };
}
