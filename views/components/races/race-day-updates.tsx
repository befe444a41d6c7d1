import { useEffect, useRef, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import type { RaceDayStatus } from "~/src/application/races/race-day-status";
import { isoDay } from "~/src/domain/calendar";

/**
 * The status line of a race-day page (docs/ARCHITECTURE.md, "Race-day updates"): when its data
 * were read, with a reload link, which is all a reader without JavaScript gets (the page never
 * reloads by itself). With JavaScript a small client, loaded only here and only after the page
 * is up, follows the day's event stream; when an event concerns the page it reloads the page's
 * data in place and says what changed in a polite live region.
 */
export function RaceDayUpdates({ raceDay }: { raceDay: RaceDayStatus | null }) {
  const location = useLocation();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState("");
  // The stream starts from the cursor of the data first shown; later reloads follow the same stream.
  const since = useRef(raceDay?.since);
  const reload = useRef(revalidator.revalidate);
  useEffect(() => {
    reload.current = revalidator.revalidate;
  });
  const day = raceDay?.day;
  // A reload brings a new day object of the same day: the stream follows the day, not the object.
  const dayKey = day ? isoDay(day) : null;

  useEffect(() => {
    if (!day || typeof EventSource === "undefined") return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./race-day-client").then(({ followRaceDay }) => {
      if (cancelled) return;
      stop = followRaceDay({
        day,
        since: since.current,
        reload: () => reload.current(),
        announce: setNotice,
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `dayKey` stands for `day`
  }, [dayKey]);

  if (!raceDay) return null;
  return (
    <div className="race-day-status">
      <p>
        {raceDay.updatedAt}. <a href={location.pathname + location.search}>Ricarica la pagina</a>
      </p>
      <p className="race-day-notice" role="status" aria-live="polite">
        {notice}
      </p>
    </div>
  );
}
