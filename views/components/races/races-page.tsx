import type { ReactNode } from "react";
import type { RaceDayStatus } from "~/src/application/races/race-day-status";
import { NavigationSpinner } from "../loading-indicator";
import { RaceDayUpdates } from "./race-day-updates";

/**
 * The frame of a races page: its heading (and what goes under it) and its content; the spinner shows
 * while the next page loads. A page of a race day followed as it happens says when its data were read and follows the day.
 */
export function RacesPage({
  title,
  subtitle,
  withSpinner = true,
  raceDay = null,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  withSpinner?: boolean;
  raceDay?: RaceDayStatus | null;
  children: ReactNode;
}) {
  return (
    <div className="container page races-page">
      {withSpinner ? <NavigationSpinner /> : null}
      <header className="page-header">
        <h1>{title}</h1>
        {subtitle}
      </header>
      <RaceDayUpdates raceDay={raceDay} />
      {children}
    </div>
  );
}
