import { showsDateAndAuthor } from "~/src/domain/news";
import { italianLongDate, romeWallClock } from "~/src/domain/italian-format";

/** The publication day in Italian ('22 novembre 2026'); nothing for archive posts dated before 2000. */
export function NewsDate({ date, className }: { date: string; className?: string }) {
  if (!showsDateAndAuthor(date)) return null;
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return null;
  return (
    <time dateTime={date} className={className}>
      {italianLongDate(romeWallClock(parsed))}
    </time>
  );
}
