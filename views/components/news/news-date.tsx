import { showsDateAndAuthor } from "~/src/domain/news";

const LONG_DATE = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Rome" });

/** The publication day in Italian ('22 novembre 2026'); nothing for archive posts dated before 2000. */
export function NewsDate({ date, className }: { date: string; className?: string }) {
  if (!showsDateAndAuthor(date)) return null;
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return null;
  return (
    <time dateTime={date} className={className}>
      {LONG_DATE.format(parsed)}
    </time>
  );
}
