import { calendarLinkLabel } from "~/src/domain/calendar-feed/starts-calendar";

/**
 * 'Aggiungi al calendario': a feed of the upcoming starts of one horse or of several. A plain
 * link: a calendar app subscribes to its address (and keeps it up to date); a browser downloads it.
 * A one-time notice brings its label already written (calendarLinkLabel, as here).
 */
export function CalendarSubscription({ href, horseCount = 1, label }: { href: string; horseCount?: number; label?: string }) {
  return (
    <p className="calendar-subscription">
      <a href={href} type="text/calendar">
        <CalendarIcon />
        {label ?? calendarLinkLabel(horseCount)}
      </a>{" "}
      <span className="form-hint">(copia il link nel tuo calendario per ricevere gli aggiornamenti)</span>
    </p>
  );
}

/** Drawn, not an emoji: the same on every system, fixed in size so nothing moves. */
function CalendarIcon() {
  return (
    <svg className="calendar-icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="1.5" y="3" width="13" height="11.5" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
