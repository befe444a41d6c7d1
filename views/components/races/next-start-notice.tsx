import { Link } from "react-router";
import type { CalendarDate } from "~/src/domain/calendar";
import { nextStartLabel, type NextStart } from "~/src/domain/races/next-start";
import { racePath } from "~/src/urls/races";

/** "Corre oggi: Napoli, corsa 4 alle 15:20", linked to the race's entries, on a horse's file and profile. */
export function NextStartNotice({ start, today }: { start: NextStart | null; today: CalendarDate }) {
  if (!start) return null;
  const where = [
    start.racecourseName ?? start.racecourseCode,
    `corsa ${start.raceNumber}`,
    start.startTime ? `alle ${start.startTime}` : "",
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <p className="next-start" role="note">
      <strong className="next-start-label">{nextStartLabel(start, today)}</strong>{" "}
      <Link to={racePath("partenti", start.day, start.racecourseCode, start.raceNumber)}>{where}</Link>
    </p>
  );
}
