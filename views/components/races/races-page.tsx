import type { ReactNode } from "react";
import type { LiveRaceDay } from "~/src/application/races/live-race-day";
import { NavigationSpinner } from "../loading-indicator";
import { LiveUpdates } from "./live-updates";

/**
 * The frame of a races page: its heading (and what goes under it) and its content; the spinner shows
 * while the next page loads. A page of a live race day says when its data were read and follows the day.
 */
export function RacesPage({
  title,
  subtitle,
  withSpinner = true,
  live = null,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  withSpinner?: boolean;
  live?: LiveRaceDay | null;
  children: ReactNode;
}) {
  return (
    <div className="container page races-page">
      {withSpinner ? <NavigationSpinner /> : null}
      <header className="page-header">
        <h1>{title}</h1>
        {subtitle}
      </header>
      <LiveUpdates live={live} />
      {children}
    </div>
  );
}
