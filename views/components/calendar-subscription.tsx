/**
 * 'Aggiungi al calendario': a feed of upcoming starts. A plain link: a calendar app subscribes
 * to its address (and keeps it up to date); a browser downloads it.
 */
export function CalendarSubscription({ href, label = "Partenti nel tuo calendario" }: { href: string; label?: string }) {
  return (
    <p className="calendar-subscription">
      <a href={href} type="text/calendar">
        <span aria-hidden="true">📅 </span>
        {label}
      </a>{" "}
      <span className="form-hint">(copia il link nel tuo calendario per ricevere gli aggiornamenti)</span>
    </p>
  );
}
