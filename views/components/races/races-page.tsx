import type { ReactNode } from "react";
import { NavigationSpinner } from "../loading-indicator";

/** The frame of a races page: its heading (and what goes under it) and its content; the spinner shows while the next page loads. */
export function RacesPage({
  title,
  subtitle,
  withSpinner = true,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  withSpinner?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="container page races-page">
      {withSpinner ? <NavigationSpinner /> : null}
      <header className="page-header">
        <h1>{title}</h1>
        {subtitle}
      </header>
      {children}
    </div>
  );
}
