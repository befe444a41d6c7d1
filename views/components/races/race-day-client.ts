import type { CalendarDate } from "~/src/domain/calendar";
import { raceDayNotice } from "~/src/domain/races/race-day";
import { eventFromPayload, noticeNamesRacecourse, pageShowsEvent, raceDayEventsPath } from "~/src/urls/race-day-events";

/**
 * The browser's side of the race-day updates, loaded on demand by <RaceDayUpdates> (its own small
 * chunk, never part of a page's first load). One EventSource per page: the browser reconnects by
 * itself and sends `Last-Event-ID`; events that concern the page reload its data (after a short
 * random wait, so thousands of readers do not ask in the same instant) and then announce what
 * changed. A refused stream (too many, the instance full) is tried again a minute or two later.
 */
const SPREAD_MS = 2000;
const REFUSED_RETRY_MS = 60_000;

export function followRaceDay(options: {
  day: CalendarDate;
  since: string | undefined;
  reload(): Promise<unknown>;
  announce(text: string): void;
}): () => void {
  let source: EventSource | undefined;
  let lastId = options.since;
  let pending: string[] | null = null;
  let spread: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const settle = () => {
    const notices = pending ?? [];
    pending = null;
    void options.reload().then(() => {
      if (!stopped && notices.length > 0) options.announce(`${notices.join(". ")}.`);
    });
  };
  const queue = (notice: string | null) => {
    if (pending === null) {
      pending = [];
      spread = setTimeout(settle, Math.random() * SPREAD_MS);
    }
    if (notice && !pending.includes(notice)) pending.push(notice);
  };

  const open = () => {
    source = new EventSource(raceDayEventsPath(options.day, lastId));
    source.onmessage = (message) => {
      lastId = message.lastEventId || lastId;
      let event;
      try {
        event = eventFromPayload(JSON.parse(message.data));
      } catch {
        return;
      }
      if (!event) return;
      const path = window.location.pathname + window.location.search;
      if (!pageShowsEvent(path, event)) return;
      queue(raceDayNotice(event, { withRacecourse: noticeNamesRacecourse(path) }));
    };
    // This instance could not tell what was missed: the page's data are read again, quietly.
    source.addEventListener("resync", () => queue(null));
    source.onerror = () => {
      if (stopped || source?.readyState !== EventSource.CLOSED) return;
      retry = setTimeout(open, REFUSED_RETRY_MS * (1 + Math.random()));
    };
  };
  open();

  return () => {
    stopped = true;
    clearTimeout(spread);
    clearTimeout(retry);
    source?.close();
  };
}
