import { useEffect, useRef, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import type { LiveRaceDay } from "~/src/application/races/live-race-day";
import { isoDay } from "~/src/domain/calendar";

/**
 * The live line of a race-day page (docs/ARCHITECTURE.md, "The live race day"): when its data
 * were read, with a reload link, which is all a reader without JavaScript gets (the page never
 * reloads by itself). With JavaScript a small client, loaded only here and only after the page
 * is up, follows the day's event stream; when an event concerns the page it reloads the page's
 * data in place and says what changed in a polite live region.
 */
export function LiveUpdates({ live }: { live: LiveRaceDay | null }) {
  const location = useLocation();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState("");
  // The stream starts from the cursor of the data first shown; later reloads follow the same stream.
  const since = useRef(live?.since);
  const reload = useRef(revalidator.revalidate);
  useEffect(() => {
    reload.current = revalidator.revalidate;
  });
  const day = live?.day;
  // A reload brings a new day object of the same day: the stream follows the day, not the object.
  const dayKey = day ? isoDay(day) : null;

  useEffect(() => {
    if (!day || typeof EventSource === "undefined") return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./live-client").then(({ followRaceDay }) => {
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

  if (!live) return null;
  return (
    <div className="live-status">
      <p>
        {live.updatedAt}. <a href={location.pathname + location.search}>Ricarica la pagina</a>
      </p>
      <p className="live-notice" role="status" aria-live="polite">
        {notice}
      </p>
    </div>
  );
}
